import { getFormProps, getInputProps } from "@conform-to/react";
import { BellRing, X } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { MAX_FOLLOW_UP_NOTE_LENGTH } from "#app/modules/leads/leads-admin-form.ts";
import { instantToSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { useLeadCommand } from "./lead-row-actions.tsx";
import { useLeadForm } from "./use-lead-form.ts";

/**
 * The lead's follow-up reminder: when (a date and time in the site's time zone) and a short
 * note. Plain POST forms, so they work before the scripts run; with them, conform checks the
 * fields with the command's own schema before sending, and shows a refusal beside its field.
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
  const [form, fields] = useLeadForm("set-follow-up", save.fetcher, {
    // A saved follow-up shows its stored values again.
    id: `lead-follow-up-${due?.getTime() ?? "none"}`,
    defaultValue: {
      dueAt: due ? instantToSiteTime(due, timeZone) : "",
      followUpNote: lead.followUpNote ?? "",
    },
  });
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
      <save.fetcher.Form key={form.id} method="post" {...getFormProps(form)} className="grid gap-3">
        <input type="hidden" name="intent" value="set-follow-up" />
        <input type="hidden" name="id" value={lead.id} />
        <Field
          id="lead-follow-up-at"
          label={`Follow up on (${timeZone})`}
          error={fields.dueAt.errors}
        >
          {(props) => {
            const { key, ...input } = getInputProps(fields.dueAt, { type: "datetime-local" });
            return <Input key={key} {...input} {...props} />;
          }}
        </Field>
        <Field id="lead-follow-up-note" label="Follow-up note" error={fields.followUpNote.errors}>
          {(props) => {
            const { key, ...input } = getInputProps(fields.followUpNote, { type: "text" });
            return (
              <Input
                key={key}
                {...input}
                {...props}
                maxLength={MAX_FOLLOW_UP_NOTE_LENGTH}
                placeholder="e.g. Call back about the Pro plan"
              />
            );
          }}
        </Field>
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
