import type { Locale } from "#app/db/enums.ts";
import { isolateLeftToRight } from "#app/lib/left-to-right.ts";
import { LOCALE_INFO } from "./locale-info.ts";

// The one way a left-to-right value (a number, an address, a price, a code, a link, a clock) is
// put into a sentence of a language (ADR 0053): isolated in a right-to-left language, as it is
// in a left-to-right one (English texts stay byte for byte).

/** `value` as a sentence in `locale` holds it: isolated left to right where `locale` reads right to left. */
export function leftToRight(locale: Locale, value: string): string {
  return LOCALE_INFO[locale].dir === "rtl" ? isolateLeftToRight(value) : value;
}
