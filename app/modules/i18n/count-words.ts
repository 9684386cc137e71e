import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

// A count and its noun that agree ("1 file", "2 files"; Urdu "1 فائل", "2 فائلیں"), by the
// language's own plural rules (Intl.PluralRules): one rule for every count the screens show.

/** The noun's form for each plural category the language uses; `other` is the fallback. */
export type CountWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `count` written as the language writes numbers, then the noun's form that agrees with it. */
export function countInWords(
  count: number,
  words: CountWords,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const noun = words[new Intl.PluralRules(locale).select(count)] ?? words.other;
  return `${new Intl.NumberFormat(locale).format(count)} ${noun}`;
}
