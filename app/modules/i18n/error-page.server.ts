import { localeFontAssets } from "#app/modules/theme/fonts.server.ts";
import { DEFAULT_THEME } from "#app/modules/theme/theme.ts";
import { translator } from "./i18n.ts";
import { type Locale, localeFromPath } from "./locales.ts";

/** The error page's texts (`errors` in the catalogues) in one language. */
export function errorPageTexts(locale: Locale) {
  const t = translator(locale);
  return {
    unavailableTitle: t("errors.unavailableTitle"),
    unavailableRetrying: t("errors.unavailableRetrying"),
    notFound: t("notFound.message"),
    errorHeading: t("errors.errorHeading"),
    somethingWrong: t("errors.somethingWrong"),
    unexpected: t("errors.unexpected"),
    returnHome: t("common.returnHome"),
  };
}

export type ErrorPageTexts = ReturnType<typeof errorPageTexts>;

/**
 * What a 503 thrown before the root's loader has answered takes to the error page
 * (orDatabaseUnavailable's details): its texts in the language of the page asked for and, on an
 * Urdu page, the Urdu font's faces (its language's font) (the theme's, with the rest of the root's data, are missing).
 */
export const errorPageDetailsFor = (request: Request) => (): ErrorPageDetails => {
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    errorTexts: errorPageTexts(locale),
    fontCss: localeFontAssets(locale, DEFAULT_THEME.fontFamily)?.css,
  };
};

export type ErrorPageDetails = { errorTexts: ErrorPageTexts; fontCss: string | undefined };
