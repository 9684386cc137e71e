import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { bookings, leads } from "#app/db/schema.ts";
import { isTimeZone } from "#app/lib/wall-clock.ts";
import { z } from "#app/lib/zod.ts";
import { ensureDefaultHost } from "#app/modules/bookings/default-host.server.ts";
import { readOfferedTimes } from "#app/modules/bookings/offered-times.server.ts";
import { FIELD_LIMITS, GET_STARTED_BUSINESS_TYPES } from "#app/modules/leads/lead-forms.ts";
import * as book from "#app/routes/site/book.tsx";
import { type AppHarness, createAppHarness } from "../helpers/app-harness.ts";
import { type Entry, FuzzTally, fuzzTarget } from "./fuzz-kit.ts";

// The booking form (/book) under random and hostile submissions, through the real action on a
// real database: never a server error, never a lead without its booking or a booking without
// its lead, never a booking at a past time or in a zone that does not exist.

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const tally = new FuzzTally();
let app: AppHarness;

beforeAll(async () => {
  app = await createAppHarness(
    { site: { book, "book/:host": book } },
    // The limits have their own tests; here they would only stop the submissions early.
    { LEAD_RATE_LIMIT: "1000000", LEAD_GLOBAL_RATE_LIMIT: "1000000" },
  );
  await ensureDefaultHost(app.db, "Asia/Karachi");
});
afterAll(async () => {
  console.info(tally.report(`Fuzz inputs, booking form (${RUNS}):`));
  await app.close();
});

const storedLead = z.object({
  source: z.literal("demo_booking"),
  name: z.string().min(1).max(FIELD_LIMITS.name),
  email: z.email().max(FIELD_LIMITS.email),
  whatsappNumber: z.string().regex(/^\+[1-9]\d{6,14}$/),
  businessType: z.enum(GET_STARTED_BUSINESS_TYPES),
});

async function invalidBookings(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db
    .select({ booking: bookings, lead: leads })
    .from(leads)
    .leftJoin(bookings, eq(bookings.leadId, leads.id));
  for (const { booking, lead } of rows) {
    const parsed = storedLead.safeParse(lead);
    if (!parsed.success) problems.push(`lead ${lead.id}: ${parsed.error.issues[0]?.message}`);
    if (!booking) {
      problems.push(`lead ${lead.id} without its booking`);
      continue;
    }
    if (!isTimeZone(booking.timeZone))
      problems.push(`booking ${booking.id}: zone ${booking.timeZone}`);
    if (booking.startsAt.getTime() <= booking.createdAt.getTime()) {
      problems.push(`booking ${booking.id}: starts before it was made`);
    }
    if ((booking.notes ?? "").length > 1000) problems.push(`booking ${booking.id}: notes too long`);
  }
  return problems;
}

const entries = (record: Record<string, string>): Entry[] => Object.entries(record);

describe("fuzzing the booking form", () => {
  it(
    "book (/book): no server error, no lead without its booking, no booking in the past or no zone",
    () =>
      fuzzTarget(
        app,
        tally,
        {
          name: "book",
          path: "/book",
          fields: [
            "start",
            "timeZone",
            "name",
            "email",
            "whatsappNumber",
            "businessType",
            "notes",
            "plan",
            "company_website",
          ],
          plausible: [
            "@start",
            "Asia/Karachi",
            "Europe/London",
            "America/New_York",
            "Mars/Olympus",
            "+05:00",
            "0",
            "-1",
            "9007199254740993",
            "1e12",
            ...GET_STARTED_BUSINESS_TYPES,
            "+923001234567",
          ],
          valid: fc
            .record({
              start: fc.constant("@start"),
              timeZone: fc.constantFrom("Asia/Karachi", "Europe/London", "America/Los_Angeles"),
              name: fc.constantFrom("Sara Ahmed", "Li Wei"),
              email: fc.constantFrom("sara@example.pk", "li@example.cn"),
              whatsappNumber: fc.constantFrom("+923001234567", "+971501234567"),
              businessType: fc.constantFrom(...GET_STARTED_BUSINESS_TYPES),
              notes: fc.constantFrom("", "Two shops in Lahore"),
            })
            .map(entries),
          tables: [leads, bookings],
          invalidRows: invalidBookings,
          async pools(db) {
            const { times } = await readOfferedTimes(db, { now: Date.now() });
            return { start: times.slice(0, 50).map((time) => String(time.start)) };
          },
        },
        RUNS,
      ),
    180_000,
  );
});
