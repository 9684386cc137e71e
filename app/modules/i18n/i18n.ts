import i18next, { type TFunction } from "i18next";
import { useLocation } from "react-router";
import { en } from "./catalogue.en.ts";
import { ur } from "./catalogue.ur.ts";
import { LOCALES, type Locale, localeFromPath } from "./locales.ts";

// The catalogues through i18next, on the server only: public pages ship no framework
// JavaScript (ADR 0009), so components translate while they render and the browser gets text.
// Keys and their placeholders are typed from the English catalogue (i18next.d.ts).

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, ur: { translation: ur } } satisfies Record<
    Locale,
    { translation: object }
  >,
  lng: "en",
  fallbackLng: false,
  // Resources are in memory: ready at once, no backend, no detection (the URL decides).
  initAsync: false,
  // React escapes what it renders; meta and JSON-LD escape their own way.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type Translate = TFunction<"translation">;

const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, instance.getFixedT(locale)]),
) as Record<Locale, Translate>;

/** The interface strings of one language. */
export function translator(locale: Locale): Translate {
  return translators[locale];
}

/** The language of the page being rendered, from its URL. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** `t` for the page being rendered. */
export function useTranslate(): Translate {
  return translator(useLocale());
}

/**
 * A translated text with one element placed where its `{{name}}` was, for texts that wrap a
 * part in markup (a price in bold, "24-48 hours" kept on one line).
 */
export function withElement(
  text: (placeholder: string) => string,
  element: React.ReactNode,
): React.ReactNode[] {
  const marker = "\u0000";
  const [before, after] = text(marker).split(marker);
  return [before, element, after];
}
