import { eq, isNotNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, notificationOutbox } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, demoRequest, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { queueBookingMessages } from "./booking-messages.server.ts";
import { cancelBooking } from "./cancel-booking.server.ts";
import { rescheduleBooking } from "./reschedule-booking.server.ts";

// What a booking's changes queue in the outbox, in their own transactions: the invitations,
// updates and cancellations, and the reminders a day and an hour before the meeting.

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "sana");
});
afterEach(() => database.close());

const HOUR = 60 * 60_000;

async function book(start: number) {
  const result = await bookDemo(database.db, demoRequest(start));
  if (result.repeated) throw new Error("not a repeat");
  return result;
}

/** The booking's queued e-mails: kind, version and when each is due, in that order. */
async function queued(bookingId: string) {
  const rows = await database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.bookingId, bookingId));
  return rows
    .map((row) => [row.kind, row.sequence, row.nextAttemptAt.toISOString()] as const)
    .sort((a, b) => `${a[1]}${a[2]}${a[0]}`.localeCompare(`${b[1]}${b[2]}${b[0]}`));
}

const at = (instant: number) => new Date(instant).toISOString();

describe("a booking's queued e-mails", () => {
  it("queues both invitations at once and the two reminders at a day and an hour before", async () => {
    const start = karachi("11:00", "2026-03-04");
    const { booking } = await book(start);
    expect(await queued(booking.id)).toEqual([
      ["booking_host_invitation", 0, at(NOW)],
      ["booking_visitor_invitation", 0, at(NOW)],
      ["booking_reminder_day", 0, at(start - 24 * HOUR)],
      ["booking_reminder_hour", 0, at(start - HOUR)],
    ]);
    // None belongs to a lead: the lead's own e-mail is the team's.
    const rows = await database.db
      .select()
      .from(notificationOutbox)
      .where(isNotNull(notificationOutbox.bookingId));
    expect(rows.every((row) => row.leadId === null)).toBe(true);
  });

  it("skips a reminder whose time has passed when the meeting is booked", async () => {
    // Booked at 08:00 for 11:00 the same day: a day before is past, an hour before is not.
    const { booking } = await book(karachi("11:00"));
    expect((await queued(booking.id)).map(([kind]) => kind)).toEqual([
      "booking_host_invitation",
      "booking_visitor_invitation",
      "booking_reminder_hour",
    ]);
  });

  it("replaces the unsent e-mails of the old time when the meeting moves", async () => {
    const { booking, tokens } = await book(karachi("11:00", "2026-03-04"));
    // The invitations went out; the reminders wait.
    await database.db
      .update(notificationOutbox)
      .set({ sentAt: new Date(NOW) })
      .where(eq(notificationOutbox.kind, "booking_visitor_invitation"));
    await database.db
      .update(notificationOutbox)
      .set({ sentAt: new Date(NOW) })
      .where(eq(notificationOutbox.kind, "booking_host_invitation"));
    const start = karachi("15:00", "2026-03-05");
    await rescheduleBooking(database.db, { token: tokens.reschedule, start, now: NOW });
    expect(await queued(booking.id)).toEqual([
      ["booking_host_invitation", 0, at(NOW)],
      ["booking_visitor_invitation", 0, at(NOW)],
      ["booking_host_update", 1, at(NOW)],
      ["booking_visitor_update", 1, at(NOW)],
      ["booking_reminder_day", 1, at(start - 24 * HOUR)],
      ["booking_reminder_hour", 1, at(start - HOUR)],
    ]);
  });

  it("queues the cancellations and drops what was still to be sent", async () => {
    const { booking, tokens } = await book(karachi("11:00", "2026-03-04"));
    await cancelBooking(database.db, { token: tokens.cancel, now: NOW });
    // The invitations had not gone out: the cancellation says all there is to say.
    expect(await queued(booking.id)).toEqual([
      ["booking_host_cancellation", 1, at(NOW)],
      ["booking_visitor_cancellation", 1, at(NOW)],
    ]);
  });

  it("tells the former host of a reassigned meeting, and invites the new one", async () => {
    await addHost(database.db, "omar");
    const { booking } = await book(karachi("11:00", "2026-03-04"));
    await database.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(bookings)
        .set({ hostId: "omar", sequence: 1 })
        .where(eq(bookings.id, booking.id))
        .returning();
      await queueBookingMessages(tx, moved!, { reassignedFrom: "sana" }, NOW);
    });
    const rows = await database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.bookingId, booking.id));
    expect(rows.map((row) => [row.kind, row.sequence, row.recipientId]).sort()).toEqual([
      ["booking_host_cancellation", 1, "sana"],
      ["booking_host_invitation", 1, null],
      ["booking_reminder_day", 1, null],
      ["booking_reminder_hour", 1, null],
      ["booking_visitor_update", 1, null],
    ]);
  });

  it("queues each e-mail of a version once, whoever queues it again", async () => {
    const { booking } = await book(karachi("11:00", "2026-03-04"));
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    await database.db.transaction((tx) => queueBookingMessages(tx, stored!, "booked", NOW));
    expect(await queued(booking.id)).toHaveLength(4);
  });

  it("stores no e-mail when the change itself is refused", async () => {
    const { booking, tokens } = await book(karachi("11:00", "2026-03-04"));
    const before = await queued(booking.id);
    // A time the host does not offer (Sunday): refused, the transaction stores nothing.
    await expect(
      rescheduleBooking(database.db, {
        token: tokens.reschedule,
        start: karachi("11:00", "2026-03-08"),
        now: NOW,
      }),
    ).rejects.toThrow();
    expect(await queued(booking.id)).toEqual(before);
  });
});
