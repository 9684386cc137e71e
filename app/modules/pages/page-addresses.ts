// Where each page of the Content Manager answers (docs/product.md#pages-from-sections): a built-in page at its
// route (Home at `/`), any other page at `/{slug}`, each translated version under its
// language's prefix at the same path. A page whose slug belongs to the app (reserved-slugs.ts) has no address: no row shows
// a URL that would not answer once published. Server side only (the built-in pages' rows bring
// their bodies); the console gets the addresses with its rows.
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import { isBuiltInSlug, pagePathOfSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import { slugClash } from "./reserved-slugs.ts";

export type PageAddress = {
  /** The path the page answers at once published, or null when its slug is the app's. */
  path: string | null;
  /**
   * A built-in page or its Urdu version: the slug stays (it is the page's route), and the
   * English row stays published (Page Settings turns the page off) and cannot be deleted.
   */
  builtIn: boolean;
};

/** The address of an English page (by its slug) in a language. */
export function pageAddress(englishSlug: string, locale: Locale): PageAddress {
  const builtIn = isBuiltInSlug(englishSlug);
  const answers = builtIn || slugClash(englishSlug) === null;
  return { path: answers ? localizedPath(locale, pagePathOfSlug(englishSlug)) : null, builtIn };
}

/** Content Manager rows (English pages) with their addresses, their translations' too. */
export function withPageAddresses<Row extends { slug: string; translations: { locale: Locale }[] }>(
  rows: Row[],
) {
  return rows.map((row) => ({
    ...row,
    address: pageAddress(row.slug, "en"),
    translations: row.translations.map((translation) => ({
      ...translation,
      address: pageAddress(row.slug, translation.locale),
    })),
  }));
}
