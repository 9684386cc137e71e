import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { describeTimelineItem, type TimelineItem } from "#app/modules/leads/lead-timeline.ts";
import { MAX_NOTE_LENGTH } from "#app/modules/leads/leads-admin-form.ts";
import { useLeadCommand } from "./lead-row-actions.tsx";

/** A note's text box with its counter; keeps what was typed until the note is saved. */
function NoteField({
  id,
  label,
  defaultValue = "",
}: {
  id: string;
  label: string;
  defaultValue?: string;
}) {
  const [length, setLength] = useState(defaultValue.length);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name="body"
        rows={3}
        required
        maxLength={MAX_NOTE_LENGTH}
        defaultValue={defaultValue}
        aria-describedby={`${id}-count`}
        onChange={(event) => setLength(event.target.value.length)}
      />
      <p id={`${id}-count`} className="text-xs text-muted-foreground">
        {length} / {MAX_NOTE_LENGTH}
      </p>
    </div>
  );
}

/** The form that adds a note; it empties itself once the note is saved. */
function AddNoteForm({ leadId }: { leadId: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, busy } = useLeadCommand(() => formRef.current?.reset());
  return (
    <fetcher.Form ref={formRef} method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="add-note" />
      <input type="hidden" name="id" value={leadId} />
      <NoteField id="lead-note-new" label="Add a note" />
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? <Spinner /> : null}
          Add note
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Edit and delete for the viewer's own note. The editor is a <details>: no script needed. */
function OwnNoteActions({ leadId, item }: { leadId: string; item: TimelineItem }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const edit = useLeadCommand(() => detailsRef.current?.removeAttribute("open"));
  const remove = useLeadCommand();
  const noteId = String(item.noteId);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
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
          <edit.fetcher.Form method="post" className="mt-2 grid gap-3">
            <input type="hidden" name="intent" value="edit-note" />
            <input type="hidden" name="id" value={leadId} />
            <input type="hidden" name="noteId" value={noteId} />
            <NoteField
              id={`lead-note-${noteId}`}
              label="Note text"
              defaultValue={item.body ?? ""}
            />
            <div>
              <Button type="submit" size="sm" disabled={edit.busy}>
                {edit.busy ? <Spinner /> : null}
                Save note
              </Button>
            </div>
          </edit.fetcher.Form>
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
                  <span className="font-medium">{describeTimelineItem(item)}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {item.actorName ?? (item.kind === "note" ? "A former admin" : "System")} ·{" "}
                    <time dateTime={new Date(item.at).toISOString()}>
                      {formatConsoleDateTime(item.at, timeZone)}
                    </time>
                  </span>
                </p>
                {item.kind === "note" ? (
                  <p className="whitespace-pre-wrap break-words">{item.body}</p>
                ) : null}
                {item.kind === "reminder" && typeof item.details.due_at === "string" ? (
                  <p className="break-words text-sm">
                    Due {formatConsoleDateTime(item.details.due_at, timeZone)}
                    {typeof item.details.note === "string" ? ` · ${item.details.note}` : null}
                  </p>
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
