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
 * (orDatabaseUnavailable's details): the texts in the language of the page asked for.
 */
export const errorPageDetailsFor = (request: Request) => () => ({
  errorTexts: errorPageTexts(localeFromPath(new URL(request.url).pathname)),
});
