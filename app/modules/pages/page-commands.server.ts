import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { Locale, RevisionAction } from "#app/db/enums.ts";
import { type PageSnapshot, pageDrafts, websitePages } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { ActivityAction } from "#app/modules/activity/activity-actions.ts";
import type { TranslatedLocale } from "#app/modules/i18n/locales.ts";
import {
  getRevisionSnapshot,
  recordRevision,
  snapshotOf,
} from "#app/modules/publishing/revisions.server.ts";
import { isBuiltInSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import { textPageBody } from "#app/modules/sections/page-body.ts";
import {
  type AdminPageRow,
  ENTITY,
  isBuiltInRow,
  ofKind,
  type SaveOptions,
  toRow,
  UUID,
} from "./page-rows.server.ts";
import {
  assertSectionsOnEnglish,
  assertSlugFree,
  checkKind,
  checkPageRules,
  type StoredFields,
  slugGuard,
  storedFields,
} from "./page-rules.server.ts";
import { type PageKind, pageKindOf } from "./page-slugs.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import type { PageInput } from "./page-values.ts";

// The Content and Blog managers' writes (docs/product.md#content-pages-and-blog-posts,
// #validation). Every write and its activity entry land in one transaction, and
// rich text is sanitized by the allow-list before it is stored (docs/product.md#security).
// website_pages always holds the live version; unpublished changes to a published item wait in
// page_drafts, and every save is also a revision (docs/product.md#publishing).

/** Which language a new row is in: English, or a translation of an English row. */
type NewVersion = { locale: Locale; translationOf: string | null };
const ENGLISH: NewVersion = { locale: "en", translationOf: null };

/** Adds a page or post (published unless said otherwise) and logs create_page/create_post. */
export async function createPage(
  db: Database,
  actorId: string | null,
  input: PageInput,
  options: SaveOptions = {},
): Promise<AdminPageRow> {
  checkKind(input);
  return slugGuard(() => db.transaction((tx) => insertPage(tx, actorId, input, options, ENGLISH)));
}

/**
 * Adds the `locale` version of an English page or post (ADR 0020): its own row, with its own
 * slug, fields and published state, so drafts, revisions, schedules and previews work on it
 * as on any other. Logged as create_page/create_post with the locale.
 */
export async function createTranslation(
  db: Database,
  actorId: string | null,
  originalId: string,
  locale: TranslatedLocale,
  input: PageInput,
  options: SaveOptions = {},
): Promise<AdminPageRow> {
  checkKind(input);
  return slugGuard(() =>
    db.transaction(async (tx) => {
      const original = await lockedLiveRow(tx, originalId, input.kind);
      if (original.locale !== "en") throw new RuleError("not-found", PAGE_TEXTS[input.kind].gone);
      const [existing] = await tx
        .select({ id: websitePages.id })
        .from(websitePages)
        .where(and(eq(websitePages.translationOf, originalId), eq(websitePages.locale, locale)));
      if (existing) throw new RuleError("conflict", PAGE_TEXTS.translationExists);
      return insertPage(tx, actorId, input, options, { locale, translationOf: originalId });
    }),
  );
}

async function insertPage(
  tx: Database,
  actorId: string | null,
  input: PageInput,
  options: SaveOptions,
  version: NewVersion,
): Promise<AdminPageRow> {
  await checkPageRules(tx, input, null, version.translationOf);
  await assertSlugFree(tx, input.slug, version.locale);
  // A new English page without sections is its title as its heading, then its content (ADR 0023).
  const isEnglishPage = input.kind === "page" && version.locale === "en";
  const fields = storedFields(
    input.sections == null && isEnglishPage
      ? { ...input, sections: textPageBody({ en: input.title }, { en: input.content }) }
      : input,
  );
  assertSectionsOnEnglish(version.locale, fields);
  const [created] = await tx
    .insert(websitePages)
    .values({ ...fields, ...version })
    .returning();
  const stored = created as typeof websitePages.$inferSelect;
  const row = toRow(stored, null, "live");
  await recordRevision(tx, {
    pageId: row.id,
    snapshot: snapshotOf(stored),
    action: "create",
    actorId,
    keep: options.keepRevisions,
  });
  await recordActivity(tx, {
    userId: actorId,
    action: input.kind === "post" ? "create_post" : "create_page",
    entity: ENTITY,
    entityId: row.id,
    details: {
      title: row.title,
      slug: row.slug,
      is_published: row.isPublished,
      ...(version.translationOf ? { locale: version.locale } : {}),
    },
  });
  return row;
}

/** The live row of this kind, locked for the rest of the transaction; refused when gone. */
export async function lockedLiveRow(tx: Database, id: string, kind: PageKind) {
  const gone = new RuleError("not-found", PAGE_TEXTS[kind].gone);
  if (!UUID.test(id)) throw gone;
  const [live] = await tx
    .select()
    .from(websitePages)
    .where(and(eq(websitePages.id, id), ofKind(kind)))
    .for("update");
  if (!live) throw gone;
  return live;
}

/**
 * Makes `fields` the live version: the public site changes (the row's change event refreshes
 * open pages, the page cache, sitemap and feed), a waiting draft is dropped (it is a revision
 * already), and the save is a revision and an activity entry.
 */
export async function writeLive(
  tx: Database,
  actorId: string | null,
  id: string,
  kind: PageKind,
  locale: Locale,
  fields: StoredFields,
  action: RevisionAction,
  options: SaveOptions,
  activityAction: ActivityAction = `${action === "restore" ? "restore" : "update"}_${kind}`,
): Promise<AdminPageRow> {
  await assertSlugFree(tx, fields.slug, locale, id);
  assertSectionsOnEnglish(locale, fields);
  const [updated] = await tx
    .update(websitePages)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(websitePages.id, id))
    .returning();
  if (!updated) throw new RuleError("not-found", PAGE_TEXTS[kind].gone);
  await tx.delete(pageDrafts).where(eq(pageDrafts.pageId, id));
  await recordRevision(tx, {
    pageId: id,
    snapshot: snapshotOf(updated),
    action,
    actorId,
    keep: options.keepRevisions,
  });
  const row = toRow(updated, null, "live");
  await recordActivity(tx, {
    userId: actorId,
    action: activityAction,
    entity: ENTITY,
    entityId: id,
    details: { title: row.title, slug: row.slug, is_published: row.isPublished },
  });
  return row;
}

