import { and, asc, desc, eq, inArray, isNull, like, ne, notLike } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { Locale, RevisionAction, ScheduleAction } from "#app/db/enums.ts";
import { mediaFiles, type PageSnapshot, pageDrafts, websitePages } from "#app/db/schema.ts";
import { RuleError, ruleErrorOf } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { ActivityAction } from "#app/modules/activity/activity-actions.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import {
  allowListedRichText,
  sanitizeRichText,
} from "#app/modules/content/sanitize-html.server.ts";
import { LOCALES, type TranslatedLocale } from "#app/modules/i18n/locales.ts";
import {
  getRevisionSnapshot,
  recordRevision,
  snapshotOf,
} from "#app/modules/publishing/revisions.server.ts";
import { withSchedulesAndTranslations } from "#app/modules/publishing/schedules.server.ts";
import { isBuiltInSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import { type PageBody, readPageBody, textPageBody } from "#app/modules/sections/page-body.ts";
import { type NamedBodyIssue, nameBodyIssues } from "#app/modules/sections/section-field-labels.ts";
import {
  sanitizedSectionBody,
  storablePageBody,
} from "#app/modules/sections/section-rich-text.server.ts";
import { withPageAddresses } from "./page-addresses.ts";
import {
  type MediaImage,
  PAGE_LIMITS,
  PAGE_TEXTS,
  type PageInput,
  type PageKind,
  pageKindOf,
} from "./page-form.ts";
import { slugClash } from "./reserved-slugs.ts";

// The Content and Blog managers' reads and writes (docs/product.md#content-pages-and-blog-posts,
// #validation). Every write and its activity entry land in one transaction, and
// rich text is sanitized by the allow-list before it is stored (docs/product.md#security).
// website_pages always holds the live version; unpublished changes to a published item wait in
// page_drafts, and every save is also a revision (docs/product.md#publishing).

const ENTITY = "website_pages";

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

/**
 * A body refused by its sections' checks (ADR 0023): the first problem named in the message,
 * every one in `issues` by its place in the body (`content.2.props.title.ur`).
 */
function sectionsRefused(issues: NamedBodyIssue[]): RuleError {
  const [first] = issues;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  const message = first
    ? `${PAGE_TEXTS.checkSections} ${first.field}: ${first.message}${more}`
    : PAGE_TEXTS.checkSections;
  const byPath: Record<string, string[]> = {};
  for (const issue of issues) byPath[issue.path] = [...(byPath[issue.path] ?? []), issue.message];
  return new RuleError("invalid", message, { issues: byPath });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PageRow = typeof websitePages.$inferSelect;

/** A built-in page's own row: the English row whose slug is that page's (built-in-pages.ts). */
function isBuiltInRow(row: Pick<PageRow, "slug" | "locale">): boolean {
  return row.locale === "en" && isBuiltInSlug(row.slug);
}

/**
 * The rules of a page's slug and state (docs/product.md#pages-from-sections): a slug whose first segment belongs to the
 * app is refused with the clash named (reserved-slugs.ts), except a built-in page's own slug on
 * the Urdu version of that page; a built-in page's row keeps its slug and stays published
 * (its visibility is Page Settings'). `live` is the row being saved (null when creating one),
 * `translationOf` the English row of an Urdu version.
 */
async function checkPageRules(
  tx: Database,
  fields: { slug: string; isPublished: boolean },
  live: PageRow | null,
  translationOf: string | null,
): Promise<void> {
  if (pageKindOf(fields.slug) === "post") return;
  if (live && isBuiltInRow(live)) {
    if (fields.slug !== live.slug)
      throw new RuleError("invalid", PAGE_TEXTS.builtInSlug, { field: "slug" });
    if (!fields.isPublished) {
      throw new RuleError("invalid", PAGE_TEXTS.builtInUnpublish, { field: "isPublished" });
    }
    return;
  }
  const clash = slugClash(fields.slug);
  if (!clash) return;
  if (clash.isBuiltInPage && translationOf) {
    const [original] = await tx
      .select({ slug: websitePages.slug })
      .from(websitePages)
      .where(eq(websitePages.id, translationOf));
    if (original?.slug === fields.slug) return;
  }
  throw new RuleError("invalid", clash.message, { field: "slug" });
}

/**
 * Refuses an unpublish time for a built-in page's row before anything of its save is kept:
 * it stays published, and is turned off in Page Settings.
 */
export async function assertUnpublishable(db: Database, id: string): Promise<void> {
  if (!UUID.test(id)) return;
  const [row] = await db
    .select({ slug: websitePages.slug, locale: websitePages.locale })
    .from(websitePages)
    .where(eq(websitePages.id, id));
  if (row && isBuiltInRow(row)) {
    throw new RuleError("invalid", PAGE_TEXTS.builtInUnpublish, { field: "unpublishAt" });
  }
}

const isPost = like(websitePages.slug, `${BLOG_SLUG_PREFIX}%`);
const isPage = notLike(websitePages.slug, `${BLOG_SLUG_PREFIX}%`);
const ofKind = (kind: PageKind) => (kind === "post" ? isPost : isPage);

type RowPart = "live" | "draft";

function toRow(
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
    id: row.id,
    locale: row.locale as Locale,
    translationOf: row.translationOf,
    slug: row.slug,
    title: row.title,
    content: content(row.content, "live"),
    ...live,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    featuredImage: row.featuredImage,
    tags: row.tags,
    isPublished: row.isPublished,
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

async function listOfKind(db: Database, kind: PageKind, onlyId?: string): Promise<AdminListRow[]> {
  const rows = await db
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(
      and(
        ofKind(kind),
        isNull(websitePages.translationOf),
        onlyId === undefined ? undefined : eq(websitePages.id, onlyId),
      ),
    )
    .orderBy(desc(websitePages.createdAt), asc(websitePages.slug));
  const ids = rows.map((row) => row.website_pages.id);
  const translations =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(websitePages)
          .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
          .where(inArray(websitePages.translationOf, ids));
  const versions = translations
    .map((row) => toRow(row.website_pages, row.page_drafts))
    .sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
  return rows.map((row) => ({
    ...toRow(row.website_pages, row.page_drafts),
    translations: versions.filter((version) => version.translationOf === row.website_pages.id),
  }));
}

/** Content pages (slug not under blog/), published or not, newest first, with their translated versions. */
export function listAdminPages(db: Database): Promise<AdminListRow[]> {
  return listOfKind(db, "page");
}

/** One English page (not a post) with its draft and translated versions, or null (ADR 0023's editor). */
export async function getAdminPage(db: Database, id: string): Promise<AdminListRow | null> {
  if (!UUID.test(id)) return null;
  const [page] = await listOfKind(db, "page", id);
  return page ?? null;
}

/** One English blog post with its draft and translated versions, or null (the page editor's post). */
export async function getAdminPost(db: Database, id: string): Promise<AdminListRow | null> {
  if (!UUID.test(id)) return null;
  const [post] = await listOfKind(db, "post", id);
  return post ?? null;
}

/**
 * Rows as a list shows them: without their sections, which only the page editor reads (one
 * page at a time), so that a list of many pages does not carry every page's body.
 */
export function withoutSectionBodies(rows: AdminListRow[]) {
  return rows.map(({ sections: _live, draft, ...row }) => {
    if (!draft) return { ...row, draft };
    const { sections: _draft, ...draftFields } = draft;
    return { ...row, draft: draftFields };
  });
}

/** Blog posts (slug under blog/), published or not, newest first, with their translated versions. */
export function listAdminPosts(db: Database): Promise<AdminListRow[]> {
  return listOfKind(db, "post");
}

/**
 * What a manager lists: the Content Manager's pages with their addresses (without their
 * sections), or the Blog Manager's posts; each with its pending schedule and its translated versions.
 */
export async function listManagerItems(db: Database, kind: PageKind) {
  return asManagerItems(
    db,
    kind,
    await (kind === "post" ? listAdminPosts(db) : listAdminPages(db)),
  );
}

/** One English item as its manager lists it (what its editor dialog opens), or null. */
export async function getManagerItem(db: Database, kind: PageKind, id: string) {
  const item = await (kind === "post" ? getAdminPost(db, id) : getAdminPage(db, id));
  if (!item) return null;
  const [listed] = await asManagerItems(db, kind, [item]);
  return listed ?? null;
}

function asManagerItems(db: Database, kind: PageKind, rows: AdminListRow[]) {
  if (kind === "post") return withSchedulesAndTranslations(db, rows);
  return withSchedulesAndTranslations(db, withPageAddresses(withoutSectionBodies(rows)));
}

const MEDIA_PICKER_LIMIT = 120;

/** The media library's images for the Insert Image picker, newest first. */
export async function listMediaImages(
  db: Database,
  limit = MEDIA_PICKER_LIMIT,
): Promise<MediaImage[]> {
  const rows = await db
    .select({
      id: mediaFiles.id,
      filePath: mediaFiles.filePath,
      originalName: mediaFiles.originalName,
      mimeType: mediaFiles.mimeType,
      fileSize: mediaFiles.fileSize,
      createdAt: mediaFiles.createdAt,
    })
    .from(mediaFiles)
    .where(like(mediaFiles.mimeType, "image/%"))
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** A slug is unique within its language (ADR 0020). */
async function assertSlugFree(
  tx: Database,
  slug: string,
  locale: Locale,
  exceptId?: string,
): Promise<void> {
  const sameSlug = and(eq(websitePages.slug, slug), eq(websitePages.locale, locale));
  const [taken] = await tx
    .select({ id: websitePages.id })
    .from(websitePages)
    .where(exceptId ? and(sameSlug, ne(websitePages.id, exceptId)) : sameSlug)
    .limit(1);
  if (taken) throw new RuleError("conflict", PAGE_TEXTS.slugTaken, { field: "slug" });
}

/** Turns a unique-index race (two saves of one slug at once) into the same clear refusal. */
async function slugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new RuleError("conflict", PAGE_TEXTS.slugTaken, { field: "slug" });
    throw error;
  }
}

/**
 * The body a save stores (ADR 0023): the posted sections checked, their rich text sanitized;
 * none (undefined or null) leaves the stored body as it is, so a save never takes a page's
 * body away. A blog post's body is its content, never sections.
 */
function storedSections(input: PageInput): PageBody | undefined {
  if (input.sections === undefined || input.sections === null) return undefined;
  if (input.kind === "post") throw new RuleError("invalid", PAGE_TEXTS.postHasNoSections);
  const body = storablePageBody(input.sections);
  if (!body.ok) throw sectionsRefused(body.issues);
  return body.body;
}

/** A save's fields, its content sanitized (once per save: the row it returns keeps it). */
function storedFields(input: PageInput) {
  const content = allowListedRichText(input.content);
  if (content === null)
    throw new RuleError("invalid", PAGE_TEXTS.contentTooDeep, { field: "content" });
  // Sanitizing closes what was left open, so HTML within the limit can come out over it.
  if (content.length > PAGE_LIMITS.content)
    throw new RuleError("invalid", PAGE_TEXTS.contentTooLong, { field: "content" });
  const sections = storedSections(input);
  return {
    slug: input.slug,
    title: input.title,
    content,
    metaTitle: input.metaTitle || input.title,
    metaDescription: input.metaDescription,
    isPublished: input.isPublished,
    ...(input.featuredImage === undefined ? {} : { featuredImage: input.featuredImage }),
    ...(input.tags === undefined ? {} : { tags: input.tags }),
    ...(sections === undefined ? {} : { sections }),
  };
}

type StoredFields = ReturnType<typeof storedFields>;

/** The sections live on a page's English row (ADR 0023); its other languages' rows hold none. */
function assertSectionsOnEnglish(locale: Locale, fields: StoredFields): void {
  if (locale !== "en" && fields.sections) {
    throw new RuleError("invalid", PAGE_TEXTS.sectionsOnEnglish);
  }
}

function checkKind(input: PageInput): void {
  const slugIsPost = input.slug.startsWith(BLOG_SLUG_PREFIX);
  if (slugIsPost !== (input.kind === "post")) {
    throw new RuleError(
      "invalid",
      input.kind === "post"
        ? `A blog post's slug starts with ${BLOG_SLUG_PREFIX}`
        : `A page's slug can't start with ${BLOG_SLUG_PREFIX}`,
    );
  }
}

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
async function lockedLiveRow(tx: Database, id: string, kind: PageKind) {
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
async function writeLive(
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
 * Runs a due schedule of a page or post inside the runner's transaction: publishing makes the
 * waiting draft (else the stored fields) live and published; unpublishing takes the item off
 * the site and leaves a waiting draft as it is. Logged for whoever set the schedule.
 */
export async function publishOnSchedule(
  tx: Database,
  scheduledBy: string | null,
  id: string,
  action: ScheduleAction,
): Promise<void> {
  const [current] = await tx
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(eq(websitePages.id, id))
    .for("update", { of: websitePages });
  if (!current) return;
  const live = current.website_pages;
  // A built-in page stays published (Page Settings turns it off): an unpublish time set
  // before it was one does nothing.
  if (action === "unpublish" && isBuiltInRow(live)) return;
  const kind = pageKindOf(live.slug);
  const activity = `scheduled_${action}_${kind}` as const;
  if (action === "publish") {
    const next = current.page_drafts?.snapshot ?? snapshotOf(live);
    try {
      const fields = storedFields({ ...next, kind, isPublished: true });
      await checkPageRules(tx, fields, live, live.translationOf);
      const locale = live.locale as Locale;
      await writeLive(tx, scheduledBy, id, kind, locale, fields, "schedule", {}, activity);
      return;
    } catch (error) {
      // The draft's slug was taken meanwhile or now belongs to the app, or a stored body no
      // longer passes its checks: publish the stored version as it is rather than nothing (a
      // runner that threw would retry it forever).
      if (!ruleErrorOf(error)) throw error;
    }
  }
  await writePublishedState(tx, scheduledBy, live, action === "publish", "schedule", activity);
}

/**
 * Puts the live row on or off the site as it stands: a waiting draft stays as it is. The change
 * is a revision and an activity entry.
 */
async function writePublishedState(
  tx: Database,
  actorId: string | null,
  live: typeof websitePages.$inferSelect,
  isPublished: boolean,
  revision: RevisionAction,
  activity: ActivityAction,
  options: SaveOptions = {},
): Promise<void> {
  await tx
    .update(websitePages)
    .set({ isPublished, updatedAt: new Date() })
    .where(eq(websitePages.id, live.id));
  await recordRevision(tx, {
    pageId: live.id,
    snapshot: { ...snapshotOf(live), isPublished },
    action: revision,
    actorId,
    keep: options.keepRevisions,
  });
  await recordActivity(tx, {
    userId: actorId,
    action: activity,
    entity: ENTITY,
    entityId: live.id,
    details: { title: live.title, slug: live.slug, is_published: isPublished },
  });
}

/**
 * Publishes or unpublishes a page as it stands (Page Settings' "Enable page" of a content
 * page): a waiting draft stays waiting. Logged as publish_page or unpublish_page; a page
 * already in that state is left alone. Returns whether it changed.
 */
export async function setPagePublished(
  db: Database,
  actorId: string | null,
  id: string,
  isPublished: boolean,
  options: SaveOptions = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const live = await lockedLiveRow(tx, id, "page");
    if (!isPublished && isBuiltInRow(live)) {
      throw new RuleError("invalid", PAGE_TEXTS.builtInUnpublish, { field: "isPublished" });
    }
    if (live.isPublished === isPublished) return false;
    const [revision, activity] = isPublished
      ? (["publish", "publish_page"] as const)
      : (["draft", "unpublish_page"] as const);
    await writePublishedState(tx, actorId, live, isPublished, revision, activity, options);
    return true;
  });
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
