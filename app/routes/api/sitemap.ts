import { BUILT_IN_PAGES } from "#app/db/enums.ts";
import { LOCALE_INFO, LOCALES, localizedPath } from "#app/modules/i18n/locales.ts";
import { getSiteNavigation } from "#app/modules/navigation/navigation.server.ts";
import { listPublishedContentPages } from "#app/modules/pages/public-pages.server.ts";
import {
  listPublishedPostsInLanguages,
  type PostInLanguages,
} from "#app/modules/pages/public-posts.server.ts";
import { absoluteUrl, type SitemapEntry, sitemapXml, siteOrigin } from "#app/modules/seo/seo.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const origin = siteOrigin(request, config.PUBLIC_URL);
  const [navigation, posts, contentPages] = [
    await getSiteNavigation(db),
    await listPublishedPostsInLanguages(db),
    await listPublishedContentPages(db),
  ];
  const pages = BUILT_IN_PAGES.filter((page) => navigation.enabledPages.includes(page.id)).map(
    (page) => page.route,
  );
  // Every page in every language, each listing all its versions and x-default (English).
  const inEveryLanguage = (path: string, lastModified?: string): SitemapEntry[] => {
    const alternates = [
      ...LOCALES.map((locale) => ({
        hreflang: LOCALE_INFO[locale].lang,
        url: absoluteUrl(origin, localizedPath(locale, path)),
      })),
      { hreflang: "x-default", url: absoluteUrl(origin, path) },
    ];
    return LOCALES.map((locale) => ({
      url: absoluteUrl(origin, localizedPath(locale, path)),
      lastModified,
      alternates,
    }));
  };
  // A post is listed in each language it is published in, with alternates only where it has
  // versions in both (ADR 0042).
  const postVersions = (post: PostInLanguages): SitemapEntry[] => {
    const present = LOCALES.filter((locale) => post.versions[locale] !== undefined);
    const alternates =
      present.length > 1
        ? [
            ...present.map((locale) => ({
              hreflang: LOCALE_INFO[locale].lang,
              url: absoluteUrl(origin, post.versions[locale] as string),
            })),
            { hreflang: "x-default", url: absoluteUrl(origin, post.versions.en as string) },
          ]
        : undefined;
    return present.map((locale) => ({
      url: absoluteUrl(origin, post.versions[locale] as string),
      lastModified: post.lastModified[locale]?.slice(0, 10),
      ...(alternates ? { alternates } : {}),
    }));
  };
  const body = sitemapXml([
    ...[...pages, "/form", "/book", "/blog"].flatMap((path) => inEveryLanguage(path)),
    // A content page answers in every language: its Urdu URL draws its sections in Urdu.
    ...contentPages.flatMap((page) =>
      inEveryLanguage(`/${page.slug}`, page.lastModified.slice(0, 10)),
    ),
    ...posts.flatMap(postVersions),
  ]);
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
