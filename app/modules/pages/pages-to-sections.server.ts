// The one-time step that makes every page a section page (docs/product.md#pages-from-sections, ADR 0023), run at start
// after the SQL migrations, in the seed's transaction. A database from an earlier version has
// pages whose body is one rich text (`content`) and built-in pages drawn from the catalogues;
// after it, every English page row holds its sections and the six built-in pages have rows.
// Nothing a visitor sees changes, and nothing an owner typed is lost: it waits as a draft.
import { and, eq, inArray, isNull, notLike } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type PageSnapshot, pageDrafts, websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from "#app/modules/i18n/locales.ts";
import { englishText } from "#app/modules/i18n/translated-content.ts";
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
import type { TranslatedText } from "#app/modules/sections/section-fields.ts";
import { builtInPageRow, placeholderContent } from "./default-pages.ts";

type PageRow = typeof websitePages.$inferSelect;
type DraftRow = typeof pageDrafts.$inferSelect;

/**
 * Gives every page that has no sections yet its sections, and adds the built-in pages' rows
 * that are missing. Idempotent: a page with sections is left as it is.
 * - A built-in page (its slug is one of BUILT_IN_PAGE_ROWS) goes live with its default body,
 *   the texts the site shows today, and stays published (its visibility is Page Settings').
 *   Text typed into its row, in English (unless still the seeded placeholder) or in another
 *   language, is kept as a draft: the default body plus one rich-text section holding it.
 * - Any other page gets one rich-text section holding its body in each language; a waiting
 *   draft is converted the same way.
 * Blog posts keep `sections` null (their body is `content`).
 */
export async function convertPagesToSections(tx: Database): Promise<void> {
  await insertMissingBuiltInPages(tx);
  const pages = await tx
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(
      and(
        notLike(englishOf(websitePages.slug), `${BLOG_SLUG_PREFIX}%`),
        isNull(websitePages.sections),
      ),
    );
  for (const { website_pages: row, page_drafts: draft } of pages) {
    const slug = englishText(row.slug);
    if (isBuiltInSlug(slug)) await convertBuiltInPage(tx, row, slug, draft);
    else await convertContentPage(tx, row, draft);
  }
}

async function insertMissingBuiltInPages(tx: Database): Promise<void> {
  const slug = englishOf(websitePages.slug);
  const existing = await tx
    .select({ slug })
    .from(websitePages)
    .where(inArray(slug, BUILT_IN_SLUGS));
  const present = new Set(existing.map((row) => row.slug));
  const missing = BUILT_IN_SLUGS.filter((builtIn) => !present.has(builtIn));
  if (missing.length === 0) return;
  await tx.insert(websitePages).values(
    missing.map((builtIn) => ({
      ...builtInPageRow(builtIn),
      sections: checkedBody(builtIn, BUILT_IN_PAGE_ROWS[builtIn].defaultBody()),
    })),
  );
}

async function convertBuiltInPage(
  tx: Database,
  row: PageRow,
  slug: BuiltInSlug,
  draft: DraftRow | null,
): Promise<void> {
  const body = BUILT_IN_PAGE_ROWS[slug].defaultBody();
  await tx
    .update(websitePages)
    .set({ sections: checkedBody(slug, body), isPublished: true })
    .where(eq(websitePages.id, row.id));
  // What the owner last typed: a waiting draft's, else the row's own.
  const latest = draft?.snapshot ?? snapshotOf(row);
  const english = englishText(latest.content);
  const typed = textOf({
    ...latest.content,
    [DEFAULT_LOCALE]: english.trim() === placeholderContent(slug) ? "" : english,
  });
  if (!draft && !typed) return;
  await writeDraft(tx, row, draft, {
    ...latest,
    // A built-in page keeps its slug: it is its route.
    slug: { ...latest.slug, [DEFAULT_LOCALE]: slug },
    sections: checkedBody(slug, typed ? withTextSection(body, typed) : body),
    isPublished: true,
  });
}

async function convertContentPage(tx: Database, row: PageRow, draft: DraftRow | null) {
  await tx
    .update(websitePages)
    .set({ sections: migratedTextBody(row, textOf(row.content)) })
    .where(eq(websitePages.id, row.id));
  if (!draft) return;
  await writeDraft(tx, row, draft, {
    ...draft.snapshot,
    sections: migratedTextBody(row, textOf(draft.snapshot.content)),
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
 * section needs, so a page typed only in another language shows that text in English too.
 */
function textOf(content: TranslatedText): TranslatedText | null {
  const text: TranslatedText = {};
  for (const locale of TRANSLATED_LOCALES) {
    const value = content[locale]?.trim();
    if (value) text[locale] = value;
  }
  const fallback = Object.values(text)[0];
  const en = content[DEFAULT_LOCALE]?.trim() || fallback;
  return en ? { [DEFAULT_LOCALE]: en, ...text } : null;
}

function withTextSection(body: PageBody, text: TranslatedText): PageBody {
  return { ...body, content: [...body.content, ...richTextPageBody(text).content] };
}

/** A page whose body was one rich text: its title as its heading, then that text. */
function migratedTextBody(row: PageRow, text: TranslatedText | null): PageBody {
  return checkedBody(
    englishText(row.slug),
    textPageBody(row.title, text ?? { [DEFAULT_LOCALE]: "" }),
  );
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
