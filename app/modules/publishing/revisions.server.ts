import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { RevisionAction } from "#app/db/enums.ts";
import {
  type PageSnapshot,
  pageDrafts,
  pageRevisions,
  users,
  websitePages,
} from "#app/db/schema.ts";
import { type ComparedField, diffSnapshots } from "./revision-diff.ts";
import type { RevisionHistory, RevisionSummary } from "./revision-history.ts";

// Revisions of pages and posts (docs/product.md#publishing): every save stores a full snapshot with who and when,
// in the save's own transaction, and the oldest beyond the kept number are pruned there too.

/** How many revisions each page keeps when REVISIONS_KEEP says nothing else. */
export const DEFAULT_REVISIONS_KEPT = 50;

/**
 * A stored row's fields as a snapshot (the same shape whether live, draft or revision): every
 * column but the row's identity and times.
 */
export function snapshotOf(row: typeof websitePages.$inferSelect): PageSnapshot {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...snapshot } = row;
  return snapshot;
}

/** Stores one revision and prunes the page's revisions to the newest `keep`. */
export async function recordRevision(
  tx: Database,
  revision: {
    pageId: string;
    snapshot: PageSnapshot;
    action: RevisionAction;
    actorId: string | null;
    keep?: number;
  },
): Promise<void> {
  const keep = Math.max(1, revision.keep ?? DEFAULT_REVISIONS_KEPT);
  await tx.insert(pageRevisions).values({
    pageId: revision.pageId,
    snapshot: revision.snapshot,
    action: revision.action,
    actorId: revision.actorId,
  });
  const [oldestKept] = await tx
    .select({ id: pageRevisions.id })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, revision.pageId))
    .orderBy(desc(pageRevisions.id))
    .offset(keep - 1)
    .limit(1);
  if (oldestKept) {
    await tx
      .delete(pageRevisions)
      .where(and(eq(pageRevisions.pageId, revision.pageId), lt(pageRevisions.id, oldestKept.id)));
  }
}

/** A page's revisions, newest first, without their bodies. */
export async function listRevisions(db: Database, pageId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      id: pageRevisions.id,
      action: pageRevisions.action,
      title: sql<string>`${pageRevisions.snapshot}->'title'->>'en'`,
      isPublished: sql<boolean>`(${pageRevisions.snapshot}->>'isPublished')::boolean`,
      actorName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      createdAt: pageRevisions.createdAt,
    })
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.actorId))
    .where(eq(pageRevisions.pageId, pageId))
    .orderBy(desc(pageRevisions.id));
  return rows.map((row) => ({
    ...row,
    action: row.action as RevisionAction,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One revision's snapshot, or null when it is not one of this page's (or was pruned). */
export async function getRevisionSnapshot(
  db: Database,
  pageId: string,
  revisionId: number,
): Promise<PageSnapshot | null> {
  const [row] = await db
    .select({ snapshot: pageRevisions.snapshot })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.id, revisionId)));
  return row?.snapshot ?? null;
}

/**
 * A page's revisions and, for the chosen one (else the newest but one), the diff from it to
 * the current version (the draft when one waits, else the live row) over `fields`, the page's
 * stored fields. Null when the page is gone.
 */
export async function revisionHistory(
  db: Database,
  pageId: string,
  revisionId: number | null,
  fields: readonly ComparedField[],
): Promise<RevisionHistory | null> {
  const [current] = await db
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(eq(websitePages.id, pageId));
  if (!current) return null;
  const revisions = await listRevisions(db, pageId);
  const comparedId = revisionId ?? revisions[1]?.id ?? revisions[0]?.id ?? null;
  const snapshot = comparedId === null ? null : await getRevisionSnapshot(db, pageId, comparedId);
  const now = current.page_drafts?.snapshot ?? snapshotOf(current.website_pages);
  return {
    revisions,
    compared:
      snapshot && comparedId !== null
        ? { id: comparedId, changes: diffSnapshots(snapshot, now, fields) }
        : null,
  };
}
