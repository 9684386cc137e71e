import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookingHosts, seedRuns, users } from "#app/db/schema.ts";
import { DEFAULT_MEETING_MINUTES, DEFAULT_WEEKLY_HOURS } from "./host-availability-definition.ts";
import { freeHostSlug } from "./host-slug.server.ts";

// Book a Demo works on a fresh install before anyone configures anything: the first
// active admin takes demos, Monday to Friday 10:00-17:00 in the site's time zone, 30 minutes
// each (the other settings take the table's defaults: 2 hours' notice, 30 days ahead, a call).

const DEFAULT_HOST_STEP = "default-demo-host";

/**
 * Makes the first active admin a host, once per database: a no-op until an admin exists (a
 * fresh install's first start seeds before the admin is made, so this runs again once they
 * are), and after it has run, even if that host is later removed or hosts were set up by hand.
 * True when it made the host.
 */
export async function ensureDefaultHost(db: Database, siteTimeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .select({ name: seedRuns.name })
      .from(seedRuns)
      .where(eq(seedRuns.name, DEFAULT_HOST_STEP));
    if (done) return false;
    const [admin] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.status, "active")))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(1);
    if (!admin) return false;
    // Instances starting together: the first to claim the step makes the host.
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEFAULT_HOST_STEP })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    const [anyHost] = await tx.select({ id: bookingHosts.userId }).from(bookingHosts).limit(1);
    if (anyHost) return false;
    await tx.insert(bookingHosts).values({
      userId: admin.id,
      slug: await freeHostSlug(tx, admin),
      timeZone: siteTimeZone,
      weeklyHours: DEFAULT_WEEKLY_HOURS,
      meetingMinutes: DEFAULT_MEETING_MINUTES,
    });
    return true;
  });
}
