import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { RevisionAction } from "#app/db/enums.ts";
import { type PageSnapshot, pageDrafts, websitePages } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { ActivityAction } from "#app/modules/activity/activity-actions.ts";
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from "#app/modules/i18n/locales.ts";
import { englishText } from "#app/modules/i18n/translated-content.ts";
import {
  getRevisionSnapshot,
  recordRevision,
  snapshotOf,
} from "#app/modules/publishing/revisions.server.ts";
import { isBuiltInSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import { textPageBody } from "#app/modules/sections/page-body.ts";
import type { PageTextKey } from "./page-definition.ts";
import { englishSlug, hasVersionIn, versionTexts, withoutVersion } from "./page-languages.ts";
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
  assertSlugFree,
  checkKind,
  checkPageRules,
  type StoredFields,
  slugGuard,
  storedFields,
  storedSnapshot,
} from "./page-rules.server.ts";
import { type PageKind, pageKindOf } from "./page-slugs.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import type { PageInput } from "./page-values.ts";

// The Content and Blog managers' writes (docs/product.md#content-pages-and-blog-posts,
// #validation). Every write and its activity entry land in one transaction, and
// rich text is sanitized by the allow-list before it is stored (docs/product.md#security).
// website_pages always holds the live version; unpublished changes to a published item wait in
// page_drafts, and every save is also a revision (docs/product.md#publishing).

/** Adds a page or post, in English (published unless said otherwise), and logs create_page/create_post. */
export async function createPage(
  db: Database,
  actorId: string | null,
  input: PageInput,
  options: SaveOptions = {},
): Promise<AdminPageRow> {
  checkKind(input);
  return slugGuard(() => db.transaction((tx) => insertPage(tx, actorId, input, options)));
}

