import { randomBytes } from "node:crypto";
import { eq, ne } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { analyticsSalts } from "#app/db/schema.ts";
import { siteDayOf } from "./page-view.ts";
import { type VisitorIdParts, visitorIdOf } from "./visitor-id.ts";

// Visitors without cookies (the Plausible design): a visitor is known for one day by a keyed
// hash of their address, User-Agent and the site. The key is a random salt per day in the
// site's time zone; at the first use on a new day (or the hourly rotation, whichever comes
// first) every other day's salt is deleted, so none outlives two days and yesterday's ids can
// no longer be recomputed from an address: they name nobody.

/**
 * Today's salt (the site's day at `now`), made when missing; every other day's is deleted.
 * Instances agree on one salt per day: the first insert wins, the others read it.
 */
export async function rotateSalt(db: Database, timeZone: string, now = new Date()) {
  const day = siteDayOf(now, timeZone);
  return db.transaction(async (tx) => {
    await tx.delete(analyticsSalts).where(ne(analyticsSalts.day, day));
    await tx
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32), createdAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`No analytics salt for ${day}`);
    return { day, salt: row.salt };
  });
}

export type VisitorIds = {
  /** The visitor's id for the site's day at `now`, and that day. */
  idOf(parts: VisitorIdParts, now?: Date): Promise<{ day: string; visitorId: number }>;
  /** The salt of the site's day at `now`, and that day (for the page views' thread). */
  saltAt(now: Date): Promise<{ day: string; salt: Uint8Array }>;
};

/** Visitor ids with the day's salt kept in memory: one database read per day per instance. */
export function createVisitorIds(db: Database, timeZone: string): VisitorIds {
  let current: Promise<{ day: string; salt: Uint8Array }> | null = null;
  // The salt once read, so the day's views hash without waiting on a promise.
  let known: { day: string; salt: Uint8Array } | null = null;
  async function saltAt(now: Date) {
    const day = siteDayOf(now, timeZone);
    if (known?.day === day) return known;
    if (!current || (await current.catch(() => null))?.day !== day) {
      current = rotateSalt(db, timeZone, now);
    }
    known = await current;
    return known;
  }
  return {
    async idOf(parts, now = new Date()) {
      const { day, salt } = known?.day === siteDayOf(now, timeZone) ? known : await saltAt(now);
      return { day, visitorId: visitorIdOf(salt, parts) };
    },
    saltAt,
  };
}
