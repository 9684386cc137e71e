import { postExcerpt } from "#app/modules/blog/blog.ts";

// Which SEO fields of a page's or post's row its public page uses. The default rows (home,
// about, features, contact) hold a meta title equal to the title and "{Title} page" as the
// description; the built-in pages keep the titles and descriptions they have shown (the
// catalogues') until the owner changes those fields (docs/product.md#pages-from-sections).

/** The title and description an owner gave a page; each absent while it is still a default. */
export type OwnSeo = { title?: string; description?: string };

type SeoFields = { title: string; metaTitle: string; metaDescription: string };

/**
 * A built-in page row's SEO fields where the owner changed them: a meta title that is empty or
 * one of the page's titles (`titles`: its default title; the row's own is always one), and a
 * description that is empty, "{Title} page" or one the row was seeded with in its language
 * (`descriptions`, ADR 0051), are defaults.
 */
export function ownSeoOfBuiltInRow(
  row: SeoFields,
  titles: readonly string[],
  descriptions: readonly string[] = [],
): OwnSeo {
  const names = [row.title, ...titles].map((name) => name.trim());
  const metaTitle = row.metaTitle.trim();
  const description = row.metaDescription.trim();
  const defaultDescription =
    names.some((name) => description === `${name} page`) || descriptions.includes(description);
  return {
    ...(metaTitle && !names.includes(metaTitle) ? { title: metaTitle } : {}),
    ...(description && !defaultDescription ? { description } : {}),
  };
}

/** A post's title and description: its meta title, else its title; its excerpt (blog.ts). */
export function seoOfPost(version: SeoFields & { content: string }): Required<OwnSeo> {
  return { title: version.metaTitle || version.title, description: postExcerpt(version) };
}

/** A content page's title and description: its meta title, else its title (docs/product.md#validation). */
export function seoOfContentRow(row: SeoFields): OwnSeo & { title: string } {
  const description = row.metaDescription.trim();
  return {
    title: row.metaTitle.trim() || row.title,
    ...(description ? { description } : {}),
  };
}
