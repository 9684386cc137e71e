import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, leadEvents } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, demoRequest, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { readBookingOfLink } from "./booking-of-link.server.ts";
import { NOT_YOUR_BOOKING } from "./staff-booking-access.server.ts";
import { cancelBookingByStaff, rescheduleBookingByStaff } from "./staff-booking-changes.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "sana");
  await addHost(database.db, "bilal");
});
afterEach(() => database.close());

const admin = { actorId: "sana", onlyHostId: null };

async function book(slug: string, start: number, email = "visitor@example.pk") {
  const result = await bookDemo(database.db, demoRequest(start, { host: { slug } }, { email }));
  if (result.repeated) throw new Error("not a repeat");
  return result;
}

const stored = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const lastEvent = async () =>
  (await database.db.select().from(leadEvents).orderBy(leadEvents.id)).at(-1);

describe("rescheduleBookingByStaff", () => {
  it("moves the meeting to a time its host offers, keeping the UID and the links", async () => {
    const { booking, tokens } = await book("sana", karachi("10:00"));
    const moved = await rescheduleBookingByStaff(database.db, {
      bookingId: booking.id,
      start: karachi("15:00"),
      scope: admin,
      now: NOW,
    });
    expect(moved).toMatchObject({ uid: booking.uid, sequence: 1 });
    expect(await stored(booking.id)).toMatchObject({
      startsAt: new Date(karachi("15:00")),
      status: "booked",
      sequence: 1,
    });
    expect(await lastEvent()).toMatchObject({
      actorId: "sana",
      details: { action: "rescheduled", booking_id: booking.id },
    });
    expect((await readBookingOfLink(database.db, tokens.cancel, "cancel")).startsAt).toEqual(
      new Date(karachi("15:00")),
    );
  });

  it("refuses a time the host does not offer, changing nothing", async () => {
    const { booking } = await book("sana", karachi("10:00"));
    await book("sana", karachi("11:00"), "other@example.pk");
    await expect(
      rescheduleBookingByStaff(database.db, {
        bookingId: booking.id,
        start: karachi("11:00"),
        scope: admin,
        now: NOW,
      }),
    ).rejects.toMatchObject({ code: "conflict", reason: "time_taken" });
    expect(await stored(booking.id)).toMatchObject({
      startsAt: new Date(karachi("10:00")),
      sequence: 0,
    });
  });

  it("refuses a host's colleague who works only their own bookings", async () => {
    const { booking } = await book("sana", karachi("10:00"));
    await expect(
      rescheduleBookingByStaff(database.db, {
        bookingId: booking.id,
        start: karachi("15:00"),
        scope: { actorId: "bilal", onlyHostId: "bilal" },
        now: NOW,
      }),
    ).rejects.toMatchObject({ code: "forbidden", message: NOT_YOUR_BOOKING });
  });
});

describe("cancelBookingByStaff", () => {
  it("cancels with the reason the visitor is told, freeing the time", async () => {
    const { booking } = await book("bilal", karachi("10:00"));
    await cancelBookingByStaff(database.db, {
      bookingId: booking.id,
      reason: "  Host is unwell  ",
      scope: { actorId: "bilal", onlyHostId: "bilal" },
      now: NOW,
    });
    expect(await stored(booking.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "Host is unwell",
      cancelledAt: new Date(NOW),
      sequence: 1,
    });
    expect(await lastEvent()).toMatchObject({
      actorId: "bilal",
      details: { action: "cancelled", reason: "Host is unwell" },
    });
    // The time is free again.
    await expect(book("bilal", karachi("10:00"), "next@example.pk")).resolves.toBeTruthy();
  });

  it("refuses a meeting already cancelled, begun, or not a booking", async () => {
    const { booking } = await book("sana", karachi("10:00"));
    const cancel = (bookingId: string, now = NOW) =>
      cancelBookingByStaff(database.db, { bookingId, scope: admin, now });
    await expect(cancel(booking.id, karachi("10:05"))).rejects.toMatchObject({
      reason: "link_expired",
    });
    await expect(cancel("not-an-id")).rejects.toMatchObject({ code: "not-found" });
    await cancel(booking.id);
    await expect(cancel(booking.id)).rejects.toMatchObject({ reason: "booking_cancelled" });
    expect((await stored(booking.id)).sequence).toBe(1);
  });
});
