import { BellRing, X } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { MAX_FOLLOW_UP_NOTE_LENGTH } from "#app/modules/leads/leads-admin-form.ts";
import { instantToSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { useLeadCommand } from "./lead-row-actions.tsx";

/**
 * The lead's follow-up reminder: when (a date and time in the site's time zone) and a short
 * note. Plain POST forms, so they work before the scripts run.
 */
export function LeadFollowUpForm({
  lead,
  timeZone,
}: {
  lead: { id: string; followUpAt: Date | null; followUpNote: string | null };
  timeZone: string;
}) {
  const save = useLeadCommand();
  const clear = useLeadCommand();
  const due = lead.followUpAt ? new Date(lead.followUpAt) : null;
  return (
    <div className="grid gap-3 border-t pt-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <BellRing aria-hidden="true" className="size-4" />
        Follow-up
      </h3>
      {due ? (
        <p className="text-sm" data-testid="lead-follow-up-current">
          Due <time dateTime={due.toISOString()}>{formatConsoleDateTime(due, timeZone)}</time>
          {lead.followUpNote ? (
            <span className="block break-words text-muted-foreground">{lead.followUpNote}</span>
          ) : null}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No follow-up set.</p>
      )}
      <save.fetcher.Form
        // A saved follow-up shows its stored values again.
        key={due?.getTime() ?? "none"}
        method="post"
        className="grid gap-3"
      >
        <input type="hidden" name="intent" value="set-follow-up" />
        <input type="hidden" name="id" value={lead.id} />
        <div className="grid gap-2">
          <Label htmlFor="lead-follow-up-at">Follow up on ({timeZone})</Label>
          <Input
            id="lead-follow-up-at"
            name="dueAt"
            type="datetime-local"
            required
            defaultValue={due ? instantToSiteTime(due, timeZone) : ""}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="lead-follow-up-note">Follow-up note</Label>
          <Input
            id="lead-follow-up-note"
            name="followUpNote"
            maxLength={MAX_FOLLOW_UP_NOTE_LENGTH}
            placeholder="e.g. Call back about the Pro plan"
            defaultValue={lead.followUpNote ?? ""}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" size="sm" disabled={save.busy}>
            {save.busy ? <Spinner /> : null}
            {due ? "Update follow-up" : "Set follow-up"}
          </Button>
        </div>
      </save.fetcher.Form>
      {due ? (
        <clear.fetcher.Form method="post">
          <input type="hidden" name="intent" value="clear-follow-up" />
          <input type="hidden" name="id" value={lead.id} />
          <Button type="submit" variant="ghost" size="sm" disabled={clear.busy}>
            {clear.busy ? <Spinner /> : <X aria-hidden="true" />}
            Clear follow-up
          </Button>
        </clear.fetcher.Form>
      ) : null}
    </div>
  );
}
