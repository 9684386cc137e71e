// The public site's languages and how a URL says which one a page is in: the default language
// at `/…`, every other one under `/{locale}/…`, all made from LOCALES (ADR 0035). The locale
// comes from the URL only, never from Accept-Language or a cookie, so every URL is one page in
// one language (ADR 0019).

import { DEFAULT_LOCALE, LOCALES, type Locale, type TranslatedLocale } from "#app/db/enums.ts";
import { LOCALE_INFO } from "./locale-info.ts";

export { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale, type TranslatedLocale };

/** The languages other than the default one, in LOCALES order. */
export const TRANSLATED_LOCALES = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE,
);

/** Whether a value is one of the site's languages (a stored or posted code, checked). */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

const ENGLISH_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

/** Each language's name as the console, which stays English, writes it ("Urdu"). */
export const LANGUAGE_NAMES = Object.fromEntries(
  LOCALES.map((locale) => [locale, ENGLISH_NAMES.of(locale) ?? locale]),
) as Record<Locale, string>;

/** A stored language code's name; an unknown code is shown as it is. */
export function languageName(locale: string): string {
  return isLocale(locale) ? LANGUAGE_NAMES[locale] : locale;
}

/**
 * The translated language a posted code names, or the first translated language when it names
 * none (a form that offers only one).
 */
export function translatedLocaleOf(value: unknown): TranslatedLocale {
  const [first] = TRANSLATED_LOCALES;
  const named = TRANSLATED_LOCALES.find((locale) => locale === value);
  if (named) return named;
  if (!first) throw new Error("The site has no language to translate into");
  return first;
}

/** The language a path's first segment names: `/ur/pricing` → "ur", `/pricing` → none. */
function prefixLocale(pathname: string): Locale | undefined {
  const segment = /^\/([^/?#]+)(?:[/?#]|$)/.exec(pathname)?.[1];
  return TRANSLATED_LOCALES.find((locale) => locale === segment);
}

/** The language of a path: `/ur` and `/ur/…` are Urdu, a path with no language prefix English. */
export function localeFromPath(pathname: string): Locale {
  return prefixLocale(pathname) ?? DEFAULT_LOCALE;
}

/** The path without its language prefix: `/ur/pricing` → `/pricing`, `/ur` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = prefixLocale(pathname);
  if (!locale) return pathname;
  const rest = pathname.slice(localePathPrefix(locale).length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** Paths of the site that are pages, not files, feeds or the console: these get a twin per language. */
function isLocalizablePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !/^\/(admin|admin-auth|media|events|preview|lead-challenge|page-view)(\/|$|\?|#)/.test(path) &&
    !/\.(xml|txt|ico|png|svg|webmanifest)$/.test(path.split(/[?#]/)[0] ?? "")
  );
}

/** What a language's paths start with: nothing for the default language, `/ur` for Urdu. */
export function localePathPrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/**
 * A default-language site path as the same page in `locale`: `/pricing` → `/ur/pricing`,
 * `/` → `/ur`, `/form?plan=x` → `/ur/form?plan=x`. External links, the console, files and paths
 * already in a language are returned as they are.
 */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePathPrefix(locale);
  if (prefix === "" || !isLocalizablePath(path) || prefixLocale(path)) return path;
  if (path === "/") return prefix;
  if (/^\/[?#]/.test(path)) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** The languages a page in `locale` offers to switch to: all the others, in LOCALES order. */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((other) => other !== locale);
}

/** A number as the page's language writes it (Latin digits in Urdu too). */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].intl, { numberingSystem: "latn" }).format(value);
}

/** A date as the page's language writes it; in UTC, the day the English pages show. */
export function formatDate(locale: Locale, date: Date | string, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    dateStyle: "long",
    timeZone,
    numberingSystem: "latn",
  }).format(typeof date === "string" ? new Date(date) : date);
}

/**
 * The same page in `target`: `/pricing` ↔ `/ur/pricing`. A page that has no twin in other
 * languages (a preview link) leads to that language's home.
 */
export function languagePath(target: Locale, path: string): string {
  const english = pathWithoutLocale(path);
  const translated = localizedPath(target, english);
  return target !== DEFAULT_LOCALE && translated === english
    ? localizedPath(target, "/")
    : translated;
}

/**
 * Where a page's content exists in each language, for a page whose versions are rows of their
 * own (a blog post, ADR 0042): `paths` are the published versions' paths (Urdu ones with
 * /ur), `fallback` the English-form path to offer in a language the page is missing from.
 */
export type LanguageVersions = { paths: Partial<Record<Locale, string>>; fallback: string };

/**
 * Where the language switcher's link to `target` leads: the page's version in that language
 * when it has versions of its own (else that language's `fallback`), or the same path in it.
 */
export function switcherPath(
  target: Locale,
  path: string,
  versions: LanguageVersions | undefined,
): string {
  if (!versions) return languagePath(target, path);
  return versions.paths[target] ?? localizedPath(target, versions.fallback);
}

/** The language of the page a request is for (a form posts to its own page). */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}
