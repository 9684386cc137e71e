import { and, asc, desc, eq, like } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { mediaFiles, pageDrafts, websitePages } from "#app/db/schema.ts";
import { withSchedulesAndTranslations } from "#app/modules/publishing/schedules.server.ts";
import type { MediaImage } from "./media-image.ts";
import { withPageAddresses } from "./page-addresses.ts";
import {
  type AdminListRow,
  englishSlugColumn,
  ofKind,
  toListRow,
  UUID,
} from "./page-rows.server.ts";
import type { PageKind } from "./page-slugs.ts";

// What the Content and Blog managers and the page editor list and open.

async function listOfKind(db: Database, kind: PageKind, onlyId?: string): Promise<AdminListRow[]> {
  const rows = await db
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(and(ofKind(kind), onlyId === undefined ? undefined : eq(websitePages.id, onlyId)))
    .orderBy(desc(websitePages.createdAt), asc(englishSlugColumn));
  return rows.map((row) => toListRow(row.website_pages, row.page_drafts));
}

/** Content pages (slug not under blog/), published or not, newest first, with their translated versions. */
export function listAdminPages(db: Database): Promise<AdminListRow[]> {
  return listOfKind(db, "page");
}

/** One page (not a post) with its draft and its versions in other languages, or null (ADR 0023's editor). */
export async function getAdminPage(db: Database, id: string): Promise<AdminListRow | null> {
  if (!UUID.test(id)) return null;
  const [page] = await listOfKind(db, "page", id);
  return page ?? null;
}

/** One blog post with its draft and its versions in other languages, or null (the page editor's post). */
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

/** One item as its manager lists it (what its editor dialog opens), or null. */
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
