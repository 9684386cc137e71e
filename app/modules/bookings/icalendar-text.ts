// The pieces of RFC 5545 text a calendar invitation is written with: escaped text values,
// quoted parameters, UTC date-times, and lines folded to 75 octets.

const CRLF = "\r\n";
const MOST_LINE_OCTETS = 75;

/** Control characters a TEXT value may not hold (tab and newline are kept, newline escaped). */
const CONTROL = /(?![\t\n])\p{Cc}/gu;

/** A TEXT value: backslash, semicolon, comma and newline escaped, other controls dropped. */
export function escapedText(text: string): string {
  return text
    .toWellFormed()
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, "\\n");
}

/**
 * A parameter value, always quoted: a quote, a newline and a caret written as RFC 6868 says
 * (^', ^n, ^^), other controls dropped, so a name cannot end the parameter early.
 */
export function quotedParameter(value: string): string {
  const encoded = value
    .toWellFormed()
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(/[\^"\n]/g, (character) =>
      character === "^" ? "^^" : character === '"' ? "^'" : "^n",
    );
  return `"${encoded}"`;
}

/** A mailto: address; throws on one that could break the line (the caller checked it). */
export function mailtoOf(email: string): string {
  if (!/^[^\s"<>\\\p{Cc}]+@[^\s"<>\\\p{Cc}]+$/u.test(email)) {
    throw new Error(`Not an e-mail address: ${JSON.stringify(email)}`);
  }
  return `mailto:${email}`;
}

/** A URI value as it is (no TEXT escaping); throws on one with spaces or controls. */
export function uriValue(uri: string): string {
  if (!/^[^\s\p{Cc}]+$/u.test(uri)) throw new Error(`Not a URI: ${JSON.stringify(uri)}`);
  return uri;
}

/** An instant as a UTC DATE-TIME: 20260329T090000Z. */
export function utcDateTime(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** UTF-8 octets of one code point. */
function octetsOf(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line folded so no line is over 75 octets with its leading space: folds fall
 * between code points, never inside a character's UTF-8 bytes.
 */
export function foldedLine(line: string): string {
  let folded = "";
  let octets = 0;
  for (const character of line) {
    const size = octetsOf(character.codePointAt(0)!);
    if (octets + size > MOST_LINE_OCTETS) {
      folded += `${CRLF} `;
      octets = 1;
    }
    folded += character;
    octets += size;
  }
  return folded;
}

/** Content lines as a calendar object: each folded, each ended by CRLF. */
export function calendarText(lines: readonly string[]): string {
  return lines.map((line) => foldedLine(line) + CRLF).join("");
}
