import { and, desc, eq, like, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { BLOG_SLUG_PREFIX, formatLongDate, postExcerpt, postPath } from "#app/modules/blog/blog.ts";
import { sanitizeRichText } from "#app/modules/content/sanitize-html.server.ts";
import { hasPostSlugShape } from "#app/modules/content/slug-shape.ts";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import { postFieldsOf } from "./page-definition.ts";
import { slugIn, versionLocales, versionTexts } from "./page-languages.ts";
import { writtenIn } from "./page-rows.server.ts";
import type { PostFields } from "./post-fields.ts";
import { type OwnSeo, seoOfPost } from "./public-page-seo.ts";

// What the public blog reads of its posts: each in the language of its address (ADR 0042).

/** A post as the blog lists it: its texts in one language, and its own fields (its picture). */
export type PostSummary = PostFields & {
  slug: string;
  /** The English form of the public path (/blog/{slug}); localizedPath gives the Urdu one. */
  path: string;
  locale: Locale;
  title: string;
  excerpt: string;
  tags: string[];
  publishedAt: string;
  publishedOn: string;
  updatedAt: string;
};

/** The public paths of a post's published versions, its own included (ADR 0042). */
export type PostVersions = Partial<Record<Locale, string>>;

export type Post = PostSummary & {
  html: string;
  /** The title and description of its page's head (public-page-seo.ts). */
  seo: Required<OwnSeo>;
  versions: PostVersions;
};

const isPublishedPost = and(
  eq(websitePages.isPublished, true),
  like(englishOf(websitePages.slug), `${BLOG_SLUG_PREFIX}%`),
);

type PostRow = typeof websitePages.$inferSelect;

function toSummary(row: PostRow, locale: Locale): PostSummary {
  const version = versionTexts(row, locale);
  return {
    slug: version.slug,
    path: postPath(version.slug),
    locale,
    title: version.title,
    excerpt: postExcerpt(version),
    ...postFieldsOf(row),
    tags: version.tags,
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
    .where(and(isPublishedPost, writtenIn(locale)))
    .orderBy(desc(websitePages.createdAt));
  return rows.map((row) => toSummary(row, locale));
}

/** A published post in every language it has, for the sitemap: versions side by side. */
export type PostInLanguages = {
  versions: PostVersions;
  lastModified: Partial<Record<Locale, string>>;
};

/** The public paths of a published post's versions (ADR 0042). */
function versionPaths(row: PostRow): PostVersions {
  return Object.fromEntries(
    versionLocales(row).map((locale) => [
      locale,
      localizedPath(locale, postPath(slugIn(row, locale))),
    ]),
  );
}

/** Every published post, with its published versions side by side. */
export async function listPublishedPostsInLanguages(db: Database): Promise<PostInLanguages[]> {
  const rows = await db
    .select()
    .from(websitePages)
    .where(isPublishedPost)
    .orderBy(desc(websitePages.createdAt));
  return rows.map((row) => {
    const versions = versionPaths(row);
    const lastModified = row.updatedAt.toISOString();
    return {
      versions,
      lastModified: Object.fromEntries(
        Object.keys(versions).map((locale) => [locale, lastModified]),
      ),
    };
  });
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
        writtenIn(locale),
        sql`(${websitePages.slug} ->> ${locale}) = ${`${BLOG_SLUG_PREFIX}${publicSlug}`}`,
      ),
    );
  if (!row) return null;
  const version = versionTexts(row, locale);
  return {
    ...toSummary(row, locale),
    html: sanitizeRichText(version.content),
    seo: seoOfPost(version),
    versions: versionPaths(row),
  };
}
