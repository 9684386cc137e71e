// Text from outside (a query value, a cookie, a header, a beacon, a form field) is stored
// without control characters: PostgreSQL text cannot hold U+0000 at all, so one NUL fails the
// whole statement (a lead, a batch of page views), and the others are no one's typing.

// \p{Cc}: C0 (NUL among them), DEL and C1.
const CONTROL_CHARACTERS = /\p{Cc}/gu;
/** The same, but for tab, line feed and carriage return, which a multi-line field may hold. */
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/gu;

/**
 * The text without control characters (C0, DEL and C1), removed rather than replaced: a tag or a
 * name reads as it was meant. `keepLineBreaks` keeps tabs and line breaks (a lead's message).
 */
export function withoutControlCharacters(
  text: string,
  { keepLineBreaks = false }: { keepLineBreaks?: boolean } = {},
): string {
  return text.replace(keepLineBreaks ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS, "");
}
