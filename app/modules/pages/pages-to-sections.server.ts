// The one-time step that makes every page a section page (docs/product.md#pages-from-sections, ADR 0023), run at start
// after the SQL migrations, in the seed's transaction. A database from an earlier version has
// pages whose body is one rich text (`content`) and built-in pages drawn from the catalogues;
// after it, every English page row holds its sections and the six built-in pages have rows.
// Nothing a visitor sees changes, and nothing an owner typed is lost: it waits as a draft.
import { and, eq, inArray, isNull, notLike } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type PageSnapshot, pageDrafts, websitePages } from "#app/db/schema.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { recordRevision, snapshotOf } from "#app/modules/publishing/revisions.server.ts";
import {
  BUILT_IN_PAGE_ROWS,
  BUILT_IN_SLUGS,
  type BuiltInSlug,
  isBuiltInSlug,
} from "#app/modules/sections/built-in/built-in-pages.ts";
import {
  type PageBody,
  parsePageBody,
  richTextPageBody,
  textPageBody,
} from "#app/modules/sections/page-body.ts";
import type { LocalizedText } from "#app/modules/sections/section-fields.ts";
import { builtInPageRow, placeholderContent } from "./default-pages.ts";

type PageRow = typeof websitePages.$inferSelect;
type DraftRow = typeof pageDrafts.$inferSelect;

/**
 * Gives every English page that has no sections yet its sections, and adds the built-in pages'
 * rows that are missing. Idempotent: a page with sections is left as it is.
 * - A built-in page (its slug is one of BUILT_IN_PAGE_ROWS) goes live with its default body,
 *   the texts the site shows today, and stays published (its visibility is Page Settings').
 *   Text typed into its row, in English (unless still the spec's placeholder) or in its Urdu
 *   row, is kept as a draft: the default body plus one rich-text section holding it.
 * - Any other page gets one rich-text section holding its body, English from its row and
 *   Urdu from its Urdu row; a waiting draft is converted the same way.
 * Blog posts and Urdu rows keep `sections` null (their body is `content`).
 */
export async function convertPagesToSections(tx: Database): Promise<void> {
  await insertMissingBuiltInPages(tx);
  const pages = await tx
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(
      and(
        eq(websitePages.locale, "en"),
        notLike(websitePages.slug, `${BLOG_SLUG_PREFIX}%`),
        isNull(websitePages.sections),
      ),
    );
  if (pages.length === 0) return;
  const urduVersions = await urduVersionsOf(
    tx,
    pages.map((page) => page.website_pages.id),
  );
  for (const { website_pages: row, page_drafts: draft } of pages) {
    const urdu = urduVersions.get(row.id) ?? null;
    if (isBuiltInSlug(row.slug)) await convertBuiltInPage(tx, row, row.slug, draft, urdu);
    else await convertContentPage(tx, row, draft, urdu);
  }
}

async function insertMissingBuiltInPages(tx: Database): Promise<void> {
  const existing = await tx
    .select({ slug: websitePages.slug })
    .from(websitePages)
    .where(and(eq(websitePages.locale, "en"), inArray(websitePages.slug, BUILT_IN_SLUGS)));
  const present = new Set(existing.map((row) => row.slug));
  const missing = BUILT_IN_SLUGS.filter((slug) => !present.has(slug));
  if (missing.length === 0) return;
  await tx.insert(websitePages).values(
    missing.map((slug) => ({
      ...builtInPageRow(slug),
      sections: checkedBody(slug, BUILT_IN_PAGE_ROWS[slug].defaultBody()),
    })),
  );
}

/** An Urdu row's body, live and as last typed (its waiting draft's, if it has one). */
/** An Urdu version's content, live and as last typed (its draft's), and its title. */
type UrduVersion = { live: string; latest: string; title: string };

