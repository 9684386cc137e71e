import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, leadEvents } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, demoRequest, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { REASSIGN_REFUSALS, reassignHostBookings } from "./reassign-host-bookings.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "sana");
  await addHost(database.db, "bilal");
});
afterEach(() => database.close());

async function book(slug: string, start: number, email: string) {
  const result = await bookDemo(database.db, demoRequest(start, { host: { slug } }, { email }));
  if (result.repeated) throw new Error("not a repeat");
  return result.booking.id;
}

const hostsOf = async () =>
  Object.fromEntries(
    (await database.db.select().from(bookings)).map((row) => [
      row.startsAt.toISOString(),
      [row.hostId, row.sequence],
    ]),
  );

const reassign = (fromHostId: string, toHostId: string) =>
  reassignHostBookings(database.db, {
    from: { hostId: fromHostId },
    toHostId,
    actorId: "sana",
    timeZone: "Asia/Karachi",
    now: NOW,
  });

describe("reassignHostBookings", () => {
  it("moves a host's upcoming meetings to another, keeping their times", async () => {
    await book("sana", karachi("10:00"), "a@example.pk");
    await book("sana", karachi("14:00"), "b@example.pk");
    await database.db.execute(
      sql`UPDATE booking_hosts SET takes_demos = false WHERE user_id = 'sana'`,
    );
    expect(await reassign("sana", "bilal")).toBe(2);
    expect(await hostsOf()).toEqual({
      [new Date(karachi("10:00")).toISOString()]: ["bilal", 1],
      [new Date(karachi("14:00")).toISOString()]: ["bilal", 1],
    });
    const events = await database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.kind, "booking"))
      .orderBy(leadEvents.id);
    expect(events.at(-1)).toMatchObject({
      actorId: "sana",
      details: { action: "reassigned", host: "bilal" },
    });
  });

  it("moves one meeting alone, one whose host's account went among them", async () => {
    const orphan = await book("sana", karachi("10:00"), "a@example.pk");
    await book("sana", karachi("14:00"), "b@example.pk");
    await database.db.update(bookings).set({ hostId: null }).where(eq(bookings.id, orphan));
    const moveOrphan = (toHostId: string) =>
      reassignHostBookings(database.db, {
        from: { bookingId: orphan },
        toHostId,
        actorId: "sana",
        timeZone: "Asia/Karachi",
        now: NOW,
      });
    expect(await moveOrphan("bilal")).toBe(1);
    expect(await hostsOf()).toEqual({
      [new Date(karachi("10:00")).toISOString()]: ["bilal", 1],
      [new Date(karachi("14:00")).toISOString()]: ["sana", 0],
    });
    await expect(moveOrphan("bilal")).rejects.toMatchObject({
      message: REASSIGN_REFUSALS.sameHost,
    });
  });

  it("refuses, moving nothing, when the other host has a meeting at one of the times", async () => {
    await book("sana", karachi("10:00"), "a@example.pk");
    await book("sana", karachi("14:00"), "b@example.pk");
    await book("bilal", karachi("14:00"), "c@example.pk");
    const before = await hostsOf();
    await expect(reassign("sana", "bilal")).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/^bilal is not free at .*02:00 PM\. Nothing was moved\.$/),
    });
    expect(await hostsOf()).toEqual(before);
  });

  it("refuses, moving nothing, a busy time of the other host's own calendar", async () => {
    await book("sana", karachi("10:00"), "a@example.pk");
    await database.db.execute(
      sql`UPDATE booking_hosts SET calendar_busy = ${JSON.stringify([
        { start: karachi("09:45"), end: karachi("10:15") },
      ])}::jsonb WHERE user_id = 'bilal'`,
    );
    await expect(reassign("sana", "bilal")).rejects.toMatchObject({ code: "conflict" });
  });

  it("refuses a host who does not take demos, the same host, or nothing to move", async () => {
    await expect(reassign("sana", "bilal")).rejects.toMatchObject({
      message: REASSIGN_REFUSALS.nothing,
    });
    await book("sana", karachi("10:00"), "a@example.pk");
    await expect(reassign("sana", "sana")).rejects.toMatchObject({
      message: REASSIGN_REFUSALS.sameHost,
    });
    await database.db.execute(
      sql`UPDATE booking_hosts SET takes_demos = false WHERE user_id = 'bilal'`,
    );
    await expect(reassign("sana", "bilal")).rejects.toMatchObject({
      message: REASSIGN_REFUSALS.notTaking,
    });
  });
});
