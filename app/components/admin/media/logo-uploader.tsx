import { ImageUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/utils.ts";
import {
  ACCEPTED_IMAGE_TYPES,
  checkFileBeforeUpload,
  MEDIA_MESSAGES,
} from "#app/modules/media/media.ts";
import { uploadWithProgress } from "./upload-request.ts";

export const MEDIA_UPLOAD_URL = "/admin/media/upload";

/**
 * The upload control: a file picker and a drop area. The type and size are checked here
 * before anything is sent (the server checks again), and the upload shows its progress.
 */
export function LogoUploader({ onUploaded }: { onUploaded: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  async function upload(file: File | undefined) {
    if (!file || uploading) return;
    const problem = checkFileBeforeUpload(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setProgress(0);
    const answer = await uploadWithProgress(MEDIA_UPLOAD_URL, file, setProgress);
    setProgress(null);
    if (inputRef.current) inputRef.current.value = "";
    if (answer.ok) {
      toast.success(MEDIA_MESSAGES.uploaded, {
        description: `${answer.originalName} was added to the library.`,
      });
      onUploaded();
    } else {
      toast.error(answer.title, { description: answer.description });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Upload New Logo</h2>
        </CardTitle>
        <CardDescription id={helpId}>
          <span className="block">{MEDIA_MESSAGES.helper}</span>
          <span className="block">Files up to 5 MB.</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* Dropping is a shortcut: the button below does the same with the keyboard. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the Choose File button is the accessible control */}
        <div
          data-testid="logo-drop-zone"
          onDragEnter={(event) => {
            event.preventDefault();
            if (!uploading) setDragging(true);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = uploading ? "none" : "copy";
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null))
              setDragging(false);
          }}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void upload(event.dataTransfer.files[0]);
          }}
          className={cn(
            "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border px-4 py-8 text-center transition-colors",
            dragging && "border-primary bg-accent",
          )}
        >
          <ImageUp aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-sm font-medium">
            {dragging ? "Drop the image to upload it" : "Drag and drop an image here, or"}
          </p>
          <input
            ref={inputRef}
            type="file"
            name="file"
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            className="sr-only"
            tabIndex={-1}
            aria-label="Logo image file"
            aria-describedby={helpId}
            onChange={(event) => void upload(event.currentTarget.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            disabled={uploading}
            aria-describedby={helpId}
            onClick={() => inputRef.current?.click()}
          >
            {uploading ? <Spinner /> : null}
            {uploading ? "Uploading..." : "Choose File"}
          </Button>
          {uploading ? (
            <div className="w-full max-w-xs">
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="h-2 w-full overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full rounded-full bg-primary transition-[width] duration-200"
                  style={{ width: `${progress}%` }}
                />
              </div>
              <p className="mt-1 text-xs text-muted-foreground" aria-live="polite">
                {progress < 100 ? `Uploading... ${progress}%` : "Processing..."}
              </p>
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
