import { like, notLike } from "drizzle-orm";
import type { Locale } from "#app/db/enums.ts";
import { type PageSnapshot, type pageDrafts, websitePages } from "#app/db/schema.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { sanitizeRichText } from "#app/modules/content/sanitize-html.server.ts";
import { snapshotOf } from "#app/modules/publishing/revisions.server.ts";
import { isBuiltInSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import { type PageBody, readPageBody } from "#app/modules/sections/page-body.ts";
import { type NamedBodyIssue, nameBodyIssues } from "#app/modules/sections/section-field-labels.ts";
import { sanitizedSectionBody } from "#app/modules/sections/section-rich-text.server.ts";
import type { PageKind } from "./page-slugs.ts";

// A page's or post's row as the console reads it (docs/product.md#content-pages-and-blog-posts):
// website_pages always holds the live version; unpublished changes to a published item wait in
// page_drafts (docs/product.md#publishing).

export const ENTITY = "website_pages";

/** A version's fields as the console reads them: its sections checked (ADR 0023). */
export type AdminPageFields = Omit<PageSnapshot, "sections"> & {
  /** The page's sections; null for a blog post, an Urdu row, or a page without a body yet. */
  sections: PageBody | null;
  /**
   * What of the stored body could not be read and is left out of `sections` (a section that
   * no longer passes its type's check): empty unless the row was written some other way.
   */
  sectionIssues: NamedBodyIssue[];
};

export type AdminPageRow = AdminPageFields & {
  id: string;
  /** The row's language; an Urdu row translates the English one `translationOf` (ADR 0020). */
  locale: Locale;
  translationOf: string | null;
  createdAt: string;
  updatedAt: string;
  /** Unpublished changes waiting beside the live version, if any. */
  draft: (AdminPageFields & { savedAt: string }) | null;
};

/**
 * An English page or post as the managers list it, with its translated versions: one per
 * translated language it has (ADR 0020), in the order of LOCALES.
 */
export type AdminListRow = AdminPageRow & { translations: AdminPageRow[] };

/** How many revisions a save keeps per page (REVISIONS_KEEP). */
export type SaveOptions = { keepRevisions?: number };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PageRow = typeof websitePages.$inferSelect;

/** A built-in page's own row: the English row whose slug is that page's (built-in-pages.ts). */
export function isBuiltInRow(row: Pick<PageRow, "slug" | "locale">): boolean {
  return row.locale === "en" && isBuiltInSlug(row.slug);
}

const isPost = like(websitePages.slug, `${BLOG_SLUG_PREFIX}%`);
const isPage = notLike(websitePages.slug, `${BLOG_SLUG_PREFIX}%`);
export const ofKind = (kind: PageKind) => (kind === "post" ? isPost : isPage);

type RowPart = "live" | "draft";

export function toRow(
  row: typeof websitePages.$inferSelect,
  draft: typeof pageDrafts.$inferSelect | null = null,
  /** The part whose content a save has just sanitized: not sanitized twice. */
  justSaved: RowPart | null = null,
): AdminPageRow {
  // Saves are sanitized, but a row written another way (an import, an old version) must not
  // hand the editor anything that runs: it parses the HTML into the live document.
  const content = (html: string, part: RowPart) =>
    part === justSaved ? html : sanitizeRichText(html);
  const body = (stored: unknown, part: RowPart) => {
    const read = readPageBody(stored);
    return {
      sections: read.body && part !== justSaved ? sanitizedSectionBody(read.body) : read.body,
      sectionIssues: nameBodyIssues(stored, read.issues),
    };
  };
  const live = body(row.sections, "live");
  return {
    ...snapshotOf(row),
    id: row.id,
    locale: row.locale as Locale,
    translationOf: row.translationOf,
    content: content(row.content, "live"),
    ...live,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    draft: draft
      ? {
          ...draft.snapshot,
          content: content(draft.snapshot.content, "draft"),
          // A draft saved before pages had sections leaves the live ones as they are.
          ...(draft.snapshot.sections === undefined
            ? live
            : body(draft.snapshot.sections, "draft")),
          savedAt: draft.savedAt.toISOString(),
        }
      : null,
  };
}
