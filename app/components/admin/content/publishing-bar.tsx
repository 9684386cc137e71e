import { useState } from "react";
import { useFetcher } from "react-router";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { PublishingIntent, PublishingResult } from "#app/modules/pages/page-action-result.ts";
import { formatSiteTime, instantToSiteTime } from "#app/modules/publishing/schedule-time.ts";

// The page editor's publishing bar (docs/product.md#page-editor): where the item stands on the
// site, and Publish, Unpublish or Schedule it as last saved (page-publish-action.server.ts).

type PublishingState = {
  isPublished: boolean;
  draft: unknown;
  publishAt: string | null;
  unpublishAt: string | null;
};

/** "Draft", "Published · unpublished changes", "Scheduled for Nov 24, 2026, 9:00 AM", ... */
export function publishingStateText(row: PublishingState, timeZone: string): string {
  if (row.isPublished) return row.draft ? "Published · unpublished changes" : "Published";
  return row.publishAt ? `Scheduled for ${formatSiteTime(row.publishAt, timeZone)}` : "Draft";
}

export function PublishingBar({
  row,
  noun,
  timeZone,
  canUnpublish,
}: {
  row: PublishingState;
  noun: string;
  timeZone: string;
  /** A built-in page stays published (Page Settings turns it off). */
  canUnpublish: boolean;
}) {
  const fetcher = useFetcher<PublishingResult>();
  const [scheduling, setScheduling] = useState(false);
  const busy = fetcher.state !== "idle";
  const pending = busy ? (fetcher.formData?.get("intent") as PublishingIntent) : null;
  const answer = fetcher.data;
  const publishAtError =
    answer && !answer.ok && answer.intent === "schedule" ? answer.fieldErrors?.publishAt : null;

  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) {
      toast.success(result.message, { description: result.description });
      setScheduling(false);
    } else {
      toast.error(result?.error ?? `Failed to update the ${noun}`);
    }
  });

  const button = (intent: PublishingIntent, label: string, variant?: "outline") => (
    <Button
      type="submit"
      name="intent"
      value={intent}
      size="sm"
      variant={variant}
      disabled={busy}
      aria-busy={pending === intent || undefined}
    >
      {pending === intent ? <Spinner /> : null}
      {label}
    </Button>
  );

  return (
    <section
      aria-label="Publishing"
      className="grid gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p>
          <span className="text-muted-foreground">Status: </span>
          <strong className="font-medium">{publishingStateText(row, timeZone)}</strong>
          {row.isPublished && row.publishAt ? (
            <span className="text-muted-foreground">
              {" "}
              · Publishes the changes {formatSiteTime(row.publishAt, timeZone)}
            </span>
          ) : null}
          {row.unpublishAt ? (
            <span className="text-muted-foreground">
              {" "}
              · Unpublishes {formatSiteTime(row.unpublishAt, timeZone)}
            </span>
          ) : null}
        </p>
        <fetcher.Form method="post" className="ms-auto flex flex-wrap gap-2">
          {row.isPublished ? (
            canUnpublish ? (
              button("unpublish", "Unpublish", "outline")
            ) : null
          ) : (
            <>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-expanded={scheduling}
                aria-controls="publishing-schedule"
                onClick={() => setScheduling((open) => !open)}
              >
                Schedule
              </Button>
              {button("publish", "Publish")}
            </>
          )}
        </fetcher.Form>
      </div>
      {scheduling && !row.isPublished ? (
        <fetcher.Form method="post" id="publishing-schedule" className="grid gap-2 border-t pt-2">
          <Field
            label="Publish at"
            error={publishAtError}
            description={`Date and time in the site's time zone (${timeZone}), ahead of now.`}
            className="max-w-sm"
          >
            {(props) => (
              <Input
                {...props}
                name="publishAt"
                type="datetime-local"
                required
                min={instantToSiteTime(new Date(), timeZone)}
                defaultValue={
                  row.publishAt ? instantToSiteTime(new Date(row.publishAt), timeZone) : ""
                }
                autoFocus
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setScheduling(false)}>
              Cancel
            </Button>
            {button("schedule", "Schedule publish")}
          </div>
        </fetcher.Form>
      ) : null}
      <p className="text-xs text-muted-foreground">
        These act on the {noun} as last saved; save your changes first.
      </p>
    </section>
  );
}
