import { BUILT_IN_PAGES } from "#app/db/enums.ts";
import { listPublishedPosts } from "#app/modules/blog/blog.server.ts";
import { LOCALE_INFO, LOCALES, localizedPath } from "#app/modules/i18n/locales.ts";
import { getSiteNavigation } from "#app/modules/navigation/navigation.server.ts";
import { absoluteUrl, type SitemapEntry, sitemapXml, siteOrigin } from "#app/modules/seo/seo.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const origin = siteOrigin(request, config.PUBLIC_URL);
  const [navigation, posts] = [await getSiteNavigation(db), await listPublishedPosts(db)];
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
  const body = sitemapXml([
    ...[...pages, "/form", "/blog"].flatMap((path) => inEveryLanguage(path)),
    ...posts.flatMap((post) => inEveryLanguage(post.path, post.updatedAt.slice(0, 10))),
  ]);
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
