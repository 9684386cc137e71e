import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookingHosts, bookings, users } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { DEFAULT_MEETING_MINUTES, DEFAULT_WEEKLY_HOURS } from "./host-availability-definition.ts";
import { freeHostSlug } from "./host-slug.server.ts";

// Who takes demos: any active console user can, and an Admin or Moderator chooses who does
// (the console checks that). Turning someone on the first time makes their host row with a
// new host's settings (the first admin's, default-host.server.ts): Monday to Friday 10:00-17:00
// in the site's zone, 30 minutes; they adjust it on their availability screen.

export type RosterEntry = {
  id: string;
  name: string;
  email: string;
  active: boolean;
  /** They have a host row (they took demos once, or take them now). */
  host: boolean;
  takesDemos: boolean;
  /** Their booked meetings from now on: what Reassign would move. */
  upcomingMeetings: number;
};

export const NOT_ACTIVE = "Only an active console user can take demos.";

/** Every console user, with whether they take demos: the roster an Admin or Moderator edits. */
export async function listHostRoster(db: Database, now = Date.now()): Promise<RosterEntry[]> {
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      email: users.email,
      status: users.status,
      hostId: bookingHosts.userId,
      takesDemos: bookingHosts.takesDemos,
      upcoming: sql<number>`(SELECT count(*)::int FROM ${bookings} WHERE ${bookings.hostId} = ${users.id} AND ${bookings.status} = 'booked' AND ${bookings.startsAt} >= ${new Date(now).toISOString()}::timestamptz)`,
    })
    .from(users)
    .leftJoin(bookingHosts, eq(bookingHosts.userId, users.id))
    .orderBy(asc(sql`lower(coalesce(nullif(${users.name}, ''), ${users.email}))`), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    active: row.status === "active",
    host: row.hostId !== null,
    takesDemos: row.hostId !== null && row.takesDemos === true,
    upcomingMeetings: Number(row.upcoming),
  }));
}

/**
 * Turns taking demos on or off for `userId`. On: an active user only; their row is made with a
 * new host's settings the first time. Off: their booked meetings stay booked (Reassign moves
 * them). Refused: no such user, or turning on someone not active.
 */
export async function setTakesDemos(
  db: Database,
  {
    userId,
    takesDemos,
    siteTimeZone,
  }: { userId: string; takesDemos: boolean; siteTimeZone: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ name: users.name, email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new RuleError("not-found", "This console user no longer exists.");
    if (takesDemos && user.status !== "active") throw new RuleError("invalid", NOT_ACTIVE);
    const updated = await tx
      .update(bookingHosts)
      .set({ takesDemos, updatedAt: sql`now()` })
      .where(eq(bookingHosts.userId, userId))
      .returning({ id: bookingHosts.userId });
    if (updated.length > 0 || !takesDemos) return;
    await tx.insert(bookingHosts).values({
      userId,
      slug: await freeHostSlug(tx, user),
      timeZone: siteTimeZone,
      weeklyHours: DEFAULT_WEEKLY_HOURS,
      meetingMinutes: DEFAULT_MEETING_MINUTES,
    });
  });
}
