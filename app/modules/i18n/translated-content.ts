import type { TranslatedText } from "#app/db/translated-text.ts";
import {
  DEFAULT_LOCALE,
  type Locale,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from "./locales.ts";

// How a translated text (ADR 0041: `{ en, ur }`, one key per language of LOCALES, ADR 0035) is
// read: in the visitor's language with English as the fallback, or in English for the console.

export type { TranslatedText };

/** The language a visitor in `locale` reads `text` in: `locale` where it has one, else English. */
export function languageShown(text: TranslatedText | null | undefined, locale: Locale): Locale {
  // Read defensively: a value written to the database by hand may hold anything.
  const own = text?.[locale];
  return typeof own === "string" && own.trim() !== "" ? locale : DEFAULT_LOCALE;
}

/** The text a visitor reads in `locale`: its own where it has one, else the English one. */
export function textIn(text: TranslatedText | null | undefined, locale: Locale): string {
  const shown = text?.[languageShown(text, locale)];
  return typeof shown === "string" ? shown : "";
}

/** The language `textIn(text, locale)` reads in: `locale` where the text has its own, else English. */
export function languageOf(text: TranslatedText | null | undefined, locale: Locale): Locale {
  const own = text?.[locale];
  return typeof own === "string" && own.trim() !== "" ? locale : DEFAULT_LOCALE;
}

/** The English text: what the console and the activity log name a thing by. */
export function englishText(text: TranslatedText | null | undefined): string {
  return textIn(text, DEFAULT_LOCALE);
}

/** The languages content can be translated into (English is the fallback). */
export { TRANSLATED_LOCALES, type TranslatedLocale };
