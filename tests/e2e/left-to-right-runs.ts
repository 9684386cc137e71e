import type { Page } from "@playwright/test";

// What the Urdu isolation spec looks for (ADR 0053): every run of a page's text, and every
// placeholder, that is written left to right whatever the page's language (a phone number, an
// e-mail address, a price with its currency, a code, a link, a clock time), and whether it is
// isolated from the right-to-left text around it.

/** A left-to-right run found on a page, and how it reads. */
export type LeftToRightRun = {
  kind: string;
  text: string;
  /** Where it is: the element's tag and the text around the run (or "placeholder"). */
  where: string;
  /** Its element reads left to right as a unit, or the run sits inside U+2066/U+2068 … U+2069. */
  isolated: boolean;
  /** Drawn on one line: its first character is left of its last (null: hidden or wrapped). */
  readsLeftToRight: boolean | null;
};

/**
 * Every left-to-right run of the page's body (text and placeholders). Runs in the browser: the
 * patterns are passed as sources, as a function handed to `evaluate` cannot close over them.
 */
export async function leftToRightRuns(page: Page): Promise<LeftToRightRun[]> {
  // In this order: a run found by an earlier pattern is not looked at again (the digits of an
  // address are not a phone number).
  const patterns: Record<string, string> = {
    url: String.raw`(?:https?://|www\.)[^\s\u2069]+`,
    email: String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    // Rs 4,500, PKR 5,000, $49, 5,000 PKR, 12,000/-.
    price: String.raw`(?:(?:Rs\.?|PKR|USD|AED|SAR|GBP|[$£€])\s?\d[\d,.]*(?:/-)?|\d[\d,.]*\s?(?:PKR|USD|AED|SAR|GBP|Rs\.?)(?![\p{L}]))`,
    // 10:00 AM, 9:00 - 6:00.
    clock: String.raw`\d{1,2}:\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?(?:\s?[-–]\s?\d{1,2}:\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?)?`,
    // +92 300 1234567, 0300-1234567: a number of at least seven digits with spaces or hyphens.
    phone: String.raw`\+?\d[\d ()-]{5,}\d`,
  };

  return page.evaluate((sources) => {
    const regexps = Object.entries(sources).map(
      ([kind, source]) => [kind, new RegExp(source, "gu")] as const,
    );
    const found: {
      kind: string;
      text: string;
      where: string;
      isolated: boolean;
      readsLeftToRight: boolean | null;
    }[] = [];
    const isolatingElement = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.direction !== "ltr") return false;
      // An inline element must isolate its text (the `dir` attribute does: unicode-bidi:
      // isolate); a block, a flex item or a form control starts a paragraph of its own.
      return (
        /isolate|plaintext/.test(style.unicodeBidi) ||
        !style.display.startsWith("inline") ||
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement
      );
    };
    /** The run's element isolates it, or the nearest element reading in its own direction does. */
    const isolatedByElement = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.direction === "rtl") return false;
        if (isolatingElement(at)) return true;
      }
      return false;
    };
    /** Inside an isolate (U+2066 or U+2068 opened before it, not yet closed by U+2069). */
    const isolatedByMarks = (text: string, start: number, end: number) => {
      const before = text.slice(0, start);
      const open = Math.max(before.lastIndexOf("\u2066"), before.lastIndexOf("\u2068"));
      return (
        open >= 0 &&
        before.lastIndexOf("\u2069") < open &&
        text.slice(end).includes("\u2069") &&
        // U+2068 (first strong) isolates left to right only when the run's first letter is Latin.
        (text[open] === "\u2066" || !/[\u0600-\u06ff]/.test(text.slice(open, start)))
      );
    };
    const charRect = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect();
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      const taken: [number, number][] = [];
      for (const [kind, regexp] of regexps) {
        for (const match of text.matchAll(regexp)) {
          const start = match.index ?? 0;
          const end = start + match[0].length;
          if (taken.some(([a, b]) => start < b && end > a)) continue;
          taken.push([start, end]);
          const first = charRect(node as Text, start);
          const last = charRect(node as Text, end - 1);
          const shown = first.width > 0 && last.width > 0;
          found.push({
            kind,
            text: match[0],
            where: `${parent.tagName.toLowerCase()}: ${text.trim().slice(0, 80)}`,
            isolated: isolatedByElement(parent) || isolatedByMarks(text, start, end),
            readsLeftToRight:
              shown && Math.abs(first.top - last.top) < 2 ? first.left < last.left : null,
          });
        }
      }
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input[placeholder], textarea[placeholder]",
    )) {
      for (const [kind, regexp] of regexps) {
        for (const match of field.placeholder.matchAll(regexp)) {
          found.push({
            kind,
            text: match[0],
            where: `placeholder of ${field.name || field.id}`,
            isolated: isolatingElement(field),
            readsLeftToRight: null,
          });
        }
      }
    }
    return found;
  }, patterns);
}
