// What the public site reads of its pages (ADR 0023): a built-in page's or a content page's
// live version (the website_pages row; a draft waits in page_drafts and is never read here),
// its sections parsed and their rich text sanitized, and the SEO fields its head uses.
import { and, eq, like, not } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type StoredPageBody, websitePages } from "#app/db/schema.ts";
import { englishOf, type TranslatedText } from "#app/db/translated-text.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { hasPageSlugShape } from "#app/modules/content/slug-shape.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/modules/i18n/locales.ts";
import type { ChangeFeed } from "#app/modules/live/change-feed.server.ts";
import { remembered } from "#app/modules/live/remembered.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import {
  BUILT_IN_PAGE_ROWS,
  type BuiltInSlug,
  isBuiltInSlug,
} from "#app/modules/sections/built-in/built-in-pages.ts";
import {
  type BodyIssue,
  type PageBody,
  readPageBody,
  textPageBody,
} from "#app/modules/sections/page-body.ts";
import { sanitizedSectionBody } from "#app/modules/sections/section-rich-text.server.ts";
import { seededRowDescriptions } from "./default-pages.ts";
import { englishSlug, hasVersionIn, versionTexts } from "./page-languages.ts";
import { type OwnSeo, ownSeoOfBuiltInRow, seoOfContentRow } from "./public-page-seo.ts";

/**
 * A public page as `read` last found it, kept in memory until a page changes (any row of
 * website_pages, remembered.server.ts): its render then reads no row and parses no body.
 */
export function rememberedPublicPage<Page>(
  changes: ChangeFeed,
  key: string,
  read: () => Promise<Page>,
): Promise<Page> {
  return remembered(changes, ["website_pages"], key, read);
}

/** A page as the public site draws it: its body, ready to render, and its own SEO fields. */
export type PublicPage = { body: PageBody; seo: OwnSeo };

/** A content page: its SEO title is always its own (its meta title, else its title). */
export type ContentPage = { body: PageBody; seo: OwnSeo & { title: string } };

/**
 * A stored body as it is drawn. A body that no longer parses (stored before a type's rule
 * changed, or written past the save's check) must not take the page down: the sections that
 * still parse are drawn, in order, and the problems are logged; when not even the list of
 * sections can be read, the page's default body stands in. No stored body (a database before
 * the built-in pages' rows had theirs) is the default body too.
 */
export function bodyToRender(
  stored: StoredPageBody | null,
  defaultBody: () => PageBody,
  reportIssues: (issues: BodyIssue[]) => void,
): PageBody {
  if (stored === null) return sanitizedSectionBody(defaultBody());
  const { body, issues } = readPageBody(stored);
  if (issues.length > 0) reportIssues(issues);
  const listReadable = Array.isArray((stored as { content?: unknown }).content);
  return sanitizedSectionBody(body && listReadable ? body : defaultBody());
}

function logBodyIssues(log: Logger, slug: string) {
  return (issues: BodyIssue[]) =>
    log.error(
      { slug, issues: issues.slice(0, 20) },
      "A page's stored sections do not all pass their checks: the page is drawn without those that fail",
    );
}

/**
 * The body a page draws (its live row, or a draft in a preview): its sections; while it has
 * none, a built-in page's default body, or a text page's title and HTML in each language.
 */
export function bodyOfPage(
  page: {
    slug: TranslatedText;
    title: TranslatedText;
    sections: StoredPageBody | null;
    content: TranslatedText;
  },
  log: Logger,
): PageBody {
  const slug = englishSlug(page);
  const defaultBody = isBuiltInSlug(slug)
    ? BUILT_IN_PAGE_ROWS[slug].defaultBody
    : () => textPageBody(page.title, page.content);
  return bodyToRender(page.sections, defaultBody, logBodyIssues(log, slug));
}

/**
 * The row of the page at English `slug` and its SEO texts in `locale`: its version's there,
 * else none (ADR 0042).
 */
async function pageRow(db: Database, slug: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(websitePages)
    .where(eq(englishOf(websitePages.slug), slug));
  if (!row) return null;
  const version = hasVersionIn(row, locale) ? versionTexts(row, locale) : null;
  return { row, version };
}

/**
 * A built-in page in `locale`: the stored body of its row (its default body while the row or
 * its sections are missing), and the SEO fields the owner set: those of its version in
 * `locale`, else none (the page's own texts from the catalogues).
 */
export async function getBuiltInPage(
  db: Database,
  slug: BuiltInSlug,
  locale: Locale,
  log: Logger,
): Promise<PublicPage> {
  const found = await pageRow(db, slug, locale);
  const body = bodyOfPage(
    { slug: { en: slug }, title: {}, sections: found?.row.sections ?? null, content: {} },
    log,
  );
  const { title } = BUILT_IN_PAGE_ROWS[slug];
  const seoRow = found?.version;
  const seo = seoRow
    ? ownSeoOfBuiltInRow(
        seoRow,
        locale === "en" ? [title] : [],
        seededRowDescriptions(slug, locale),
      )
    : {};
  return { body, seo };
}

/**
 * Whether a slug may name a content page: a page's shape (anything else is never looked up),
 * not a blog post, not a built-in page.
 */
function isContentSlug(slug: string): boolean {
  return hasPageSlugShape(slug) && !slug.startsWith(BLOG_SLUG_PREFIX) && !isBuiltInSlug(slug);
}

/**
 * A published content page by its English slug, in `locale`: its sections (a text page's
 * title and HTML while it has none), with the title and SEO fields of its version in `locale`
 * when it has one, else the English ones. Null when there is no such published page.
 */
export async function getPublishedContentPage(
  db: Database,
  slug: string,
  locale: Locale,
  log: Logger,
): Promise<ContentPage | null> {
  if (!isContentSlug(slug)) return null;
  const found = await pageRow(db, slug, locale);
  if (!found?.row.isPublished) return null;
  const { row, version } = found;
  return {
    body: bodyOfPage(row, log),
    seo: seoOfContentRow(version ?? versionTexts(row, DEFAULT_LOCALE)),
  };
}

/** The published content pages, for the sitemap: their slugs and when each last changed. */
export async function listPublishedContentPages(
  db: Database,
): Promise<{ slug: string; lastModified: string }[]> {
  const slug = englishOf(websitePages.slug);
  const rows = await db
    .select({ slug, updatedAt: websitePages.updatedAt })
    .from(websitePages)
    .where(and(eq(websitePages.isPublished, true), not(like(slug, `${BLOG_SLUG_PREFIX}%`))))
    .orderBy(slug);
  return rows
    .filter((row) => isContentSlug(row.slug))
    .map((row) => ({ slug: row.slug, lastModified: row.updatedAt.toISOString() }));
}
