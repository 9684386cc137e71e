import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Pencil, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { isolateLeftToRightRuns } from "#app/lib/left-to-right.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import {
  describeTimelineItem,
  type TimelineItem,
  timelineAuthor,
  touchSent,
} from "#app/modules/leads/lead-timeline.ts";
import { MAX_NOTE_LENGTH } from "#app/modules/leads/leads-admin-form.ts";
import { useLeadCommand } from "./lead-row-actions.tsx";
import { useLeadForm } from "./use-lead-form.ts";

/**
 * A note's form (adding one, or editing the viewer's own): its text box with a counter, bound
 * with conform to the command's schema; without JavaScript a plain POST form, checked by the
 * browser.
 */
function NoteForm({
  intent,
  leadId,
  noteId,
  id,
  label,
  body = "",
  submitLabel,
  onSaved,
  className,
}: {
  intent: "add-note" | "edit-note";
  leadId: string;
  noteId?: string;
  id: string;
  label: string;
  body?: string;
  submitLabel: string;
  onSaved: (form: HTMLFormElement | null) => void;
  className?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, busy } = useLeadCommand(() => onSaved(formRef.current));
  const hydrated = useHydrated();
  const [form, fields] = useLeadForm(intent, fetcher, {
    id: `${id}-form`,
    defaultValue: { body },
  });
  const typed = fields.body.value ?? "";
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      {...getFormProps(form)}
      noValidate={hydrated}
      className={cn("grid gap-3", className)}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={leadId} />
      {noteId ? <input type="hidden" name="noteId" value={noteId} /> : null}
      <Field id={id} label={label} error={fields.body.errors}>
        {(props) => {
          const { key, ...textarea } = getTextareaProps(fields.body);
          const describedBy = [`${id}-count`, props["aria-describedby"]].filter(Boolean).join(" ");
          return (
            <>
              <Textarea
                key={key}
                {...textarea}
                {...props}
                aria-describedby={describedBy}
                rows={3}
              />
              <p id={`${id}-count`} className="text-xs text-muted-foreground">
                {typed.length} / {MAX_NOTE_LENGTH}
              </p>
            </>
          );
        }}
      </Field>
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The form that adds a note; it empties itself once the note is saved. */
function AddNoteForm({ leadId }: { leadId: string }) {
  return (
    <NoteForm
      intent="add-note"
      leadId={leadId}
      id="lead-note-new"
      label="Add a note"
      submitLabel="Add note"
      onSaved={(form) => form?.reset()}
    />
  );
}

/** Edit and delete for the viewer's own note. The editor is a <details>: no script needed. */
function OwnNoteActions({ leadId, item }: { leadId: string; item: TimelineItem }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const remove = useLeadCommand();
  const noteId = String(item.noteId);
  const hydrated = useHydrated();
  const deleteForm = (
    <remove.fetcher.Form method="post">
      <input type="hidden" name="intent" value="delete-note" />
      <input type="hidden" name="id" value={leadId} />
      <input type="hidden" name="noteId" value={noteId} />
      <Button type="submit" variant="ghost" size="sm" disabled={remove.busy}>
        <Trash2 aria-hidden="true" />
        Delete note
      </Button>
    </remove.fetcher.Form>
  );
  return (
    <div className="mt-2 grid gap-2">
      <div className="flex flex-wrap items-start gap-2">
        <details ref={detailsRef} className="group w-full">
          <summary className="inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
            <Pencil aria-hidden="true" className="size-4" />
            Edit note
          </summary>
          <NoteForm
            intent="edit-note"
            leadId={leadId}
            noteId={noteId}
            id={`lead-note-${noteId}`}
            label="Note text"
            body={item.body ?? ""}
            submitLabel="Save note"
            onSaved={() => detailsRef.current?.removeAttribute("open")}
            className="mt-2"
          />
        </details>
        {hydrated ? (
          <ConfirmDialog
            title="Delete this note?"
            description="The note will be removed from the timeline. This cannot be undone."
            confirmLabel="Delete note"
            onConfirm={() =>
              remove.run("delete-note", [leadId], undefined, { noteId: String(item.noteId) })
            }
            trigger={
              <Button type="button" variant="ghost" size="sm" disabled={remove.busy}>
                {remove.busy ? <Spinner /> : <Trash2 aria-hidden="true" />}
                Delete note
              </Button>
            }
          />
        ) : (
          deleteForm
        )}
      </div>
    </div>
  );
}

/**
 * The lead's notes and timeline, newest first: who did what and when (site time zone). Only
 * a note's author can edit or delete it; the server checks that too.
 */
export function LeadTimeline({
  leadId,
  items,
  viewerId,
  timeZone,
}: {
  leadId: string;
  items: readonly TimelineItem[];
  viewerId: string;
  timeZone: string;
}) {
  const newestFirst = [...items].reverse();
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle asChild className="text-lg">
          <h2 id="lead-timeline-title">Notes &amp; Timeline</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 p-4 pt-0 sm:p-6 sm:pt-0">
        <AddNoteForm leadId={leadId} />
        {newestFirst.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notes or activity yet.</p>
        ) : (
          <ol aria-labelledby="lead-timeline-title" className="grid gap-4 border-t pt-4">
            {newestFirst.map((item) => (
              <li key={item.key} className="grid gap-1 border-l-2 pl-3" data-kind={item.kind}>
                <p className="text-sm">
                  <span className="font-medium">{describeTimelineItem(item, timeZone)}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {timelineAuthor(item)} ·{" "}
                    <time dateTime={new Date(item.at).toISOString()}>
                      {formatConsoleDateTime(item.at, timeZone)}
                    </time>
                  </span>
                </p>
                {item.kind === "note" ? (
                  <p dir="auto" className="whitespace-pre-wrap break-words">
                    {isolateLeftToRightRuns(item.body ?? "")}
                  </p>
                ) : null}
                {item.kind === "reminder" && typeof item.details.due_at === "string" ? (
                  <p className="break-words text-sm">
                    Due {formatConsoleDateTime(item.details.due_at, timeZone)}
                    {typeof item.details.note === "string" ? ` · ${item.details.note}` : null}
                  </p>
                ) : null}
                {item.kind === "touch" ? <TouchSent item={item} /> : null}
                {item.kind === "booking" && typeof item.details.booking_id === "string" ? (
                  <Link
                    to={`/admin/bookings/${item.details.booking_id}`}
                    className="w-fit text-sm font-medium underline underline-offset-4"
                  >
                    Open the meeting
                  </Link>
                ) : null}
                {item.kind === "note" && item.actorId === viewerId ? (
                  <OwnNoteActions leadId={leadId} item={item} />
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** What a returning person sent this time: their fields, then their message. */
function TouchSent({ item }: { item: TimelineItem }) {
  const { fields, message } = touchSent(item);
  return (
    <>
      {fields ? <p className="break-words text-sm text-muted-foreground">{fields}</p> : null}
      {message ? (
        <p dir="auto" className="whitespace-pre-wrap break-words">
          {isolateLeftToRightRuns(message)}
        </p>
      ) : null}
    </>
  );
}
