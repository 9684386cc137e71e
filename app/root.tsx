import { useEffect } from "react";
import {
  createContext,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import bundledLogo from "./assets/logo.svg?url";
import { AppErrorPage } from "./components/app-error-page.tsx";
import { AppStylesheet } from "./components/app-stylesheet.tsx";
import { PublicScripts } from "./components/site/public-scripts.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import { orDatabaseUnavailable } from "./db/unavailable.server.ts";
import { replayTypingBeforeHydration } from "./lib/typed-before-hydration.ts";
import { errorPageDetailsFor, errorPageTexts } from "./modules/i18n/error-page.server.ts";
import { translator } from "./modules/i18n/i18n.ts";
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  type Locale,
  localeFromPath,
} from "./modules/i18n/locales.ts";
import { feedPosition } from "./modules/live/event-stream.server.ts";
import { useLiveUpdates } from "./modules/live/use-live-updates.ts";
import { logoIconLinks } from "./modules/media/media.ts";
import { useNonce } from "./modules/security/nonce.tsx";
import { guardRequest } from "./modules/security/request-guard.server.ts";
import { organizationJsonLd, siteOrigin } from "./modules/seo/seo.ts";
import { getSiteConfig } from "./modules/site-config/site-config.server.ts";
import { localizeSiteConfig } from "./modules/site-config/site-config-definition.ts";
import { siteFactsOf } from "./modules/site-config/site-placeholders.ts";
import {
  consoleUrduCss,
  fontAssets,
  localeFontAssets,
  urduTextCss,
} from "./modules/theme/fonts.server.ts";
import { getSavedTheme } from "./modules/theme/theme.server.ts";
import { themeToCss } from "./modules/theme/theme.ts";
import { clientContext, requestInfoContext, servicesContext } from "./services.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Blog", href: "/blog/rss.xml" },
];

const livePositionContext = createContext<string>();

