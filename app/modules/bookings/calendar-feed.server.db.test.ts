import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings } from "#app/db/schema.ts";
import { DAY_MS } from "#app/lib/wall-clock.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  addHost,
  demoRequest,
  karachi,
  NOW,
  numberOfEmail,
} from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { readCalendarFeed } from "./calendar-feed.server.ts";
import { calendarFeed } from "./calendar-feed.ts";
import { cancelBooking } from "./cancel-booking.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "sana", { placeKind: "phone", placeDetails: "" });
  await addHost(database.db, "omar");
});
afterEach(() => database.close());

async function book(start: number, host: string, email: string) {
  const result = await bookDemo(
    database.db,
    demoRequest(start, { host: { slug: host } }, { email, name: `Lead ${email}` }),
  );
  if (result.repeated) throw new Error("not a repeat");
  return result;
}

describe("readCalendarFeed", () => {
  it("lists the host's own meetings, a cancelled one as cancelled, with the lead's number as place", async () => {
    const kept = await book(karachi("10:00"), "sana", "a@example.pk");
    const cancelled = await book(karachi("11:00"), "sana", "b@example.pk");
    await book(karachi("10:00"), "omar", "c@example.pk");
    await cancelBooking(database.db, { token: cancelled.tokens.cancel, reason: "Ill", now: NOW });

    const feed = await readCalendarFeed(database.db, "sana", NOW);
    expect(feed.meetings.map((meeting) => [meeting.uid, meeting.status, meeting.sequence])).toEqual(
      [
        [kept.booking.uid, "booked", 0],
        [cancelled.booking.uid, "cancelled", 1],
      ],
    );
    expect(feed.meetings[0]).toMatchObject({
      start: karachi("10:00"),
      lead: { name: "Lead a@example.pk", email: "a@example.pk" },
      // The host calls the visitor: the place is the visitor's WhatsApp number.
      place: { kind: "phone", number: numberOfEmail("a@example.pk") },
    });
    expect(feed.meetings[1]?.cancelReason).toBe("Ill");

    const calendar = new ICAL.Component(ICAL.parse(calendarFeed(feed)));
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.map((event) => event.getFirstPropertyValue("status"))).toEqual([
      "CONFIRMED",
      "CANCELLED",
    ]);
  });

  it("reaches 30 days back, and drops a cancellation 30 days after it was made", async () => {
    const recent = await book(karachi("10:00"), "sana", "a@example.pk");
    const cancelled = await book(karachi("11:00"), "sana", "b@example.pk");
    await cancelBooking(database.db, { token: cancelled.tokens.cancel, now: NOW });

    const in29Days = await readCalendarFeed(database.db, "sana", NOW + 29 * DAY_MS);
    expect(in29Days.meetings.map((meeting) => meeting.uid)).toEqual([
      recent.booking.uid,
      cancelled.booking.uid,
    ]);
    await database.db
      .update(bookings)
      .set({ cancelledAt: new Date(NOW - 2 * DAY_MS) })
      .where(eq(bookings.id, cancelled.booking.id));
    const later = await readCalendarFeed(database.db, "sana", NOW + 29 * DAY_MS);
    expect(later.meetings.map((meeting) => meeting.uid)).toEqual([recent.booking.uid]);
    expect((await readCalendarFeed(database.db, "sana", NOW + 31 * DAY_MS)).meetings).toEqual([]);
  });
});
