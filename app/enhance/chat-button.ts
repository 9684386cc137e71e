// The chat button's two touches (docs/decisions/0049-chat-qr-code-and-business-hours.md): the
// note of when the team replies shows the visitor's moment, not the cached page's render, and
// follows the hours while the page stays open; Escape closes the QR code's disclosure.
import { type ReplyNote, replyNoteAt } from "../modules/business-hours/reply-note-at.ts";

function showReplyNote(element: HTMLElement, notes: readonly ReplyNote[]): void {
  const now = Date.now();
  const text = replyNoteAt(notes, now);
  element.textContent = text ?? "";
  element.hidden = text === null;
  const next = notes
    .flatMap((note) => [note.from, note.until])
    .filter((instant) => instant > now)
    .sort((a, b) => a - b)[0];
  // Timers past about 24.8 days fire at once; the notes cover a week.
  if (next !== undefined) setTimeout(() => showReplyNote(element, notes), next - now + 1000);
}

export function enhanceChatButton(): void {
  const element = document.querySelector<HTMLElement>("[data-reply-notes]");
  if (element) showReplyNote(element, JSON.parse(element.dataset.replyNotes ?? "[]"));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = document.querySelector<HTMLDetailsElement>("details[data-chat-qr][open]");
    if (!open) return;
    const focusInside = open.contains(document.activeElement);
    open.open = false;
    if (focusInside) open.querySelector("summary")?.focus();
  });
}
