import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, leadEvents } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, demoRequest, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { readBookingOfLink } from "./booking-of-link.server.ts";
import { cancelBooking } from "./cancel-booking.server.ts";
import { readOfferedTimes } from "./offered-times.server.ts";
import { rescheduleBooking } from "./reschedule-booking.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

async function book(start: number, email = "sana@example.pk") {
  const result = await bookDemo(database.db, demoRequest(start, {}, { email }));
  if (result.repeated) throw new Error("not a repeat");
  return result;
}

const storedBooking = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe("rescheduleBooking", () => {
  it("moves the meeting, keeping its invitation's UID and raising its SEQUENCE", async () => {
    await addHost(database.db, "sana", { bufferAfterMinutes: 15 });
    const { booking, tokens } = await book(karachi("10:00"));
    const moved = await rescheduleBooking(database.db, {
      token: tokens.reschedule,
      start: karachi("14:00"),
      now: NOW,
    });
    expect(moved).toMatchObject({
      id: booking.id,
      uid: booking.uid,
      sequence: 1,
      startsAt: new Date(karachi("14:00")),
      endsAt: new Date(karachi("14:30")),
      previousStartsAt: new Date(karachi("10:00")),
    });
    expect(await storedBooking(booking.id)).toMatchObject({
      startsAt: new Date(karachi("14:00")),
      heldUntil: new Date(karachi("14:45")),
      sequence: 1,
      status: "booked",
    });
    const { times } = await readOfferedTimes(database.db, { now: NOW });
    const starts = times.map((time) => time.start);
    expect(starts).toContain(karachi("10:00"));
    expect(starts).not.toContain(karachi("14:00"));
    const events = await database.db.select().from(leadEvents).orderBy(leadEvents.id);
    expect(events.at(-1)?.details).toEqual({
      action: "rescheduled",
      booking_id: booking.id,
      starts_at: new Date(karachi("14:00")).toISOString(),
      previous_starts_at: new Date(karachi("10:00")).toISOString(),
    });
    // The links still open the booking, now at its new time.
    expect((await readBookingOfLink(database.db, tokens.cancel, "cancel")).startsAt).toEqual(
      new Date(karachi("14:00")),
    );
  });

  it("moves a meeting into time its own buffers held", async () => {
    await addHost(database.db, "sana", { bufferAfterMinutes: 30 });
    const { tokens } = await book(karachi("10:00"));
    const moved = await rescheduleBooking(database.db, {
      token: tokens.reschedule,
      start: karachi("10:30"),
      now: NOW,
    });
    expect(moved.startsAt).toEqual(new Date(karachi("10:30")));
  });

  describe("refuses, changing nothing", () => {
    type Case = {
      attempt: (tokens: { reschedule: string; cancel: string }) => Promise<unknown>;
      refusal: Record<string, unknown>;
    };
    const to =
      (start: number, now = NOW) =>
      (tokens: { reschedule: string }) =>
        rescheduleBooking(database.db, { token: tokens.reschedule, start, now });
    const cases: Record<string, Case> = {
      "a time another visitor has": {
        attempt: async (tokens) => {
          await book(karachi("12:00"), "other@example.pk");
          return to(karachi("12:00"))(tokens);
        },
        refusal: { code: "conflict", reason: "time_taken" },
      },
      "a time never offered": {
        attempt: to(karachi("12:10")),
        refusal: { code: "invalid", reason: "time_not_offered" },
      },
      "a link that is not one": {
        attempt: () =>
          rescheduleBooking(database.db, {
            token: "x".repeat(43),
            start: karachi("12:00"),
            now: NOW,
          }),
        refusal: { code: "not-found", reason: "link_unknown" },
      },
      "the cancel link": {
        attempt: (tokens) =>
          rescheduleBooking(database.db, {
            token: tokens.cancel,
            start: karachi("12:00"),
            now: NOW,
          }),
        refusal: { code: "not-found", reason: "link_unknown" },
      },
      "a cancelled meeting": {
        attempt: async (tokens) => {
          await cancelBooking(database.db, { token: tokens.cancel, now: NOW });
          return to(karachi("12:00"))(tokens);
        },
        refusal: { code: "expired", reason: "booking_cancelled" },
      },
      "a meeting that has started": {
        attempt: to(karachi("12:00", "2026-03-03"), karachi("10:00")),
        refusal: { code: "expired", reason: "link_expired" },
      },
      "a host who stopped taking demos": {
        attempt: async (tokens) => {
          await database.db.execute(sql`UPDATE booking_hosts SET takes_demos = false`);
          return to(karachi("12:00"))(tokens);
        },
        refusal: { code: "not-found", reason: "host_unavailable" },
      },
    };
    for (const [name, { attempt, refusal }] of Object.entries(cases)) {
      it(name, async () => {
        await addHost(database.db, "sana");
        const { booking, tokens } = await book(karachi("10:00"));
        const before = await storedBooking(booking.id);
        await expect(attempt(tokens)).rejects.toMatchObject(refusal);
        const after = await storedBooking(booking.id);
        expect([after.startsAt, after.heldFrom, after.heldUntil]).toEqual([
          before.startsAt,
          before.heldFrom,
          before.heldUntil,
        ]);
        expect(after.sequence).toBe(name === "a cancelled meeting" ? 1 : 0);
      });
    }
  });
});
