import { LOCALES } from "#app/db/enums.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { chatCodeOf } from "./chat-code.ts";

// What the team pastes into "New lead from a chat" (docs/decisions/0047-one-lead-across-channels.md):
// the reference code alone, or the chat's whole first message, which ends with the reference
// line of the page's language ("Ref: K7Q2X", "حوالہ: K7Q2X" with the code isolated left to
// right). The labels come from the catalogues' `chat.reference`, the line the message carries.

/** Bidirectional marks a chat app may keep or add around the code. */
const DIRECTION_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** "Ref", "حوالہ": each language's reference label, without its colon or code. */
const REFERENCE_LABELS = LOCALES.map((locale) =>
  translator(locale)("chat.reference", { code: "" })
    .replace(DIRECTION_MARKS, "")
    .replace(/[:：\s]+$/, ""),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The label (not the end of a longer word), its colon, then the code's characters (a hyphen or space typed between them). */
const REFERENCE_LINE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${REFERENCE_LABELS.map(escapeRegExp).join("|")})\\s*[:：]\\s*([0-9A-Za-z][0-9A-Za-z -]{0,8})`,
  "iu",
);

export type ChatCodeInText =
  | { kind: "code"; code: string }
  /** A reference line, or a lone word, that is no code. */
  | { kind: "malformed" }
  /** A message with no reference line at all. */
  | { kind: "missing" };

/** The code in what was typed or pasted: a code alone, or a message's reference line. */
export function chatCodeInText(typed: string): ChatCodeInText {
  const text = typed.replace(DIRECTION_MARKS, "").trim();
  const alone = chatCodeOf(text);
  if (alone) return { kind: "code", code: alone };
  const line = REFERENCE_LINE.exec(text);
  if (line) {
    // The code is the line's first word; a code typed with a space or hyphen inside it is
    // still read as one, as chatCodeOf reads it.
    const [word] = line[1]!.trim().split(/\s+/);
    const code = chatCodeOf(word!) ?? chatCodeOf(line[1]!);
    return code ? { kind: "code", code } : { kind: "malformed" };
  }
  return /\s/.test(text) ? { kind: "missing" } : { kind: "malformed" };
}
