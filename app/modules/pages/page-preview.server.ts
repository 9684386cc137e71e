import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import {
  type PageSnapshot,
  pageDrafts,
  type StoredPageBody,
  websitePages,
} from "#app/db/schema.ts";
import { BLOG_SLUG_PREFIX, formatLongDate, postPath } from "#app/modules/blog/blog.ts";
import { sanitizeRichText } from "#app/modules/content/sanitize-html.server.ts";
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  type Locale,
  localizedPath,
} from "#app/modules/i18n/locales.ts";
import { englishText } from "#app/modules/i18n/translated-content.ts";
import { snapshotOf } from "#app/modules/publishing/revisions.server.ts";
import { pagePathOfSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import { postFieldsOf } from "./page-definition.ts";
import { hasVersionIn, versionTexts } from "./page-languages.ts";
import { UUID } from "./page-rows.server.ts";
import type { PreviewDocument } from "./preview-document.ts";

// What a preview of a page or post shows (docs/product.md#publishing), in the language its URL
// asks for (ADR 0042); the share links that open one are publishing's (preview-links.server.ts).

/** The body a page's shown version holds: a draft from before pages had sections holds none. */
function shownSections(
  draft: PageSnapshot | undefined,
  live: typeof websitePages.$inferSelect,
): StoredPageBody | null {
  return draft?.sections !== undefined ? draft.sections : live.sections;
}

/**
 * What a preview shows, in `locale` (English when the item has no version in it): the
 * unpublished changes when a draft waits beside the live version, else the stored row (a draft,
 * a scheduled item, or the live version itself). A page shows its sections (ADR 0023) in that
 * language, at its English slug's URL. Null when gone.
 */
export async function previewDocument(
  db: Database,
  pageId: string,
  requested: Locale = DEFAULT_LOCALE,
): Promise<PreviewDocument | null> {
  if (!UUID.test(pageId)) return null;
  const [row] = await db
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(eq(websitePages.id, pageId));
  if (!row) return null;
  const live = row.website_pages;
  const stored = row.page_drafts?.snapshot ?? snapshotOf(live);
  const locale = hasVersionIn(stored, requested) ? requested : DEFAULT_LOCALE;
  const shown = versionTexts(stored, locale);
  const isPost = englishText(stored.slug).startsWith(BLOG_SLUG_PREFIX);
  const page = { slug: shown.slug, sections: shownSections(row.page_drafts?.snapshot, live) };
  return {
    kind: isPost ? "post" : "page",
    title: shown.title,
    html: sanitizeRichText(shown.content),
    slug: isPost ? shown.slug : page.slug,
    sections: isPost ? null : page.sections,
    ...postFieldsOf(stored),
    tags: shown.tags,
    path: localizedPath(locale, isPost ? postPath(shown.slug) : pagePathOfSlug(page.slug)),
    lang: LOCALE_INFO[locale].lang,
    dir: LOCALE_INFO[locale].dir,
    locale,
    date: { iso: live.createdAt.toISOString(), text: formatLongDate(live.createdAt) },
    version: row.page_drafts
      ? "unpublished changes"
      : live.isPublished
        ? "the live version"
        : "an unpublished draft",
  };
}
