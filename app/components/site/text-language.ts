import { cn } from "#app/lib/utils.ts";
import { LOCALE_INFO } from "#app/modules/i18n/locale-info.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

/**
 * The attributes of the element holding a stored text on a page in `page`'s language, the text
 * being in `text`'s (ADR 0053). In the page's language (or unknown): nothing, so that the text
 * reads and aligns as the page does. In another (an English fallback on an Urdu page): its
 * `lang`, and `dir="auto"` so that it reads in its own order (an "English" text the owner typed
 * in Urdu included; the Urdu pages' e2e check leaves such texts out by that mark), but aligned
 * to the page's starting edge (the right on an Urdu page): a card with one untranslated text
 * keeps one edge. (CSS's `text-align: match-parent` would say that, but Chromium reads only its
 * prefixed form.)
 */
export function textLanguageProps(
  text: Locale | undefined,
  page: Locale,
  className?: string,
): { lang?: string; dir?: "auto"; className?: string } {
  if (!text || text === page) return className ? { className } : {};
  return {
    lang: LOCALE_INFO[text].lang,
    dir: "auto",
    className: cn(LOCALE_INFO[page].dir === "rtl" ? "text-right" : "text-left", className),
  };
}
