import { cn } from "#app/lib/utils.ts";
import { LOCALE_INFO } from "#app/modules/i18n/locale-info.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

/**
 * The attributes of the element holding a stored text on a page in `page`'s language, the text
 * being in `text`'s (ADR 0053). In the page's language (or unknown): nothing, so that the text
 * reads and aligns as the page does. In another (an English fallback on an Urdu page): its
 * `lang` and `dir`, so that it reads in its own order, but aligned as its parent is
 * (`text-align: match-parent`): a card with one untranslated text keeps one edge.
 */
export function textLanguageProps(
  text: Locale | undefined,
  page: Locale,
  className?: string,
): { lang?: string; dir?: "ltr" | "rtl"; className?: string } {
  if (!text || text === page) return className ? { className } : {};
  return {
    lang: LOCALE_INFO[text].lang,
    dir: LOCALE_INFO[text].dir,
    className: cn("[text-align:match-parent]", className),
  };
}
