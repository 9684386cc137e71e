import { blogFeedPath } from "#app/modules/blog/blog.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { LOCALE_INFO, localizedPath, requestLocale } from "#app/modules/i18n/locales.ts";
import { listPublishedPosts } from "#app/modules/pages/public-posts.server.ts";
import { absoluteUrl, rssXml, siteOrigin } from "#app/modules/seo/seo.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import { localizeSiteConfig } from "#app/modules/site-config/site-config-definition.ts";
import { fillSitePlaceholders, siteFactsOf } from "#app/modules/site-config/site-placeholders.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/blog-feed";

/**
 * The blog as RSS 2.0, linked from every page's head: /blog/rss.xml has the English posts,
 * /ur/blog/rss.xml the Urdu ones (ADR 0042).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const locale = requestLocale(request);
  const origin = siteOrigin(request, config.PUBLIC_URL);
  // The channel's texts in the feed's language where the owner wrote them, else English.
  const stored = await getSiteConfig(db);
  const site = localizeSiteConfig(stored, locale);
  // A post's title and excerpt say the site's placeholders as its page does (ADR 0052).
  const facts = siteFactsOf(stored);
  const filled = (text: string) => fillSitePlaceholders(text, facts, locale);
  const posts = await listPublishedPosts(db, locale);
  const body = rssXml({
    title:
      locale === "en"
        ? `${site.siteTitle} Blog`
        : `${site.siteTitle} ${translator(locale)("nav.blog")}`,
    description: site.metaDescription || site.tagline,
    siteUrl: absoluteUrl(origin, localizedPath(locale, "/blog")),
    feedUrl: absoluteUrl(origin, blogFeedPath(locale)),
    ...(locale === "en" ? {} : { language: LOCALE_INFO[locale].lang }),
    items: posts.map((post) => ({
      title: filled(post.title),
      url: absoluteUrl(origin, localizedPath(locale, post.path)),
      description: filled(post.excerpt),
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
