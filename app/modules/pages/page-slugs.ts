import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";

// A page's or post's slug (docs/product.md#validation): a blog post is a website_pages row
// whose slug starts with 'blog/' (docs/product.md#data); a content page's slug never does.

export const PAGE_KINDS = ["page", "post"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * The slug auto-filled from a title (docs/product.md#validation): lowercase the title, drop characters other than
 * a-z, 0-9, space and hyphen, turn whitespace runs into one hyphen, collapse repeated hyphens.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

export function isPostSlug(slug: string): boolean {
  return slug.startsWith(BLOG_SLUG_PREFIX);
}

export function pageKindOf(slug: string): PageKind {
  return isPostSlug(slug) ? "post" : "page";
}

/** A blog slug with its 'blog/' prefix, added when missing (docs/product.md#validation). */
export function withBlogPrefix(slug: string): string {
  return isPostSlug(slug) ? slug : `${BLOG_SLUG_PREFIX}${slug}`;
}

/** The part of a post's slug after 'blog/' (what the Blog Manager's slug field holds). */
export function withoutBlogPrefix(slug: string): string {
  return isPostSlug(slug) ? slug.slice(BLOG_SLUG_PREFIX.length) : slug;
}
