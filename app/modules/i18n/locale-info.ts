import type { Locale } from "#app/db/enums.ts";

// What each of the site's languages (LOCALES) says about itself in a document: its tag, writing
// direction, the Intl locale its numbers and dates are written in, and its Open Graph locale.
// Like the catalogues, one entry per language (ADR 0035).

/** What the document says about its language. */
export const LOCALE_INFO = {
  en: { lang: "en", dir: "ltr", intl: "en-PK", ogLocale: "en_US" },
  // Latin digits, as Pakistanis write prices and phone numbers.
  ur: { lang: "ur", dir: "rtl", intl: "ur-PK-u-nu-latn", ogLocale: "ur_PK" },
} as const satisfies Record<
  Locale,
  { lang: string; dir: "ltr" | "rtl"; intl: string; ogLocale: string }
>;