/**
 * Replaces a page's or post's fields by id (publishing them) and logs update_page/update_post.
 * The row must be of the same kind: a page is not turned into a post here, nor the other way.
 */
export async function updatePage(
  db: Database,
  actorId: string | null,
  id: string,
  input: PageInput,
  options: SaveOptions = {},
): Promise<AdminPageRow> {
  checkKind(input);
  return slugGuard(() =>
    db.transaction(async (tx) => {
      const live = await lockedLiveRow(tx, id, input.kind);
      const locale = live.locale as Locale;
      // Publishing makes the edited version live: without sections posted, a waiting draft's.
      const draft = input.sections == null ? await waitingDraft(tx, id) : null;
      const fields = storedFields(
        draft?.sections != null ? { ...input, sections: draft.sections } : input,
      );
      await checkPageRules(tx, fields, live, live.translationOf);
      return writeLive(tx, actorId, id, input.kind, locale, fields, "publish", options);
    }),
  );
}

/**
 * Saves changes to a published page or post as a draft beside the live version, which stays
 * as it is until they are published. An item that is not published has no live version to
 * keep: its draft is the row itself, saved in place and still unpublished.
 */
export async function saveDraft(
  db: Database,
  actorId: string | null,
  id: string,
  input: PageInput,
  options: SaveOptions = {},
): Promise<AdminPageRow> {
  checkKind(input);
  const fields = storedFields(input);
  return slugGuard(() =>
    db.transaction(async (tx) => {
      const live = await lockedLiveRow(tx, id, input.kind);
      await checkPageRules(tx, fields, live, live.translationOf);
      const locale = live.locale as Locale;
      assertSectionsOnEnglish(locale, fields);
      if (!live.isPublished) {
        const unpublished = { ...fields, isPublished: false };
        return writeLive(tx, actorId, id, input.kind, locale, unpublished, "draft", options);
      }
      await assertSlugFree(tx, fields.slug, locale, id);
      // What the save leaves out (sections not posted) stays as the waiting draft has it.
      const snapshot: PageSnapshot = {
        ...((await waitingDraft(tx, id)) ?? snapshotOf(live)),
        ...fields,
        // A draft is of the published item: publishing it is what changes its status.
        isPublished: true,
      };
      const savedAt = new Date();
      const [draft] = await tx
        .insert(pageDrafts)
        .values({ pageId: id, snapshot, savedBy: actorId, savedAt })
        .onConflictDoUpdate({
          target: pageDrafts.pageId,
          set: { snapshot, savedBy: actorId, savedAt },
        })
        .returning();
      await recordRevision(tx, {
        pageId: id,
        snapshot,
        action: "draft",
        actorId,
        keep: options.keepRevisions,
      });
      await recordActivity(tx, {
        userId: actorId,
        action: `save_draft_${input.kind}`,
        entity: ENTITY,
        entityId: id,
        details: { title: snapshot.title, slug: snapshot.slug },
      });
      return toRow(live, draft ?? null, "draft");
    }),
  );
}

