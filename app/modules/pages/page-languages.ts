import type { PageSnapshot } from "#app/db/schema.ts";
import type { TranslatedList, TranslatedText } from "#app/db/translated-text.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import { PAGE_TEXT_KEYS, type PageTextKey } from "./page-definition.ts";
import { pageKindOf } from "./page-slugs.ts";

// An item's languages (ADR 0042): its row holds each text per language, and a language's
// version is what that language's form edits and its visitors read. A version exists where its
// title is written; English always does. A content page answers at its English slug in every
// language, so only a post keeps a slug per language.

/** One language's texts of an item, as its form holds them ("" or no tags where none is written). */
export type VersionTexts = Record<Exclude<PageTextKey, "tags">, string> & { tags: string[] };

type Texts = Pick<PageSnapshot, PageTextKey>;

/** The texts of an item with none written in any language (a new item's). */
export const NO_TEXTS = Object.fromEntries(PAGE_TEXT_KEYS.map((key) => [key, {}])) as Texts;

/** The text written in `locale` exactly, without falling back to English. */
export function ownText(text: TranslatedText | null | undefined, locale: Locale): string {
  const own = text?.[locale];
  return typeof own === "string" ? own : "";
}

/** The list written in `locale` (a post's tags), without falling back to English. */
function ownList(list: TranslatedList | null | undefined, locale: Locale): string[] {
  const own = list?.[locale];
  return Array.isArray(own) ? own.filter((item) => typeof item === "string") : [];
}

/** The English slug: what says whether the item is a page or a post, and a page's address. */
export function englishSlug(texts: Pick<Texts, "slug">): string {
  return ownText(texts.slug, DEFAULT_LOCALE);
}

/** Whether the item has a version in `locale`: its title written in that language. */
export function hasVersionIn(texts: Pick<Texts, "title">, locale: Locale): boolean {
  return ownText(texts.title, locale).trim() !== "";
}

/** The languages the item has, in the order of LOCALES (English first). */
export function versionLocales(texts: Pick<Texts, "title">): Locale[] {
  return LOCALES.filter((locale) => locale === DEFAULT_LOCALE || hasVersionIn(texts, locale));
}

/** The slug of the item's version in `locale`: a content page's is its English one. */
export function slugIn(texts: Pick<Texts, "slug">, locale: Locale): string {
  const english = englishSlug(texts);
  if (locale === DEFAULT_LOCALE || pageKindOf(english) === "page") return english;
  return ownText(texts.slug, locale);
}

/** The texts of the version in `locale`, "" where it has none. */
export function versionTexts(texts: Texts, locale: Locale): VersionTexts {
  return Object.fromEntries(
    PAGE_TEXT_KEYS.map((key) => [
      key,
      key === "slug"
        ? slugIn(texts, locale)
        : key === "tags"
          ? ownList(texts.tags, locale)
          : ownText(texts[key], locale),
    ]),
  ) as VersionTexts;
}

/**
 * `texts` with the version in `locale` written as `version`: a text left empty is no text in
 * that language, and a content page keeps no slug beside its English one.
 */
export function withVersionTexts<Fields extends Texts>(
  texts: Fields,
  locale: Locale,
  version: VersionTexts,
): Fields {
  const written: Record<string, unknown> = { ...texts };
  const isPage =
    pageKindOf(locale === DEFAULT_LOCALE ? version.slug : englishSlug(texts)) === "page";
  for (const key of PAGE_TEXT_KEYS) {
    const value = key === "slug" && isPage && locale !== DEFAULT_LOCALE ? "" : version[key];
    const { [locale]: _replaced, ...others } = (texts[key] ?? {}) as Record<string, unknown>;
    const empty = value === "" || (Array.isArray(value) && value.length === 0);
    written[key] = empty ? others : { ...others, [locale]: value };
  }
  return written as Fields;
}

/** `texts` without their version in `locale` (not English, which the item is). */
export function withoutVersion<Fields extends Texts>(texts: Fields, locale: Locale): Fields {
  return withVersionTexts(texts, locale, versionTexts(NO_TEXTS, locale));
}
