import { asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookingDateOverrides, bookingHosts } from "#app/db/schema.ts";
import { hostAvailabilityDefinition } from "./host-availability-definition.ts";

// A host's availability as their form shows it (host-availability-definition.ts), with what
// the screen says beside it: whether their calendar feed is on.

export type HostAvailabilityForm = {
  values: ReturnType<typeof hostAvailabilityDefinition.formValues>;
  takesDemos: boolean;
  /** They have a calendar feed address (its token is shown once, when made). */
  feedOn: boolean;
};

/** `userId`'s availability form, or null when they have never been a host. */
export async function readHostAvailability(
  db: Database,
  userId: string,
): Promise<HostAvailabilityForm | null> {
  const [row] = await db.select().from(bookingHosts).where(eq(bookingHosts.userId, userId));
  if (!row) return null;
  const overrides = await db
    .select({ date: bookingDateOverrides.date, ranges: bookingDateOverrides.ranges })
    .from(bookingDateOverrides)
    .where(eq(bookingDateOverrides.hostId, userId))
    .orderBy(asc(bookingDateOverrides.date));
  return {
    values: hostAvailabilityDefinition.formValues({ ...row, dateOverrides: overrides }),
    takesDemos: row.takesDemos,
    feedOn: row.feedTokenHash !== null,
  };
}
