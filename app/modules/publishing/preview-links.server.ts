import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { previewLinks, users, websitePages } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { englishText } from "#app/modules/i18n/translated-content.ts";
import type { PreviewLinkRow } from "./preview.ts";

// Previews of a page's or post's unpublished version (docs/product.md#publishing): an admin opens one by the
// page's id; anyone else needs a share link. A link's token is 256 random bits handed out once;
// only its SHA-256 is stored, so the table cannot be turned back into working links, and a link
// works until it expires or is revoked (both checked on every request).

/** How long a share link works when nothing else is said. */
export const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The links the console lists per item, newest first. */
const LISTED_LINKS = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isPageId(value: string): boolean {
  return UUID.test(value);
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function pageTitle(db: Database, pageId: string): Promise<string | null> {
  if (!UUID.test(pageId)) return null;
  const [page] = await db
    .select({ title: websitePages.title })
    .from(websitePages)
    .where(eq(websitePages.id, pageId));
  return page ? englishText(page.title) : null;
}

/**
 * Creates a share link to a page's or post's preview, valid for `days`; returns the token
 * (shown once, in the link) or null when the item is gone. Logged as create_preview_link.
 */
export async function createPreviewLink(
  db: Database,
  actorId: string | null,
  pageId: string,
  { now = new Date(), days = PREVIEW_LINK_DAYS }: { now?: Date; days?: number } = {},
): Promise<{ token: string; expiresAt: string } | null> {
  return db.transaction(async (tx) => {
    const title = await pageTitle(tx, pageId);
    if (title === null) return null;
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + days * DAY_MS);
    const [link] = await tx
      .insert(previewLinks)
      .values({ pageId, tokenHash: hashToken(token), expiresAt, createdBy: actorId })
      .returning({ id: previewLinks.id });
    await recordActivity(tx, {
      userId: actorId,
      action: "create_preview_link",
      entity: "website_pages",
      entityId: pageId,
      details: { title, link_id: link?.id, expires_at: expiresAt.toISOString() },
    });
    return { token, expiresAt: expiresAt.toISOString() };
  });
}

/** A page's share links, newest first, with who made them and whether they still work. */
export async function listPreviewLinks(
  db: Database,
  pageId: string,
  now = new Date(),
): Promise<PreviewLinkRow[]> {
  if (!UUID.test(pageId)) return [];
  const rows = await db
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
      createdByName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
    })
    .from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(eq(previewLinks.pageId, pageId))
    .orderBy(desc(previewLinks.id))
    .limit(LISTED_LINKS);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    createdByName: row.createdByName,
    state: row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "active",
  }));
}

/** Revokes one of a page's links at once; false when it is not one (or already revoked). */
export async function revokePreviewLink(
  db: Database,
  actorId: string | null,
  pageId: string,
  linkId: number,
): Promise<boolean> {
  if (!UUID.test(pageId) || !Number.isSafeInteger(linkId)) return false;
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(previewLinks)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(previewLinks.id, linkId),
          eq(previewLinks.pageId, pageId),
          isNull(previewLinks.revokedAt),
        ),
      )
      .returning({ id: previewLinks.id });
    if (!revoked) return false;
    await recordActivity(tx, {
      userId: actorId,
      action: "revoke_preview_link",
      entity: "website_pages",
      entityId: pageId,
      details: { title: await pageTitle(tx, pageId), link_id: linkId },
    });
    return true;
  });
}

/** The page a share link opens, with the link's expiry; null when unknown, expired or revoked. */
export async function resolvePreviewToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ pageId: string; expiresAt: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [link] = await db
    .select({ pageId: previewLinks.pageId, expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(
      and(
        eq(previewLinks.tokenHash, hashToken(token)),
        isNull(previewLinks.revokedAt),
        gt(previewLinks.expiresAt, now),
      ),
    );
  return link ? { pageId: link.pageId, expiresAt: link.expiresAt.toISOString() } : null;
}
