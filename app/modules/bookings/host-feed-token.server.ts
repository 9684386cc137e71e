import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookingHosts, users } from "#app/db/schema.ts";
import { isBookingToken, newBookingToken, tokenHash } from "./booking-tokens.server.ts";

// A host's private calendar feed: its address carries a secret token that calendar programs
// keep and poll. Only the token's hash is stored; making a new one revokes the old address.

/** A new feed token for the host, shown once; null when they are not a host. */
export async function renewFeedToken(db: Database, userId: string): Promise<string | null> {
  const { token, hash } = newBookingToken();
  const renewed = await db
    .update(bookingHosts)
    .set({ feedTokenHash: hash, updatedAt: sql`now()` })
    .where(eq(bookingHosts.userId, userId))
    .returning({ id: bookingHosts.userId });
  return renewed.length > 0 ? token : null;
}

/** Turns the host's feed off: its address answers nothing any more. */
export async function revokeFeedToken(db: Database, userId: string): Promise<void> {
  await db
    .update(bookingHosts)
    .set({ feedTokenHash: null, updatedAt: sql`now()` })
    .where(eq(bookingHosts.userId, userId));
}

/** The host whose feed `token` opens, while their account is active; null otherwise. */
export async function hostOfFeedToken(db: Database, token: unknown): Promise<string | null> {
  if (!isBookingToken(token)) return null;
  const [host] = await db
    .select({ id: bookingHosts.userId })
    .from(bookingHosts)
    .innerJoin(users, eq(users.id, bookingHosts.userId))
    .where(and(eq(bookingHosts.feedTokenHash, tokenHash(token)), eq(users.status, "active")));
  return host?.id ?? null;
}
