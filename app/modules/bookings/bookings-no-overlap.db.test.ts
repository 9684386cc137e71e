import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, leads } from "#app/db/schema.ts";
import { EXCLUSION_VIOLATION, hasSqlState } from "#app/db/sql-state.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, karachi } from "../../../tests/helpers/booking-hosts.ts";

// The database's own guard against double booking (drizzle/0036, ADR 0043): whatever writes
// the rows, two live bookings of one host never hold overlapping time.

let database: TestDatabase;
let leadId: string;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "ayesha");
  await addHost(database.db, "bilal");
  const [lead] = await database.db
    .insert(leads)
    .values({ name: "L", email: "l@example.pk", source: "demo_booking" })
    .returning({ id: leads.id });
  leadId = lead!.id;
});
afterEach(() => database.close());

let serial = 0;
/** A booking of `host` from `start` to `end` (Karachi clock), holding `held` around it. */
function insert(
  host: string,
  start: string,
  end: string,
  { held = [start, end], status = "booked" }: { held?: [string, string]; status?: string } = {},
) {
  serial += 1;
  return database.db
    .insert(bookings)
    .values({
      hostId: host,
      leadId,
      startsAt: new Date(karachi(start)),
      endsAt: new Date(karachi(end)),
      heldFrom: new Date(karachi(held[0])),
      heldUntil: new Date(karachi(held[1])),
      status,
      timeZone: "Asia/Karachi",
      uid: `${serial}@dmflow.test`,
      rescheduleTokenHash: `r${serial}`,
      cancelTokenHash: `c${serial}`,
    })
    .returning({ id: bookings.id });
}

async function refusedAsOverlap(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(hasSqlState(error, EXCLUSION_VIOLATION)).toBe(true);
}

describe("no two live bookings of one host hold the same time", () => {
  it("refuses an overlap, allows back to back and another host", async () => {
    await insert("ayesha", "10:00", "10:30");
    await refusedAsOverlap(insert("ayesha", "10:15", "10:45"));
    await refusedAsOverlap(insert("ayesha", "09:45", "10:15"));
    await insert("ayesha", "10:30", "11:00");
    await insert("ayesha", "09:30", "10:00");
    await insert("bilal", "10:00", "10:30");
  });

  it("counts the buffers a booking holds", async () => {
    await insert("ayesha", "10:00", "10:30", { held: ["10:00", "10:45"] });
    await refusedAsOverlap(insert("ayesha", "10:30", "11:00"));
    await refusedAsOverlap(insert("ayesha", "11:00", "11:30", { held: ["10:40", "11:30"] }));
    await insert("ayesha", "10:45", "11:15");
  });

  it("lets cancelled, done and missed meetings hold nothing", async () => {
    const [cancelled] = await insert("ayesha", "10:00", "10:30", { status: "cancelled" });
    await insert("ayesha", "10:00", "10:30", { status: "done" });
    await insert("ayesha", "10:00", "10:30", { status: "no_show" });
    await insert("ayesha", "10:00", "10:30");
    // Booked again, the cancelled one would overlap.
    await refusedAsOverlap(
      database.db.update(bookings).set({ status: "booked" }).where(eq(bookings.id, cancelled!.id)),
    );
  });

  it("refuses times that are not a meeting inside the time it holds", async () => {
    await expect(insert("ayesha", "10:00", "10:00")).rejects.toThrow();
    await expect(
      insert("ayesha", "10:00", "10:30", { held: ["10:05", "10:30"] }),
    ).rejects.toThrow();
    await expect(insert("ayesha", "10:00", "10:30", { status: "pending" })).rejects.toThrow();
  });
});
