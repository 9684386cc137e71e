import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, leadEvents } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  addHost,
  demoRequest,
  karachi,
  NOW,
  numberOfEmail,
} from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { readBookingOfLink } from "./booking-of-link.server.ts";
import { cancelBooking } from "./cancel-booking.server.ts";
import { readOfferedTimes } from "./offered-times.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "sana");
});
afterEach(() => database.close());

async function book(start: number) {
  const result = await bookDemo(database.db, demoRequest(start));
  if (result.repeated) throw new Error("not a repeat");
  return result;
}

describe("cancelBooking", () => {
  it("cancels with the visitor's reason and frees the time at once", async () => {
    const { booking, tokens } = await book(karachi("10:00"));
    const cancelled = await cancelBooking(database.db, {
      token: tokens.cancel,
      reason: "  Travelling that day ",
      now: NOW,
    });
    expect(cancelled).toMatchObject({
      id: booking.id,
      status: "cancelled",
      cancelReason: "Travelling that day",
      uid: booking.uid,
      sequence: 1,
      lead: { name: "Sana Khan", email: "sana@example.pk" },
      host: { id: "sana", timeZone: "Asia/Karachi", place: { kind: "phone", details: "" } },
    });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: "cancelled", cancelledAt: new Date(NOW), sequence: 1 });
    const { times } = await readOfferedTimes(database.db, { now: NOW });
    expect(times[0]?.start).toBe(karachi("10:00"));
    const events = await database.db.select().from(leadEvents).orderBy(leadEvents.id);
    expect(events.at(-1)?.details).toMatchObject({
      action: "cancelled",
      reason: "Travelling that day",
    });
    // The time can be booked again: a cancelled booking holds nothing.
    await bookDemo(database.db, demoRequest(karachi("10:00"), {}, { email: "b@example.pk" }));
  });

  it("cancels without a reason", async () => {
    const { tokens } = await book(karachi("10:00"));
    expect(
      (await cancelBooking(database.db, { token: tokens.cancel, now: NOW })).cancelReason,
    ).toBeNull();
  });

  it("refuses a second cancel, a late one, the reschedule link and a long reason", async () => {
    const { booking, tokens } = await book(karachi("10:00"));
    await expect(
      cancelBooking(database.db, { token: tokens.cancel, now: karachi("10:00") }),
    ).rejects.toMatchObject({ code: "expired", reason: "link_expired" });
    await expect(
      cancelBooking(database.db, { token: tokens.reschedule, now: NOW }),
    ).rejects.toMatchObject({ code: "not-found", reason: "link_unknown" });
    await expect(
      cancelBooking(database.db, { token: "not a token", now: NOW }),
    ).rejects.toMatchObject({ reason: "link_unknown" });
    await expect(
      cancelBooking(database.db, { token: tokens.cancel, reason: "x".repeat(501), now: NOW }),
    ).rejects.toMatchObject({ code: "invalid", reason: "reason_too_long", field: "reason" });
    await cancelBooking(database.db, { token: tokens.cancel, now: NOW });
    await expect(
      cancelBooking(database.db, { token: tokens.cancel, now: NOW }),
    ).rejects.toMatchObject({ code: "expired", reason: "booking_cancelled" });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.sequence).toBe(1);
  });

  it("opens a booking by either of its links, for its page", async () => {
    const { booking, tokens } = await book(karachi("10:00"));
    for (const [token, purpose] of [
      [tokens.reschedule, "reschedule"],
      [tokens.cancel, "cancel"],
    ] as const) {
      expect(await readBookingOfLink(database.db, token, purpose)).toMatchObject({
        id: booking.id,
        status: "booked",
        timeZone: "Asia/Karachi",
        locale: "en",
        lead: { whatsappNumber: numberOfEmail("sana@example.pk") },
        host: { name: "sana", email: "sana@example.pk" },
      });
    }
  });
});
