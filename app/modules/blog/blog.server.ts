import { and, desc, eq, inArray, like, or } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websitePages } from "#app/db/schema.ts";
import { sanitizeRichText } from "#app/modules/content/sanitize-html.server.ts";
import { hasPostSlugShape } from "#app/modules/content/slug-shape.ts";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import { BLOG_SLUG_PREFIX, formatLongDate, postExcerpt, postPath } from "./blog.ts";

export type PostSummary = {
  slug: string;
  /** The English form of the public path (/blog/{slug}); localizedPath gives the Urdu one. */
  path: string;
  locale: Locale;
  title: string;
  excerpt: string;
  featuredImage: string | null;
  tags: string[];
  publishedAt: string;
  publishedOn: string;
  updatedAt: string;
};

/** The public paths of a post's published versions, its own included (ADR 0020). */
export type PostVersions = Partial<Record<Locale, string>>;

export type Post = PostSummary & {
  html: string;
  metaTitle: string;
  metaDescription: string;
  versions: PostVersions;
};

const isPublishedPost = and(
  eq(websitePages.isPublished, true),
  like(websitePages.slug, `${BLOG_SLUG_PREFIX}%`),
);

function toSummary(row: typeof websitePages.$inferSelect): PostSummary {
  return {
    slug: row.slug,
    path: postPath(row.slug),
    locale: row.locale as Locale,
    title: row.title,
    excerpt: postExcerpt(row),
    featuredImage: row.featuredImage,
    tags: row.tags,
    publishedAt: row.createdAt.toISOString(),
    publishedOn: formatLongDate(row.createdAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The published posts written in `locale` (English by default), newest first. */
export async function listPublishedPosts(
  db: Database,
  locale: Locale = "en",
): Promise<PostSummary[]> {
  const rows = await db
    .select()
    .from(websitePages)
    .where(and(isPublishedPost, eq(websitePages.locale, locale)))
    .orderBy(desc(websitePages.createdAt));
  return rows.map(toSummary);
}

/** A published post in every language it has, for the sitemap: versions side by side. */
export type PostInLanguages = {
  versions: PostVersions;
  lastModified: Partial<Record<Locale, string>>;
};

/** Every published post, grouped with its published translations (ADR 0020). */
export async function listPublishedPostsInLanguages(db: Database): Promise<PostInLanguages[]> {
  const rows = await db
    .select()
    .from(websitePages)
    .where(isPublishedPost)
    .orderBy(desc(websitePages.createdAt));
  const groups = new Map<string, PostInLanguages>();
  for (const row of rows) {
    const key = row.translationOf ?? row.id;
    const group = groups.get(key) ?? { versions: {}, lastModified: {} };
    const locale = row.locale as Locale;
    group.versions[locale] = localizedPath(locale, postPath(row.slug));
    group.lastModified[locale] = row.updatedAt.toISOString();
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The public paths of the published versions of the item an English row or its translation is. */
async function publishedVersions(
  db: Database,
  row: typeof websitePages.$inferSelect,
): Promise<PostVersions> {
  const original = row.translationOf ?? row.id;
  const rows = await db
    .select({ slug: websitePages.slug, locale: websitePages.locale })
    .from(websitePages)
    .where(
      and(
        isPublishedPost,
        or(eq(websitePages.id, original), inArray(websitePages.translationOf, [original])),
      ),
    );
  const versions: PostVersions = {};
  for (const version of rows) {
    const locale = version.locale as Locale;
    versions[locale] = localizedPath(locale, postPath(version.slug));
  }
  return versions;
}

/**
 * One published post in `locale` by its public slug (without blog/), its HTML sanitized, with
 * the paths of its published versions; or null (an English-only post has no Urdu URL; a slug
 * of no post's shape, slug-shape.ts, is not looked up).
 */
export async function getPublishedPost(
  db: Database,
  publicSlug: string,
  locale: Locale = "en",
): Promise<Post | null> {
  if (!hasPostSlugShape(publicSlug)) return null;
  const [row] = await db
    .select()
    .from(websitePages)
    .where(
      and(
        isPublishedPost,
        eq(websitePages.locale, locale),
        eq(websitePages.slug, `${BLOG_SLUG_PREFIX}${publicSlug}`),
      ),
    );
  if (!row) return null;
  return {
    ...toSummary(row),
    html: sanitizeRichText(row.content),
    metaTitle: row.metaTitle || row.title,
    metaDescription: postExcerpt(row),
    versions: await publishedVersions(db, row),
  };
}
