// What the chat button says at a moment, apart from how the notes are made (reply-notes.ts):
// the public page's script reads it too, and carries no catalogue (ADR 0009).

/** A stretch of closed time, from and until instants (ms), and what the button says in it. */
export type ReplyNote = { from: number; until: number; text: string };

/** The words for `now`, or null while the team is in (or the notes are spent). */
export function replyNoteAt(notes: readonly ReplyNote[], now: number): string | null {
  return notes.find((note) => note.from <= now && now < note.until)?.text ?? null;
}
