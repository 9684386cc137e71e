import { and, desc, eq, like } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websitePages } from "#app/db/schema.ts";
import { sanitizeRichText } from "#app/modules/content/sanitize-html.server.ts";
import { BLOG_SLUG_PREFIX, formatLongDate, postExcerpt, postPath } from "./blog.ts";

export type PostSummary = {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
  tags: string[];
  publishedAt: string;
  publishedOn: string;
  updatedAt: string;
};

export type Post = PostSummary & { html: string; metaTitle: string; metaDescription: string };

const isPublishedPost = and(
  eq(websitePages.isPublished, true),
  like(websitePages.slug, `${BLOG_SLUG_PREFIX}%`),
);

function toSummary(row: typeof websitePages.$inferSelect): PostSummary {
  return {
    slug: row.slug,
    path: postPath(row.slug),
    title: row.title,
    excerpt: postExcerpt(row),
    featuredImage: row.featuredImage,
    tags: row.tags,
    publishedAt: row.createdAt.toISOString(),
    publishedOn: formatLongDate(row.createdAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Published posts, newest first. */
export async function listPublishedPosts(db: Database): Promise<PostSummary[]> {
  const rows = await db
    .select()
    .from(websitePages)
    .where(isPublishedPost)
    .orderBy(desc(websitePages.createdAt));
  return rows.map(toSummary);
}

/** One published post by its public slug (without blog/), its HTML sanitized; or null. */
export async function getPublishedPost(db: Database, publicSlug: string): Promise<Post | null> {
  const [row] = await db
    .select()
    .from(websitePages)
    .where(and(isPublishedPost, eq(websitePages.slug, `${BLOG_SLUG_PREFIX}${publicSlug}`)));
  if (!row) return null;
  return {
    ...toSummary(row),
    html: sanitizeRichText(row.content),
    metaTitle: row.metaTitle || row.title,
    metaDescription: postExcerpt(row),
  };
}
