// The one-time step that makes every page a section page (docs/product.md#pages-from-sections, ADR 0023), run at start
// after the SQL migrations, in the seed's transaction. A database from an earlier version has
// pages whose body is one rich text (`content`) and built-in pages drawn from the catalogues;
// after it, every English page row holds its sections and the six built-in pages have rows.
// Nothing a visitor sees changes, and nothing an owner typed is lost: it waits as a draft.
import { and, eq, inArray, isNull, notLike } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type PageSnapshot, pageDrafts, websitePages } from "#app/db/schema.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { DEFAULT_LOCALE, isLocale, type TranslatedLocale } from "#app/modules/i18n/locales.ts";
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
 * Gives every English page that has no sections yet its sections, and adds the built-in pages'
 * rows that are missing. Idempotent: a page with sections is left as it is.
 * - A built-in page (its slug is one of BUILT_IN_PAGE_ROWS) goes live with its default body,
 *   the texts the site shows today, and stays published (its visibility is Page Settings').
 *   Text typed into its row, in English (unless still the spec's placeholder) or in one of its
 *   translated rows, is kept as a draft: the default body plus one rich-text section holding it.
 * - Any other page gets one rich-text section holding its body, English from its row and each
 *   other language from its row in that language; a waiting draft is converted the same way.
 * Blog posts and translated rows keep `sections` null (their body is `content`).
 */
export async function convertPagesToSections(tx: Database): Promise<void> {
  await insertMissingBuiltInPages(tx);
  const pages = await tx
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(
      and(
        eq(websitePages.locale, DEFAULT_LOCALE),
        notLike(websitePages.slug, `${BLOG_SLUG_PREFIX}%`),
        isNull(websitePages.sections),
      ),
    );
  if (pages.length === 0) return;
  const translations = await translationsOf(
    tx,
    pages.map((page) => page.website_pages.id),
  );
  for (const { website_pages: row, page_drafts: draft } of pages) {
    const versions = translations.get(row.id) ?? {};
    if (isBuiltInSlug(row.slug)) await convertBuiltInPage(tx, row, row.slug, draft, versions);
    else await convertContentPage(tx, row, draft, versions);
  }
}

async function insertMissingBuiltInPages(tx: Database): Promise<void> {
  const existing = await tx
    .select({ slug: websitePages.slug })
    .from(websitePages)
    .where(
      and(eq(websitePages.locale, DEFAULT_LOCALE), inArray(websitePages.slug, BUILT_IN_SLUGS)),
    );
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

/** A translated version's content, live and as last typed (its draft's), and its title. */
type Version = { live: string; latest: string; title: string };
/** An English page's versions in the other languages (ADR 0020). */
type Versions = Partial<Record<TranslatedLocale, Version>>;

async function translationsOf(tx: Database, ids: string[]): Promise<Map<string, Versions>> {
  const rows = await tx
    .select({
      translationOf: websitePages.translationOf,
      locale: websitePages.locale,
      title: websitePages.title,
      content: websitePages.content,
      draft: pageDrafts.snapshot,
    })
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(inArray(websitePages.translationOf, ids));
  const byPage = new Map<string, Versions>();
  for (const row of rows) {
    if (!row.translationOf || !isLocale(row.locale) || row.locale === DEFAULT_LOCALE) continue;
    const versions = byPage.get(row.translationOf) ?? {};
    versions[row.locale] = {
      live: row.content,
      latest: row.draft?.content ?? row.content,
      title: row.title,
    };
    byPage.set(row.translationOf, versions);
  }
  return byPage;
}

/** One text of each version (its live or latest body, its title), by language. */
function eachVersion(versions: Versions, text: (version: Version) => string) {
  const texts: Partial<Record<TranslatedLocale, string>> = {};
  for (const [locale, version] of Object.entries(versions) as [TranslatedLocale, Version][]) {
    texts[locale] = text(version);
  }
  return texts;
}

async function convertBuiltInPage(
  tx: Database,
  row: PageRow,
  slug: BuiltInSlug,
  draft: DraftRow | null,
  versions: Versions,
): Promise<void> {
  const body = BUILT_IN_PAGE_ROWS[slug].defaultBody();
  await tx
    .update(websitePages)
    .set({ sections: checkedBody(slug, body), isPublished: true })
    .where(eq(websitePages.id, row.id));
  // What the owner last typed: a waiting draft's, else the row's own.
  const latest = draft?.snapshot ?? snapshotOf(row);
  const english = latest.content.trim() === placeholderContent(slug) ? "" : latest.content;
  const typed = textOf(
    english,
    eachVersion(versions, (version) => version.latest),
  );
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
  versions: Versions,
): Promise<void> {
  const live = textOf(
    row.content,
    eachVersion(versions, (version) => version.live),
  );
  await tx
    .update(websitePages)
    .set({ sections: migratedTextBody(row, live, versions) })
    .where(eq(websitePages.id, row.id));
  if (!draft) return;
  const text = textOf(
    draft.snapshot.content,
    eachVersion(versions, (version) => version.latest),
  );
  await writeDraft(tx, row, draft, {
    ...draft.snapshot,
    sections: migratedTextBody(row, text, versions),
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
function textOf(
  english: string,
  translated: Partial<Record<TranslatedLocale, string>>,
): TranslatedText | null {
  const text: TranslatedText = {};
  for (const [locale, value] of Object.entries(translated) as [TranslatedLocale, string][]) {
    if (value.trim()) text[locale] = value.trim();
  }
  const fallback = Object.values(text)[0];
  const en = english.trim() || fallback;
  return en ? { [DEFAULT_LOCALE]: en, ...text } : null;
}

function withTextSection(body: PageBody, text: TranslatedText): PageBody {
  return { ...body, content: [...body.content, ...richTextPageBody(text).content] };
}

/** A page whose body was one rich text: its title as its heading, then that text. */
function migratedTextBody(row: PageRow, text: TranslatedText | null, versions: Versions): PageBody {
  const title: TranslatedText = { [DEFAULT_LOCALE]: row.title };
  for (const [locale, version] of Object.entries(versions) as [TranslatedLocale, Version][]) {
    if (version.title.trim()) title[locale] = version.title;
  }
  return checkedBody(row.slug, textPageBody(title, text ?? { [DEFAULT_LOCALE]: "" }));
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
