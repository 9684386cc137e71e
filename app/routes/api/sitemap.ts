import { BUILT_IN_PAGES } from "#app/db/enums.ts";
import { listPublishedPosts } from "#app/modules/blog/blog.server.ts";
import { getSiteNavigation } from "#app/modules/navigation/navigation.server.ts";
import { absoluteUrl, sitemapXml, siteOrigin } from "#app/modules/seo/seo.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const origin = siteOrigin(request, config.PUBLIC_URL);
  const [navigation, posts] = [await getSiteNavigation(db), await listPublishedPosts(db)];
  const pages = BUILT_IN_PAGES.filter((page) => navigation.enabledPages.includes(page.id)).map(
    (page) => page.route,
  );
  const body = sitemapXml([
    ...[...pages, "/form", "/blog"].map((path) => ({ url: absoluteUrl(origin, path) })),
    ...posts.map((post) => ({
      url: absoluteUrl(origin, post.path),
      lastModified: post.updatedAt.slice(0, 10),
    })),
  ]);
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