async function urduVersionsOf(tx: Database, ids: string[]): Promise<Map<string, UrduVersion>> {
  const rows = await tx
    .select({
      translationOf: websitePages.translationOf,
      title: websitePages.title,
      content: websitePages.content,
      draft: pageDrafts.snapshot,
    })
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(and(eq(websitePages.locale, "ur"), inArray(websitePages.translationOf, ids)));
  return new Map(
    rows.map((row) => [
      row.translationOf as string,
      { live: row.content, latest: row.draft?.content ?? row.content, title: row.title },
    ]),
  );
}

async function convertBuiltInPage(
  tx: Database,
  row: PageRow,
  slug: BuiltInSlug,
  draft: DraftRow | null,
  urdu: UrduVersion | null,
): Promise<void> {
  const body = BUILT_IN_PAGE_ROWS[slug].defaultBody();
  await tx
    .update(websitePages)
    .set({ sections: checkedBody(slug, body), isPublished: true })
    .where(eq(websitePages.id, row.id));
  // What the owner last typed: a waiting draft's, else the row's own.
  const latest = draft?.snapshot ?? snapshotOf(row);
  const english = latest.content.trim() === placeholderContent(slug) ? "" : latest.content;
  const typed = textOf(english, urdu?.latest ?? "");
  if (!draft && !typed) return;
  await writeDraft(tx, row, draft, {
    ...latest,
    // A built-in page keeps its slug: it is its route.
    slug,
    sections: checkedBody(slug, typed ? withTextSection(body, typed) : body),
    isPublished: true,
  });
}

async function convertContentPage(
  tx: Database,
  row: PageRow,
  draft: DraftRow | null,
  urdu: UrduVersion | null,
): Promise<void> {
  await tx
    .update(websitePages)
    .set({ sections: migratedTextBody(row, textOf(row.content, urdu?.live ?? ""), urdu) })
    .where(eq(websitePages.id, row.id));
  if (!draft) return;
  const text = textOf(draft.snapshot.content, urdu?.latest ?? "");
  await writeDraft(tx, row, draft, {
    ...draft.snapshot,
    sections: migratedTextBody(row, text, urdu),
  });
}

/** Stores the page's draft (beside its live version) and keeps it as a revision too. */
async function writeDraft(
  tx: Database,
  row: PageRow,
  existing: DraftRow | null,
  snapshot: PageSnapshot,
): Promise<void> {
  await tx
    .insert(pageDrafts)
    .values({ pageId: row.id, snapshot, savedBy: existing?.savedBy ?? null })
    .onConflictDoUpdate({ target: pageDrafts.pageId, set: { snapshot } });
  await recordRevision(tx, { pageId: row.id, snapshot, action: "draft", actorId: null });
}

/**
 * A body's text per language, or null when there is none. English is the fallback every
 * section needs, so a page typed in Urdu only shows its Urdu text in English too.
 */
function textOf(english: string, urdu: string): LocalizedText | null {
  const en = english.trim();
  const ur = urdu.trim();
  if (!en && !ur) return null;
  return { en: en || ur, ...(ur ? { ur } : {}) };
}

function withTextSection(body: PageBody, text: LocalizedText): PageBody {
  return { ...body, content: [...body.content, ...richTextPageBody(text).content] };
}

/** A page whose body was one rich text: its title as its heading, then that text. */
function migratedTextBody(
  row: PageRow,
  text: LocalizedText | null,
  urdu: UrduVersion | null,
): PageBody {
  const title = { en: row.title, ...(urdu?.title.trim() ? { ur: urdu.title } : {}) };
  return checkedBody(row.slug, textPageBody(title, text ?? { en: "" }));
}

/**
 * The body as stored, checked as every save is (page-body.ts). Bodies made here always pass;
 * one that did not would be a bug, and is refused before anything of the step is kept.
 */
function checkedBody(slug: string, body: PageBody): PageBody {
  const checked = parsePageBody(body);
  if (!checked.ok) {
    const issues = checked.issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
    throw new Error(`The page "${slug}" could not be made of sections: ${issues}`);
  }
  return checked.body;
}
