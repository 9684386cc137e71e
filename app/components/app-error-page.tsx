import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import {
  DATABASE_UNAVAILABLE_RETRY_SECONDS,
  isDatabaseUnavailableResponse,
} from "#app/lib/database-unavailable.ts";
import type { ErrorPageDetails, ErrorPageTexts } from "#app/modules/i18n/error-page.server.ts";
import { localeFromPath, localizedPath } from "#app/modules/i18n/locales.ts";

/**
 * The English error page's texts, for when the root loader did not answer (the database away
 * while it read the settings): as in catalogue.en.ts, kept here out of the console's JavaScript.
 */
const ENGLISH_ERROR_TEXTS: ErrorPageTexts = {
  unavailableTitle: "Temporarily unavailable",
  unavailableRetrying: "This page will be back in a moment. Retrying…",
  notFound: "Oops! Page not found",
  errorHeading: "Error",
  somethingWrong: "Something went wrong",
  unexpected: "An unexpected error occurred. Please try again in a moment.",
  returnHome: "Return to Home",
};

/** What a 503 thrown before the root's loader answered brings (errorPageDetailsFor). */
function detailsCarriedBy(error: unknown): Partial<ErrorPageDetails> | undefined {
  return isRouteErrorResponse(error)
    ? ((error.data as Partial<ErrorPageDetails> | null) ?? undefined)
    : undefined;
}

/** The app's error page: a missing page, an unexpected error, or the database away. */
export function AppErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  // In the page's language (the console is English): the URL decides, as everywhere (ADR 0019).
  const locale = localeFromPath(pathname);
  const carried = detailsCarriedBy(error);
  const texts =
    (useRouteLoaderData("root") as { errorTexts?: ErrorPageTexts } | undefined)?.errorTexts ??
    carried?.errorTexts ??
    ENGLISH_ERROR_TEXTS;
  if (isDatabaseUnavailableResponse(error)) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <meta httpEquiv="refresh" content={String(DATABASE_UNAVAILABLE_RETRY_SECONDS)} />
        {carried?.fontCss ? <style>{carried.fontCss}</style> : null}
        <h1 className="text-4xl font-bold">{texts.unavailableTitle}</h1>
        <p role="status" className="text-xl text-muted-foreground">
          {/* The team can act on the cause; a visitor only needs to know it will pass. */}
          {pathname.startsWith("/admin")
            ? "The database is not answering. Retrying…"
            : texts.unavailableRetrying}
        </p>
      </main>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? texts.notFound : texts.somethingWrong;
  const detail = notFound ? undefined : texts.unexpected;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-4xl font-bold">{notFound ? "404" : texts.errorHeading}</h1>
      <p className="text-xl text-muted-foreground">{title}</p>
      {detail ? <p className="text-muted-foreground">{detail}</p> : null}
      <a href={localizedPath(locale, "/")} className={buttonVariants()}>
        {texts.returnHome}
      </a>
    </main>
  );
}
