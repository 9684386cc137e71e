import type { Database } from "#app/db/client.server.ts";
import { bookingHosts, users } from "#app/db/schema.ts";
import type { DemoBookingRequest } from "#app/modules/bookings/book-demo.server.ts";
import { DEFAULT_WEEKLY_HOURS } from "#app/modules/bookings/host-availability-definition.ts";

// Hosts and visitors for the bookings' database tests. Monday 2 March 2026, 08:00 in Karachi
// (UTC+5, no daylight saving): a host's default hours (10:00-17:00) start two hours later, just
// as their minimum notice allows.

export const NOW = Date.parse("2026-03-02T03:00:00Z");

/** The booking-link key of the tests' bookings. */
export const TEST_LINK_KEY = "test-booking-link-key";

/** That Monday's (or another day's) `HH:MM` in Karachi, as an instant. */
export function karachi(clock: string, date = "2026-03-02"): number {
  return Date.parse(`${date}T${clock}:00+05:00`);
}

/** A console user who takes demos: Monday to Friday 10:00-17:00 in Karachi, 30 minutes. */
export async function addHost(
  db: Database,
  id: string,
  host: Partial<typeof bookingHosts.$inferInsert> = {},
  user: Partial<typeof users.$inferInsert> = {},
): Promise<string> {
  await db
    .insert(users)
    .values({ id, email: `${id}@example.pk`, name: id, role: "user", ...user })
    .onConflictDoNothing();
  await db.insert(bookingHosts).values({
    userId: id,
    slug: id,
    timeZone: "Asia/Karachi",
    weeklyHours: DEFAULT_WEEKLY_HOURS,
    ...host,
  });
  return id;
}

/** A visitor's booking request for `start`, from Karachi, in English. */
/**
 * The WhatsApp number of the person with `email`: a number of their own, as a number already a
 * lead's joins that lead (docs/decisions/0047-one-lead-across-channels.md).
 */
export function numberOfEmail(email: string): string {
  let digits = 0;
  for (const char of email) digits = (digits * 31 + char.charCodeAt(0)) % 10_000_000;
  return `+92300${String(digits).padStart(7, "0")}`;
}

export function demoRequest(
  start: number,
  overrides: Partial<DemoBookingRequest> = {},
  lead: Partial<DemoBookingRequest["lead"]> = {},
): DemoBookingRequest {
  return {
    start,
    timeZone: "Asia/Karachi",
    locale: "en",
    lead: {
      name: "Sana Khan",
      email: "sana@example.pk",
      whatsappNumber: numberOfEmail(lead.email ?? "sana@example.pk"),
      businessType: "Restaurant",
      ...lead,
    },
    siteHost: "dmflow.test",
    linkKey: TEST_LINK_KEY,
    now: NOW,
    ...overrides,
  };
}
