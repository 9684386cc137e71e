// Blog posts are website_pages whose slug starts with 'blog/' (docs/product.md#data).

import { type Locale, localePathPrefix } from "#app/modules/i18n/locales.ts";

export const BLOG_SLUG_PREFIX = "blog/";
const EXCERPT_LENGTH = 150;

/** The public path of a post: /blog/{slug without the blog/ prefix}. */
export function postPath(slug: string): string {
  return `/blog/${slug.startsWith(BLOG_SLUG_PREFIX) ? slug.slice(BLOG_SLUG_PREFIX.length) : slug}`;
}

/** The blog's RSS feed in a language, under its prefix: /blog/rss.xml, /ur/blog/rss.xml. */
export function blogFeedPath(locale: Locale): string {
  return `${localePathPrefix(locale)}/blog/rss.xml`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Text of an HTML fragment: tags removed, entities decoded, white space folded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith("#")) {
        const point =
          code[1]?.toLowerCase() === "x"
            ? Number.parseInt(code.slice(2), 16)
            : Number(code.slice(1));
        return Number.isFinite(point) ? String.fromCodePoint(point) : entity;
      }
      return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The meta description, else the first 150 characters of the content without tags. */
export function postExcerpt(post: { metaDescription: string; content: string }): string {
  if (post.metaDescription.trim()) return post.metaDescription.trim();
  const text = htmlToText(post.content);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}...` : text;
}

const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** Long US format, e.g. "November 21, 2026". */
export function formatLongDate(date: Date | string): string {
  return longDate.format(typeof date === "string" ? new Date(date) : date);
}
