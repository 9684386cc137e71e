import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import { DAY_MS } from "#app/lib/wall-clock.ts";

// The dashboard's demos: how many are booked ahead, and how many visitors booked lately.

/** The dashboard's period of demos booked: the last 30 days, as its lead counters count. */
export const DEMO_PERIOD_DAYS = 30;

export type DemoCounts = {
  /** Meetings booked from now on (not cancelled, done or missed). */
  upcoming: number;
  /** Bookings made in the last DEMO_PERIOD_DAYS, whatever became of them. */
  bookedInPeriod: number;
};

/** The demos of every host, or of `onlyHostId` alone (someone who works their own bookings). */
export async function countDemos(
  db: Database,
  { onlyHostId, now = Date.now() }: { onlyHostId: string | null; now?: number },
): Promise<DemoCounts> {
  const since = new Date(now - DEMO_PERIOD_DAYS * DAY_MS);
  const [row] = await db
    .select({
      upcoming:
        sql<number>`count(*) FILTER (WHERE ${bookings.status} = 'booked' AND ${bookings.startsAt} >= ${new Date(now).toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      bookedInPeriod:
        sql<number>`count(*) FILTER (WHERE ${bookings.createdAt} >= ${since.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(onlyHostId ? eq(bookings.hostId, onlyHostId) : undefined);
  return row ?? { upcoming: 0, bookedInPeriod: 0 };
}