async function insertPage(
  tx: Database,
  actorId: string | null,
  input: PageInput,
  options: SaveOptions,
): Promise<AdminPageRow> {
  // A new page without sections is its title as its heading, then its content (ADR 0023).
  const fields = storedFields(
    input.sections == null && input.kind === "page"
      ? { ...input, sections: textPageBody({ en: input.title }, { en: input.content }) }
      : input,
  );
  checkPageRules(fields, null);
  await assertSlugFree(tx, fields.slug);
  const [created] = await tx.insert(websitePages).values(fields).returning();
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
    details: { title: row.title, slug: row.slug, is_published: row.isPublished },
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

/** What an activity entry says of a save: the version's title and slug, its language if not English. */
function savedDetails(fields: Pick<PageSnapshot, PageTextKey | "isPublished">, locale: Locale) {
  const version = versionTexts(fields, locale);
  return {
    title: version.title,
    slug: version.slug,
    is_published: fields.isPublished,
    ...(locale === DEFAULT_LOCALE ? {} : { locale }),
  };
}

/**
 * Makes `fields` the live version: the public site changes (the row's change event refreshes
 * open pages, the page cache, sitemap and feed), a waiting draft is dropped (it is a revision
 * already, and `fields` were made from it), and the save is a revision and an activity entry
 * naming the version in `locale`.
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
  await assertSlugFree(tx, fields.slug, id);
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
  await recordActivity(tx, {
    userId: actorId,
    action: activityAction,
    entity: ENTITY,
    entityId: id,
    details: savedDetails(updated, locale),
  });
  return toRow(updated, null, "live", locale);
}

/**
 * Publishes the version in `locale` of a page or post by id, with every change waiting in its
 * draft, and logs update_page/update_post. The row must be of the same kind: a page is not
 * turned into a post here, nor the other way.
 */
export async function updatePage(
  db: Database,
  actorId: string | null,
  id: string,
  input: PageInput,
  options: SaveOptions = {},
  locale: Locale = DEFAULT_LOCALE,
): Promise<AdminPageRow> {
  checkKind(input);
  return slugGuard(() =>
    db.transaction(async (tx) => {
      const live = await lockedLiveRow(tx, id, input.kind);
      // Publishing makes the edited version live over a waiting draft: its other languages'
      // changes and (without sections posted) its sections go live with it.
      const base = (await waitingDraft(tx, id)) ?? snapshotOf(live);
      const fields = storedFields(input, locale, base);
      checkPageRules(fields, live);
      return writeLive(tx, actorId, id, input.kind, locale, fields, "publish", options);
    }),
  );
}

/**
 * Saves changes to the version in `locale` of a published page or post as a draft beside the
 * live version, which stays as it is until they are published. An item that is not published
 * has no live version to keep: its draft is the row itself, saved in place and still
 * unpublished.
 */
export async function saveDraft(
  db: Database,
  actorId: string | null,
  id: string,
  input: PageInput,
  options: SaveOptions = {},
  locale: Locale = DEFAULT_LOCALE,
): Promise<AdminPageRow> {
  checkKind(input);
  return slugGuard(() =>
    db.transaction(async (tx) => {
      const live = await lockedLiveRow(tx, id, input.kind);
      if (!live.isPublished) {
        const unpublished = {
          ...storedFields(input, locale, snapshotOf(live)),
          isPublished: false,
        };
        checkPageRules(unpublished, live);
        return writeLive(tx, actorId, id, input.kind, locale, unpublished, "draft", options);
      }
      // What the save leaves out (sections not posted) stays as the waiting draft has it.
      const fields = storedFields(input, locale, (await waitingDraft(tx, id)) ?? snapshotOf(live));
      checkPageRules(fields, live);
      await assertSlugFree(tx, fields.slug, id);
      // A draft is of the published item: publishing it is what changes its status.
      const snapshot: PageSnapshot = { ...fields, isPublished: true };
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
      const { is_published: _state, ...details } = savedDetails(snapshot, locale);
      await recordActivity(tx, {
        userId: actorId,
        action: `save_draft_${input.kind}`,
        entity: ENTITY,
        entityId: id,
        details,
      });
      return toRow(live, draft ?? null, "draft", locale);
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
  const slug = englishSlug(live);
  if (pageKindOf(slug) !== "page" || isBuiltInSlug(slug)) return undefined;
  return textPageBody(snapshot.title, snapshot.content);
}

/**
 * Brings back an earlier revision's fields, in every language, as the live version, keeping the
 * item's current published state. Restoring is itself a revision, so the version it replaces
 * is kept too.
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
      // A revision keeps the slug it had, so it is of the same kind as the live row.
      const kind = pageKindOf(englishSlug(live));
      // A built-in page keeps its own slug, whatever its row was called before it was one.
      const slug = isBuiltInRow(live) ? live.slug : snapshot.slug;
      const fields = storedSnapshot(
        {
          ...snapshot,
          slug,
          isPublished: live.isPublished,
          sections: restoredSections(live, snapshot) as PageSnapshot["sections"],
        },
        kind,
      );
      checkPageRules(fields, live);
      return writeLive(tx, actorId, id, kind, DEFAULT_LOCALE, fields, "restore", options);
    }),
  );
}

/**
 * Deletes a page or post by id, every language of it, and logs delete_page/delete_post. A
 * built-in page's row is refused (its public page is always there; Page Settings turns it off).
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
      .select({ slug: websitePages.slug })
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
      details: { title: englishText(deleted.title), slug: englishSlug(deleted) },
    });
  });
}

/**
 * Takes the version in `locale` (not English, which the item is) off a page or post: its texts
 * leave the live row and the waiting draft, and the item stays in its other languages. Logged
 * as delete_page/delete_post with the language; a built-in page's version may go too.
 */
export async function deleteTranslation(
  db: Database,
  actorId: string | null,
  id: string,
  kind: PageKind,
  locale: TranslatedLocale,
  options: SaveOptions = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const live = await lockedLiveRow(tx, id, kind);
    const draft = await waitingDraft(tx, id);
    if (!hasVersionIn(live, locale) && !(draft && hasVersionIn(draft, locale))) {
      throw new RuleError("not-found", PAGE_TEXTS[kind].gone);
    }
    const removed = versionTexts(draft ?? live, locale);
    const [updated] = await tx
      .update(websitePages)
      .set({ ...withoutVersion(snapshotOf(live), locale), updatedAt: new Date() })
      .where(eq(websitePages.id, id))
      .returning();
    if (draft) {
      await tx
        .update(pageDrafts)
        .set({ snapshot: withoutVersion(draft, locale) })
        .where(eq(pageDrafts.pageId, id));
    }
    if (updated) {
      await recordRevision(tx, {
        pageId: id,
        snapshot: snapshotOf(updated),
        action: "publish",
        actorId,
        keep: options.keepRevisions,
      });
    }
    await recordActivity(tx, {
      userId: actorId,
      action: kind === "post" ? "delete_post" : "delete_page",
      entity: ENTITY,
      entityId: id,
      details: { title: removed.title, slug: removed.slug, locale },
    });
  });
}
