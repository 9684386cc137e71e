import { Check, Copy, ExternalLink, Trash2 } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { cn } from "#app/lib/utils.ts";
import { formatFileSize } from "#app/modules/media/media.ts";

export type LibraryFile = {
  id: string;
  filename: string;
  originalName: string;
  filePath: string;
  mimeType: string;
  fileSize: number;
  createdAt: string;
};

/** One file of the Logo Library: its image, name and size, and what can be done with it. */
export function MediaFileCard({
  file,
  active,
  settingLogo,
  deleting,
  onSetLogo,
  onCopyUrl,
  onDelete,
}: {
  file: LibraryFile;
  active: boolean;
  settingLogo: boolean;
  deleting: boolean;
  onSetLogo: () => void;
  onCopyUrl: () => void;
  onDelete: () => void;
}) {
  const busy = settingLogo || deleting;
  return (
    <li
      className={cn(
        "flex flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm",
        active && "ring-2 ring-primary",
      )}
      aria-busy={busy || undefined}
      data-testid="media-file"
    >
      <div className="relative flex aspect-square items-center justify-center bg-muted p-4">
        <img
          src={file.filePath}
          alt=""
          loading="lazy"
          decoding="async"
          className="max-h-full max-w-full object-contain"
        />
        {active ? (
          <Badge className="absolute top-2 left-2">
            <Check aria-hidden="true" />
            Active
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" title={file.originalName}>
            {file.originalName}
          </p>
          <p className="text-xs text-muted-foreground">{formatFileSize(file.fileSize)}</p>
        </div>
        <div className="mt-auto flex flex-col gap-2">
          <Button
            type="button"
            size="sm"
            variant={active ? "secondary" : "default"}
            disabled={active || busy}
            onClick={onSetLogo}
          >
            {settingLogo ? <Spinner /> : null}
            {active ? "Current Logo" : "Set as Logo"}
          </Button>
          <div className="flex justify-between gap-1">
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="size-9"
              aria-label={`Copy URL of ${file.originalName}`}
              title="Copy URL"
              onClick={onCopyUrl}
            >
              <Copy aria-hidden="true" />
            </Button>
            <Button asChild size="icon" variant="ghost" className="size-9">
              <a
                href={file.filePath}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open ${file.originalName} in a new tab`}
                title="Open in new tab"
              >
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="size-9 text-destructive hover:bg-destructive hover:text-destructive-foreground"
              aria-label={
                active
                  ? `Delete ${file.originalName} (unavailable while in use as the logo)`
                  : `Delete ${file.originalName}`
              }
              title={active ? "The current logo cannot be deleted" : "Delete"}
              disabled={active || busy}
              onClick={onDelete}
            >
              {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
