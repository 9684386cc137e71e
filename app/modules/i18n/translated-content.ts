import type { TranslatedText } from "#app/db/translated-text.ts";
import {
  DEFAULT_LOCALE,
  type Locale,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from "./locales.ts";

// Per-locale values of short labels from the database (ADR 0021): English lives in the columns,
// other languages in a `translations` object beside them, `{ [locale]: { field: value } }`, one
// key per TRANSLATED_LOCALES entry (ADR 0035).

export type { TranslatedText };

/** The text a visitor reads in `locale`: its own where it has one, else the English one. */
export function textIn(text: TranslatedText | null | undefined, locale: Locale): string {
  // Read defensively: a value written to the database by hand may hold anything.
  const own = text?.[locale];
  if (typeof own === "string" && own.trim() !== "") return own;
  const english = text?.[DEFAULT_LOCALE];
  return typeof english === "string" ? english : "";
}

/** The English text: what the console and the activity log name a thing by. */
export function englishText(text: TranslatedText | null | undefined): string {
  return textIn(text, DEFAULT_LOCALE);
}

/** The languages content can be translated into (English is the columns themselves). */
export { TRANSLATED_LOCALES, type TranslatedLocale };

/** One entry per translated language, each made by `entry`. */
export function perTranslatedLocale<Entry>(
  entry: (locale: TranslatedLocale) => Entry,
): Record<TranslatedLocale, Entry> {
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, entry(locale)])) as Record<
    TranslatedLocale,
    Entry
  >;
}

/** A translation when it has text, else the English value (English is the fallback). */
export function translatedOr(english: string, translation: string | undefined | null): string {
  return translation?.trim() ? translation : english;
}

/** The object without its empty-string entries (a field typed empty has no translation). */
export function withoutEmpty<T extends Record<string, string | undefined>>(
  values: T,
): Partial<Record<keyof T, string>> {
  const kept: Partial<Record<keyof T, string>> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value.trim() !== "") kept[key as keyof T] = value;
  }
  return kept;
}
