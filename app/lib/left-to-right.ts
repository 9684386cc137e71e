// A value written left to right whatever the page's language (a phone number, an e-mail
// address, a price with its currency, a code, a link, a clock time) keeps its order inside
// right-to-left text only when it is isolated from it (ADR 0053). Without that, an Urdu line's
// "+92 300 1234567" reads "1234567 300 92+". In an element, `dir="ltr"` (or <bdi dir="ltr">)
// isolates it; inside a sentence — a catalogue string, an e-mail, a chat message — the value
// is wrapped in the Unicode isolates LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE.

/** U+2066: what follows, up to POP_DIRECTIONAL_ISOLATE, reads left to right on its own. */
export const LEFT_TO_RIGHT_ISOLATE = "\u2066";
/** U+2069: closes the isolate. */
export const POP_DIRECTIONAL_ISOLATE = "\u2069";

const ISOLATED = new RegExp(
  `${LEFT_TO_RIGHT_ISOLATE}([^${POP_DIRECTIONAL_ISOLATE}]*)${POP_DIRECTIONAL_ISOLATE}`,
  "g",
);

/**
 * `value` isolated left to right ("\u2066+92 300 1234567\u2069"); an empty value, or one
 * already isolated, as it is.
 */
export function isolateLeftToRight(value: string): string {
  if (value === "") return value;
  if (value.startsWith(LEFT_TO_RIGHT_ISOLATE) && value.endsWith(POP_DIRECTIONAL_ISOLATE)) {
    return value;
  }
  return `${LEFT_TO_RIGHT_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
}

/** A text cut into its plain parts and its isolated ones, in order (for drawing <bdi dir="ltr">). */
export function isolatedParts(text: string): { text: string; isolated: boolean }[] {
  const parts: { text: string; isolated: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(ISOLATED)) {
    const start = match.index ?? 0;
    if (start > at) parts.push({ text: text.slice(at, start), isolated: false });
    parts.push({ text: match[1] ?? "", isolated: true });
    at = start + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isolated: false });
  return parts;
}

/**
 * What reads left to right in any language: a phone number (seven digits or more, spaces,
 * hyphens and brackets between them), an e-mail address, a link, a price with its currency
 * written before or after it, a clock time with its AM or PM.
 */
const LEFT_TO_RIGHT_RUN = new RegExp(
  [
    String.raw`(?:https?://|www\.)[^\s\u2066-\u2069]+[^\s\u2066-\u2069.,!?:;)]`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`(?:Rs\.?|PKR|USD|AED|SAR|GBP|[$£€])\s?\d[\d,.]*\d|\d[\d,.]*\s?(?:PKR|USD|AED|SAR|GBP|Rs\b\.?)`,
    String.raw`\d{1,2}:\d{2}\s?(?:[AaPp]\.?[Mm]\b\.?)`,
    String.raw`\+?\d[\d ()-]{5,}\d`,
  ].join("|"),
  "gu",
);

/**
 * Free text (a lead's message, typed in any language) with each left-to-right run in it
 * isolated, so that "میرا نمبر +92 300 1234567 ہے" keeps the number's order; runs already
 * isolated stay as they are, and a text with no such run comes back unchanged.
 */
export function isolateLeftToRightRuns(text: string): string {
  return isolatedParts(text)
    .map((part) =>
      part.isolated
        ? `${LEFT_TO_RIGHT_ISOLATE}${part.text}${POP_DIRECTIONAL_ISOLATE}`
        : part.text.replace(LEFT_TO_RIGHT_RUN, (run) => isolateLeftToRight(run)),
    )
    .join("");
}
