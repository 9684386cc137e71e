import { RotateCcw } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { RevisionAction } from "#app/db/enums.ts";
import { cn } from "#app/lib/utils.ts";
import { PAGE_TEXTS } from "#app/modules/pages/page-texts.ts";
import type { FieldDiff } from "#app/modules/publishing/revision-diff.ts";
import type {
  RestoreResult,
  RevisionsLoaderData,
} from "#app/modules/publishing/revision-history.ts";
import { type ContentDialogProps, RouteData, useRouteDialog } from "./route-dialog.tsx";

const ACTION_LABELS: Record<RevisionAction, string> = {
  create: "Created",
  publish: "Published",
  draft: "Draft saved",
  restore: "Restored",
  schedule: "Published on schedule",
};

function formatWhen(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(new Date(iso));
}

const PART_ELEMENT = { added: "ins", removed: "del", same: "span" } as const;
const PART_STYLE = {
  added: "bg-green-100 text-green-950 no-underline dark:bg-green-900 dark:text-green-50",
  removed: "bg-red-100 text-red-950 dark:bg-red-900 dark:text-red-50",
  same: undefined,
} as const;

function ChangeList({ changes }: { changes: FieldDiff[] }) {
  if (changes.length === 0) {
    return <p className="text-sm text-muted-foreground">Same as the current version.</p>;
  }
  return (
    <dl className="grid gap-4">
      {changes.map((change) => (
        <div key={change.key} className="grid gap-1">
          <dt className="text-sm font-medium">{change.label}</dt>
          <dd className="whitespace-pre-wrap break-words rounded-md border bg-muted/40 px-3 py-2 text-sm">
            {change.parts.map((part, index) => {
              const Mark = PART_ELEMENT[part.change];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a diff never reorder
                <Mark key={index} className={PART_STYLE[part.change]}>
                  {part.text}
                </Mark>
              );
            })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A page's or post's revisions (docs/product.md#publishing): newest first, each with what it did, who and when;
 * choosing one shows what changed from it to the current version (removed text struck out,
 * added text highlighted), and it can be restored, which is itself a new revision.
 */
export function RevisionsDialog({ target, timeZone, onClose }: ContentDialogProps) {
  const url = `/admin/revisions/${target.id}`;
  const {
    data: loaded,
    load,
    change: restore,
    busy: restoring,
  } = useRouteDialog<RevisionsLoaderData, RestoreResult>(url, (result) => {
    if (result?.ok) {
      toast.success("Revision restored", { description: result.message });
    } else {
      toast.error("Restore failed", { description: result?.error ?? PAGE_TEXTS.restoreFailed });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !restoring && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>History of “{target.title}”</DialogTitle>
          <DialogDescription>
            Choose a revision to see what changed since. Restoring one keeps every other.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="py-2">
          <RouteData data={loaded} loading="Loading revisions...">
            {({ history: { revisions, compared } }) =>
              revisions.length === 0 ? (
                <p className="text-sm text-muted-foreground">No revisions yet.</p>
              ) : (
                <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
                  <ol
                    aria-label="Revisions"
                    className="grid max-h-96 content-start gap-1 overflow-y-auto"
                  >
                    {revisions.map((revision, index) => (
                      <li key={revision.id}>
                        <button
                          type="button"
                          aria-pressed={compared?.id === revision.id}
                          onClick={() => void load(`${url}?revision=${revision.id}`)}
                          className={cn(
                            "w-full rounded-md border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                            compared?.id === revision.id && "border-primary bg-muted",
                          )}
                        >
                          <span className="block font-medium">
                            {ACTION_LABELS[revision.action]}
                            {index === 0 ? " · latest" : ""}
                          </span>
                          <span className="block text-xs text-muted-foreground">
                            {formatWhen(revision.createdAt, timeZone)}
                            {revision.actorName ? ` · ${revision.actorName}` : ""}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ol>
                  <section
                    aria-label="Changes"
                    aria-live="polite"
                    className="grid content-start gap-3"
                  >
                    {compared ? (
                      <>
                        <h3 className="text-sm font-semibold">Changes from this revision to now</h3>
                        <ChangeList changes={compared.changes} />
                        <restore.Form method="post" action={url}>
                          <input type="hidden" name="intent" value="restore" />
                          <input type="hidden" name="revision" value={compared.id} />
                          <Button type="submit" variant="outline" disabled={restoring}>
                            {restoring ? <Spinner /> : <RotateCcw aria-hidden="true" />}
                            {restoring ? "Restoring..." : "Restore this revision"}
                          </Button>
                        </restore.Form>
                      </>
                    ) : null}
                  </section>
                </div>
              )
            }
          </RouteData>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