/** The waiting draft's snapshot of a page, if one waits. */
async function waitingDraft(tx: Database, id: string): Promise<PageSnapshot | null> {
  const [draft] = await tx
    .select({ snapshot: pageDrafts.snapshot })
    .from(pageDrafts)
    .where(eq(pageDrafts.pageId, id));
  return draft?.snapshot ?? null;
}

/**
 * The sections a restored revision brings back. A revision taken before pages had sections
 * (ADR 0023), or before the page's body was made, holds none: a content page's was its title
 * and content, so they come back as its heading and a Text section; a built-in page's content was never shown,
 * so its sections stay as they are.
 */
function restoredSections(live: typeof websitePages.$inferSelect, snapshot: PageSnapshot): unknown {
  if (snapshot.sections != null) return snapshot.sections;
  const isEnglishPage = live.locale === "en" && pageKindOf(live.slug) === "page";
  if (!isEnglishPage || isBuiltInSlug(live.slug)) return undefined;
  return textPageBody({ en: snapshot.title }, { en: snapshot.content });
}

/**
 * Brings back an earlier revision's fields as the live version, keeping the item's current
 * published state. Restoring is itself a revision, so the version it replaces is kept too.
 */
export async function restoreRevision(
  db: Database,
  actorId: string | null,
  id: string,
  revisionId: number,
  options: SaveOptions = {},
): Promise<AdminPageRow> {
  if (!UUID.test(id)) throw new RuleError("not-found", PAGE_TEXTS.revisionGone);
  return slugGuard(() =>
    db.transaction(async (tx) => {
      const [live] = await tx
        .select()
        .from(websitePages)
        .where(eq(websitePages.id, id))
        .for("update");
      const snapshot =
        live && Number.isSafeInteger(revisionId)
          ? await getRevisionSnapshot(tx, id, revisionId)
          : null;
      if (!live || !snapshot) throw new RuleError("not-found", PAGE_TEXTS.revisionGone);
      // A revision keeps the slug it had, so it is of the same kind as the live row; a
      // built-in page keeps its own, whatever its row was called before it was one.
      const kind = pageKindOf(live.slug);
      // A built-in page keeps its slug whatever the revision had.
      const slug = isBuiltInRow(live) ? live.slug : snapshot.slug;
      const fields = storedFields({
        ...snapshot,
        slug,
        kind,
        isPublished: live.isPublished,
        sections: restoredSections(live, snapshot),
      });
      await checkPageRules(tx, fields, live, live.translationOf);
      const locale = live.locale as Locale;
      return writeLive(tx, actorId, id, kind, locale, fields, "restore", options);
    }),
  );
}

/**
 * Deletes a page or post by id and logs delete_page/delete_post. A built-in page's row is
 * refused (its public page is always there; Page Settings turns it off); its Urdu version
 * may go.
 */
export async function deletePage(
  db: Database,
  actorId: string | null,
  id: string,
  kind: PageKind,
): Promise<void> {
  const gone = new RuleError("not-found", PAGE_TEXTS[kind].gone);
  if (!UUID.test(id)) throw gone;
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ slug: websitePages.slug, locale: websitePages.locale })
      .from(websitePages)
      .where(and(eq(websitePages.id, id), ofKind(kind)))
      .for("update");
    if (target && isBuiltInRow(target)) throw new RuleError("conflict", PAGE_TEXTS.builtInDelete);
    const [deleted] = await tx
      .delete(websitePages)
      .where(and(eq(websitePages.id, id), ofKind(kind)))
      .returning({ title: websitePages.title, slug: websitePages.slug });
    if (!deleted) throw gone;
    await recordActivity(tx, {
      userId: actorId,
      action: kind === "post" ? "delete_post" : "delete_page",
      entity: ENTITY,
      entityId: id,
      details: { title: deleted.title, slug: deleted.slug },
    });
  });
}