export const middleware: Route.MiddlewareFunction[] = [
  // Before every loader and action, pages and resource routes alike: anti-forgery, body size
  // limits, the request's log scope and its X-Request-Id.
  ({ request, context }, next) =>
    guardRequest(
      request,
      { ...context.get(requestInfoContext), ip: context.get(clientContext).ip },
      next,
    ),
  // Where the change feed stood when this request began, before any loader or middleware read
  // the database: the page's live stream starts from there, so no change in between is lost.
  ({ context }, next) => {
    context.set(livePositionContext, feedPosition(context.get(servicesContext).changes));
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const [theme, siteConfig] = await orDatabaseUnavailable(
    Promise.all([getSavedTheme(db), getSiteConfig(db)]),
    errorPageDetailsFor(request),
  );
  const fonts = fontAssets(theme.fontFamily);
  // A language's pages add its font (Urdu's Naskh for the Arabic script); English pages never link one.
  const localeFonts = localeFontAssets(locale, theme.fontFamily);
  // The console and an Urdu version's preview show Urdu inside English pages.
  const urduText = /^\/admin(\/|$)/.test(pathname)
    ? consoleUrduCss(theme.fontFamily)
    : /^\/preview(\/|$)/.test(pathname)
      ? urduTextCss(theme.fontFamily)
      : "";
  return {
    locale,
    // The enhancement module's own labels on translated pages (its defaults are the English ones).
    moduleLabels: locale === DEFAULT_LOCALE ? undefined : moduleLabelsIn(locale),
    // The error page's texts in the page's language, translated here so that i18next and the
    // catalogues stay out of the console's JavaScript (the error page renders there too).
    errorTexts: errorPageTexts(locale),
    // Rendered into <head> so the first paint already has the saved theme and font.
    themeCss: `${fonts.css}${themeToCss(theme)}${localeFonts?.css ?? ""}${urduText}`,
    fontPreloadUrl: localeFonts?.preloadUrl ?? fonts.preloadUrl,
    // The labels in the page's language: Urdu where given, English otherwise (ADR 0021).
    site: localizeSiteConfig(siteConfig, locale),
    // What the site's placeholders stand for, in every language: a text shown in English on a
    // translated page, or a translated version's preview, says them in its own (ADR 0052).
    siteFacts: siteFactsOf(siteConfig),
    origin: siteOrigin(request, config.PUBLIC_URL),
    // The page icons follow the logo set in the Logo Manager (its favicon set), else the
    // bundled ones. Worked out here so the media helpers stay out of every page's JavaScript.
    logoIcons: logoIconLinks(siteConfig.logoUrl),
    livePosition: context.get(livePositionContext),
  };
}

function moduleLabelsIn(locale: Locale) {
  const t = translator(locale);
  return { toasts: t("common.notifications"), close: t("common.closeToast") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.site.metaTitle || loaderData.site.siteTitle },
        { name: "description", content: loaderData.site.metaDescription },
      ]
    : [];

/**
 * A route's say in its document: `hydrate: false` (the public site) renders a plain document
 * with no framework runtime, only the enhancement module (ADR 0009). The console hydrates.
 */
export type DocumentHandle = { hydrate?: boolean };

/** Whether a matched route's handle asks for a plain document. */
export function wantsPlainDocument(handle: unknown): boolean {
  return (handle as DocumentHandle | undefined)?.hydrate === false;
}

function useHydratesDocument(): boolean {
  return !useMatches().some((match) => wantsPlainDocument(match.handle));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const logoIcons = data?.logoIcons;
  const nonce = useNonce();
  const hydrates = useHydratesDocument();
  const { pathname } = useLocation();
  // The URL decides the language (ADR 0019); the console is always English. English pages
  // stay as they were: left to right by default, the module's labels its English defaults.
  const locale = hydrates ? "en" : localeFromPath(pathname);
  return (
    <html
      lang={LOCALE_INFO[locale].lang}
      dir={locale === DEFAULT_LOCALE ? undefined : LOCALE_INFO[locale].dir}
      data-live-position={hydrates ? undefined : data?.livePosition}
      // The enhancement module's own labels, in the page's language.
      data-toasts-label={hydrates ? undefined : data?.moduleLabels?.toasts}
      data-toast-close={hydrates ? undefined : data?.moduleLabels?.close}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Hoisted by React (it has a precedence) ahead of the module preloads. */}
        <AppStylesheet name={hydrates ? "console" : "site"} />
        {data?.fontPreloadUrl ? (
          <link
            rel="preload"
            as="font"
            type="font/woff2"
            href={data.fontPreloadUrl}
            crossOrigin="anonymous"
          />
        ) : null}
        <Meta />
        <Links />
        {logoIcons ? (
          <>
            <link rel="icon" href={logoIcons.icon} sizes="32x32" type="image/png" />
            <link rel="apple-touch-icon" href={logoIcons.appleTouchIcon} />
          </>
        ) : (
          <>
            <link rel="icon" href="/favicon.ico" sizes="32x32" />
            <link rel="icon" href={bundledLogo} type="image/svg+xml" />
            <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          </>
        )}
        {data ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: built only from validated theme values and our own font URLs
          <style id="theme-css" dangerouslySetInnerHTML={{ __html: data.themeCss }} />
        ) : null}
        {data ? (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped cannot close the script element
            dangerouslySetInnerHTML={{
              __html: JSON.stringify(
                organizationJsonLd({
                  name: data.site.siteTitle,
                  origin: data.origin,
                  logo: data.site.logoUrl ?? bundledLogo,
                  email: data.site.contactEmail,
                  phone: data.site.phone,
                  sameAs: Object.values(data.site.socialLinks).filter(Boolean) as string[],
                }),
              ).replaceAll("<", "\\u003c"),
            }}
          />
        ) : null}
        {hydrates ? null : <PublicScripts nonce={nonce} />}
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
        {hydrates ? (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLiveUpdates(loaderData.livePosition);
  // The root's effects run after every route's: each field's handlers are in place by now.
  useEffect(replayTypingBeforeHydration, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppErrorPage error={error} />;
}
