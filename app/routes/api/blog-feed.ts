import { listPublishedPosts } from "#app/modules/blog/blog.server.ts";
import { absoluteUrl, rssXml, siteOrigin } from "#app/modules/seo/seo.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/blog-feed";

/** The blog as RSS 2.0, linked from every page's head. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const origin = siteOrigin(request, config.PUBLIC_URL);
  const site = await getSiteConfig(db);
  const posts = await listPublishedPosts(db);
  const body = rssXml({
    title: `${site.siteTitle} Blog`,
    description: site.metaDescription || site.tagline,
    siteUrl: absoluteUrl(origin, "/blog"),
    feedUrl: absoluteUrl(origin, "/blog/rss.xml"),
    items: posts.map((post) => ({
      title: post.title,
      url: absoluteUrl(origin, post.path),
      description: post.excerpt,
      publishedAt: post.publishedAt,
    })),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
