import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { DEFAULT_LOCALE, type Locale } from "./enums.ts";

// The one storage shape of every text a visitor reads in their language (ADR 0041): a value per
// language, keyed by the one list of languages (LOCALES), in a jsonb column or inside a jsonb
// document. English is the fallback, so a language left out shows the English text.

/** A text in each of the site's languages; a missing or empty language shows English. */
export type TranslatedText = Partial<Record<Locale, string>>;

/** A list of texts in each language (a post's tags): the same keys, a list for a text. */
export type TranslatedList = Partial<Record<Locale, string[]>>;

/** A TranslatedText column's English text, in SQL: what the console names a thing by. */
export function englishOf(column: AnyPgColumn): SQL<string> {
  return sql<string>`(${column} ->> ${DEFAULT_LOCALE})`;
}
