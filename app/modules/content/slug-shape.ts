// The shape of every slug a page or post is stored under (docs/product.md#validation): parts
// of lowercase letters, digits and hyphens joined by slashes (a post's one part after `blog/`),
// at most SLUG_MAX_LENGTH characters. The editor's save holds a slug to it, and the public
// routes hold the path they are asked for to it before any lookup: a path no page can have (a
// NUL, which PostgreSQL text cannot hold, another control character, a very long one) is the
// site's 404 without a query. Free of the pages' bodies: the page dialog checks slugs in the
// browser with it.

/** The longest slug the editor takes (a post's without its `blog/` prefix). */
export const SLUG_MAX_LENGTH = 200;

const SEGMENT = "[a-z0-9-]+";
const PAGE_SLUG = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const POST_SLUG = new RegExp(`^${SEGMENT}$`);

/** Whether `slug` has a page's shape (a post's with its `blog/` prefix has one too). */
export function hasPageSlugShape(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && PAGE_SLUG.test(slug);
}

/** Whether a post's public slug (the part after `blog/`) has a post's shape. */
export function hasPostSlugShape(publicSlug: string): boolean {
  return publicSlug.length <= SLUG_MAX_LENGTH && POST_SLUG.test(publicSlug);
}
