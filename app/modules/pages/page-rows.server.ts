import { sql } from "drizzle-orm";
import { type PageSnapshot, type pageDrafts, websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { sanitizeRichText } from "#app/modules/content/sanitize-html.server.ts";
import { DEFAULT_LOCALE, type Locale, TRANSLATED_LOCALES } from "#app/modules/i18n/locales.ts";
import { snapshotOf } from "#app/modules/publishing/revisions.server.ts";
import { isBuiltInSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import { type PageBody, readPageBody } from "#app/modules/sections/page-body.ts";
import { type NamedBodyIssue, nameBodyIssues } from "#app/modules/sections/section-field-labels.ts";
import { sanitizedSectionBody } from "#app/modules/sections/section-rich-text.server.ts";
import type { PageTextKey } from "./page-definition.ts";
import { englishSlug, hasVersionIn, type VersionTexts, versionTexts } from "./page-languages.ts";
import type { PageKind } from "./page-slugs.ts";

// A page's or post's row as the console reads it (docs/product.md#content-pages-and-blog-posts):
// website_pages always holds the live version; unpublished changes to a published item wait in
// page_drafts (docs/product.md#publishing). The console reads one language's version at a time
// (ADR 0042).

export const ENTITY = "website_pages";

/** A version's fields as the console reads them: its texts in its language, its sections checked (ADR 0023). */
export type AdminPageFields = Omit<PageSnapshot, "sections" | PageTextKey> &
  VersionTexts & {
    /** The page's sections; null for a blog post or a page without a body yet. */
    sections: PageBody | null;
    /**
     * What of the stored body could not be read and is left out of `sections` (a section that
     * no longer passes its type's check): empty unless the row was written some other way.
     */
    sectionIssues: NamedBodyIssue[];
  };

export type AdminPageRow = AdminPageFields & {
  /** The item's id, whatever the language. */
  id: string;
  /** The language of the version read. */
  locale: Locale;
  createdAt: string;
  updatedAt: string;
  /** Unpublished changes waiting beside the live version, if any. */
  draft: (AdminPageFields & { savedAt: string }) | null;
};

/**
 * An item as the managers list it, in English, with its versions in the other languages it
 * has (live or in its draft), in the order of LOCALES.
 */
export type AdminListRow = AdminPageRow & { translations: AdminPageRow[] };

/** How many revisions a save keeps per page (REVISIONS_KEEP). */
export type SaveOptions = { keepRevisions?: number };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PageRow = typeof websitePages.$inferSelect;

/** A built-in page's own row: the item whose English slug is that page's (built-in-pages.ts). */
export function isBuiltInRow(row: Pick<PageRow, "slug">): boolean {
  return isBuiltInSlug(englishSlug(row));
}

/** The English slug in SQL: what says whether an item is a page or a post. */
export const englishSlugColumn = englishOf(websitePages.slug);

/** An item that has a version in `locale`, in SQL: its title written in that language (ADR 0042). */
export const writtenIn = (locale: Locale) =>
  sql`btrim(coalesce(${websitePages.title} ->> ${locale}, '')) <> ''`;

const isPost = sql`${englishSlugColumn} LIKE ${`${BLOG_SLUG_PREFIX}%`}`;
const isPage = sql`${englishSlugColumn} NOT LIKE ${`${BLOG_SLUG_PREFIX}%`}`;
export const ofKind = (kind: PageKind) => (kind === "post" ? isPost : isPage);

type RowPart = "live" | "draft";

export function toRow(
  row: typeof websitePages.$inferSelect,
  draft: typeof pageDrafts.$inferSelect | null = null,
  /** The part whose content a save has just sanitized: not sanitized twice. */
  justSaved: RowPart | null = null,
  locale: Locale = DEFAULT_LOCALE,
): AdminPageRow {
  // Saves are sanitized, but a row written another way (an import, an old version) must not
  // hand the editor anything that runs: it parses the HTML into the live document.
  const version = (fields: PageSnapshot, part: RowPart) => {
    const texts = versionTexts(fields, locale);
    return {
      ...texts,
      content: part === justSaved ? texts.content : sanitizeRichText(texts.content),
    };
  };
  const body = (stored: unknown, part: RowPart) => {
    const read = readPageBody(stored);
    return {
      sections: read.body && part !== justSaved ? sanitizedSectionBody(read.body) : read.body,
      sectionIssues: nameBodyIssues(stored, read.issues),
    };
  };
  const live = body(row.sections, "live");
  const liveSnapshot = snapshotOf(row);
  // A version written only in the waiting draft is not on the site yet: it reads as that
  // draft's, unpublished, until the draft is published.
  const onlyDrafted = draft !== null && !hasVersionIn(row, locale) && locale !== DEFAULT_LOCALE;
  return {
    ...liveSnapshot,
    ...(onlyDrafted ? version(draft.snapshot, "draft") : version(liveSnapshot, "live")),
    ...(onlyDrafted ? { isPublished: false } : {}),
    id: row.id,
    locale,
    ...live,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    draft: draft
      ? {
          ...draft.snapshot,
          ...version(draft.snapshot, "draft"),
          // A draft saved before pages had sections leaves the live ones as they are.
          ...(draft.snapshot.sections === undefined
            ? live
            : body(draft.snapshot.sections, "draft")),
          savedAt: draft.savedAt.toISOString(),
        }
      : null,
  };
}

/** The item in English with its versions in the other languages it has, live or drafted. */
export function toListRow(
  row: typeof websitePages.$inferSelect,
  draft: typeof pageDrafts.$inferSelect | null = null,
): AdminListRow {
  const translations = TRANSLATED_LOCALES.filter(
    (locale) =>
      hasVersionIn(row, locale) || (draft !== null && hasVersionIn(draft.snapshot, locale)),
  ).map((locale) => toRow(row, draft, null, locale));
  return { ...toRow(row, draft), translations };
}
