import type { PageSnapshot } from "#app/db/schema.ts";

// A post's own fields beside its texts, the same in every language (ADR 0042), and the accessor
// of its picture. Kept apart from the page's definition so the public blog's bundle does not
// carry it: page-definition.test.ts holds these to the definition's metadata (the fields only a
// post has, untranslated; the one declared with the image control).

export type PostFieldKey = "featuredImage";
export type PostFields = Pick<PageSnapshot, PostFieldKey>;

/** A post's picture, or null: what its card, its page, its list row and its shared link show. */
export function pictureOf(post: PostFields): string | null {
  return post.featuredImage;
}
