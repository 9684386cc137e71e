// The public site's languages and how a URL says which one a page is in: English at `/…`
// (unchanged), Urdu under `/ur/…`. The locale comes from the URL only, never from
// Accept-Language or a cookie, so every URL is one page in one language (ADR 0019).

import { LOCALES, type Locale } from "#app/db/enums.ts";

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = "en";

/** Whether a value is one of the site's languages (a stored or posted code, checked). */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** Each language's name as the console, which stays English, writes it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ur: "Urdu" };

/** A stored language code's name; an unknown code is shown as it is. */
export function languageName(locale: string): string {
  return isLocale(locale) ? LANGUAGE_NAMES[locale] : locale;
}

const URDU_PREFIX = "/ur";

/** The language of a path: Urdu for `/ur` and `/ur/…`, English for everything else. */
export function localeFromPath(pathname: string): Locale {
  return /^\/ur(?:[/?#]|$)/.test(pathname) ? "ur" : "en";
}

/** The path without its language prefix: `/ur/pricing` → `/pricing`, `/ur` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname;
  const rest = pathname.slice(URDU_PREFIX.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** Paths of the site that are pages, not files, feeds or the console: these get a `/ur` twin. */
function isLocalizablePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !/^\/(admin|admin-auth|media|events|preview|lead-challenge|page-view)(\/|$|\?|#)/.test(path) &&
    !/\.(xml|txt|ico|png|svg|webmanifest)$/.test(path.split(/[?#]/)[0] ?? "")
  );
}

/** What a language's paths start with: nothing for English, `/ur` for Urdu. */
export function localePathPrefix(locale: Locale): string {
  return locale === "ur" ? URDU_PREFIX : "";
}

/**
 * An English site path as the same page in `locale`: `/pricing` → `/ur/pricing`,
 * `/` → `/ur`, `/form?plan=x` → `/ur/form?plan=x`. External links, the console and files are
 * returned as they are.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === "en" || !isLocalizablePath(path) || localeFromPath(path) === "ur") return path;
  if (path === "/") return URDU_PREFIX;
  if (/^\/[?#]/.test(path)) return `${URDU_PREFIX}${path.slice(1)}`;
  return `${URDU_PREFIX}${path}`;
}

/** What the document says about its language. */
export const LOCALE_INFO = {
  en: { lang: "en", dir: "ltr", intl: "en-PK", ogLocale: "en_US" },
  // Latin digits, as Pakistanis write prices and phone numbers.
  ur: { lang: "ur", dir: "rtl", intl: "ur-PK-u-nu-latn", ogLocale: "ur_PK" },
} as const satisfies Record<
  Locale,
  { lang: string; dir: "ltr" | "rtl"; intl: string; ogLocale: string }
>;

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "ur" : "en";
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
 * The same page in the other language: `/pricing` ↔ `/ur/pricing`. A page that has no Urdu
 * twin (a preview link) leads to the other language's home.
 */
export function otherLanguagePath(locale: Locale, path: string): string {
  if (locale === "ur") return pathWithoutLocale(path);
  const urdu = localizedPath("ur", path);
  return urdu === path ? URDU_PREFIX : urdu;
}

/**
 * Where a page's content exists in each language, for a page whose versions are rows of their
 * own (a blog post, ADR 0020): `paths` are the published versions' paths (Urdu ones with
 * /ur), `fallback` the English-form path to offer in a language the page is missing from.
 */
export type LanguageVersions = { paths: Partial<Record<Locale, string>>; fallback: string };

/**
 * Where the language switcher leads: the page's version in the other language when it has
 * versions of its own (else that language's `fallback`), or the same path in it.
 */
export function switcherPath(
  locale: Locale,
  path: string,
  versions: LanguageVersions | undefined,
): string {
  if (!versions) return otherLanguagePath(locale, path);
  const target = otherLocale(locale);
  return versions.paths[target] ?? localizedPath(target, versions.fallback);
}

/** The language of the page a request is for (a form posts to its own page). */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}
