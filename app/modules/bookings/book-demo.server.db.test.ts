import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, leadEvents, leads, leadTouches, notificationOutbox } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  addHost,
  demoRequest,
  karachi,
  NOW,
  numberOfEmail,
  TEST_LINK_KEY,
} from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { bookingLinkTokens } from "./booking-tokens.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function stored() {
  const db = database.db;
  return {
    leads: await db.select().from(leads),
    bookings: await db.select().from(bookings),
    events: await db.select().from(leadEvents),
    outbox: await db.select().from(notificationOutbox),
  };
}

describe("bookDemo", () => {
  it("stores the lead and the booking together, and gives the links' secrets once", async () => {
    await addHost(database.db, "sana");
    const campaign = {
      utmSource: "facebook",
      utmMedium: null,
      utmCampaign: "eid",
      utmTerm: null,
      utmContent: null,
      referrer: "m.facebook.com",
      landingPage: "/",
    };
    const result = await bookDemo(
      database.db,
      demoRequest(
        karachi("10:00"),
        { campaign, locale: "ur", timeZone: "Europe/London", notes: "About WhatsApp orders" },
        { selectedPlan: "Premium" },
      ),
    );
    if (result.repeated) throw new Error("not a repeat");
    const { booking, tokens } = result;
    expect(booking).toMatchObject({
      host: { id: "sana", meetingMinutes: 30 },
      startsAt: new Date(karachi("10:00")),
      endsAt: new Date(karachi("10:30")),
      uid: `${booking.id}@dmflow.test`,
      sequence: 0,
    });

    const rows = await stored();
    expect(rows.leads).toEqual([
      expect.objectContaining({
        id: booking.leadId,
        source: "demo_booking",
        locale: "ur",
        selectedPlan: "Premium",
        whatsappE164: numberOfEmail("sana@example.pk").slice(1),
        utmCampaign: "eid",
        landingPage: "/",
      }),
    ]);
    expect(rows.bookings).toEqual([
      expect.objectContaining({
        hostId: "sana",
        status: "booked",
        timeZone: "Europe/London",
        locale: "ur",
        heldFrom: new Date(karachi("10:00")),
        heldUntil: new Date(karachi("10:30")),
        notes: "About WhatsApp orders",
        rescheduleTokenHash: sha256(tokens.reschedule),
        cancelTokenHash: sha256(tokens.cancel),
      }),
    ]);
    // Only the hashes are kept.
    expect(JSON.stringify(rows.bookings)).not.toContain(tokens.reschedule);
    expect(tokens.reschedule).not.toBe(tokens.cancel);
    // The outbox's e-mails derive the same links later from the booking's id.
    expect(tokens).toEqual(bookingLinkTokens(TEST_LINK_KEY, booking.id));
    // The lead's e-mail to the team, and the booking's: both invitations and, at 08:00 for a
    // 10:00 meeting, the reminder an hour before (the day's is past).
    expect(rows.outbox.map((row) => [row.kind, row.sequence]).sort()).toEqual([
      ["booking_host_invitation", 0],
      ["booking_reminder_hour", 0],
      ["booking_visitor_invitation", 0],
      ["lead_email", null],
    ]);
    expect(rows.events).toEqual([
      expect.objectContaining({
        kind: "booking",
        details: {
          action: "booked",
          booking_id: booking.id,
          starts_at: new Date(karachi("10:00")).toISOString(),
        },
      }),
    ]);
  });

  it("keeps the host's buffers around the meeting as the time it holds", async () => {
    await addHost(database.db, "sana", { bufferBeforeMinutes: 10, bufferAfterMinutes: 15 });
    await bookDemo(database.db, demoRequest(karachi("11:00")));
    const [booking] = await database.db.select().from(bookings);
    expect(booking).toMatchObject({
      heldFrom: new Date(karachi("10:50")),
      heldUntil: new Date(karachi("11:45")),
    });
  });

  it("gives a team's time to the free host with the fewest upcoming meetings", async () => {
    await addHost(database.db, "ayesha");
    await addHost(database.db, "bilal");
    const first = await bookDemo(database.db, demoRequest(karachi("10:00")));
    const second = await bookDemo(
      database.db,
      demoRequest(karachi("10:00"), {}, { email: "omar@example.pk" }),
    );
    const third = await bookDemo(
      database.db,
      demoRequest(karachi("11:00"), {}, { email: "zara@example.pk" }),
    );
    const hostOf = (result: Awaited<ReturnType<typeof bookDemo>>) =>
      result.repeated ? null : result.booking.host.id;
    // Equal at first: the lower id; then the other one, who has none; then equal again.
    expect([hostOf(first), hostOf(second), hostOf(third)]).toEqual(["ayesha", "bilal", "ayesha"]);
  });

  it("books the host of their own page, and only them", async () => {
    await addHost(database.db, "ayesha");
    await addHost(database.db, "bilal", { slug: "bilal-ahmed" });
    const result = await bookDemo(
      database.db,
      demoRequest(karachi("10:00"), { host: { slug: "bilal-ahmed" } }),
    );
    expect(result.repeated ? null : result.booking.host.id).toBe("bilal");
    await expect(
      bookDemo(database.db, demoRequest(karachi("10:00"), { host: { slug: "bilal-ahmed" } })),
    ).rejects.toMatchObject({ code: "conflict", reason: "time_taken" });
  });

  it("joins a second booking by the same person to their lead, telling the team (ADR 0047)", async () => {
    await addHost(database.db, "sana");
    const first = await bookDemo(database.db, demoRequest(karachi("10:00")));
    const second = await bookDemo(
      database.db,
      demoRequest(karachi("12:00"), {}, { email: " SANA@example.pk" }),
    );
    if (first.repeated || second.repeated) throw new Error("neither is a repeat");
    expect(second.booking.leadId).toBe(first.booking.leadId);
    const rows = await stored();
    expect(rows.leads).toHaveLength(1);
    expect(rows.bookings.map((booking) => booking.leadId)).toEqual([
      first.booking.leadId,
      first.booking.leadId,
    ]);
    const touches = await database.db.select().from(leadTouches).orderBy(leadTouches.id);
    expect(touches.map((touch) => touch.kind)).toEqual(["booking", "booking"]);
    // The lead's e-mail goes out again, about the returning person's touch.
    const mails = rows.outbox
      .filter((row) => row.kind === "lead_email")
      .sort((a, b) => a.id - b.id);
    expect(mails.map((row) => row.touchId)).toEqual([null, touches[1]!.id]);
  });

  it("answers a repeated submission with the booking it made, storing nothing more", async () => {
    await addHost(database.db, "sana");
    const submission = { submissionKey: "k".repeat(32), submissionHash: "h".repeat(64) };
    const first = await bookDemo(database.db, demoRequest(karachi("10:00"), {}, submission));
    const again = await bookDemo(database.db, demoRequest(karachi("10:00"), {}, submission));
    if (first.repeated) throw new Error("the first is no repeat");
    expect(again).toEqual({
      repeated: true,
      leadId: first.booking.leadId,
      bookingId: first.booking.id,
    });
    const rows = await stored();
    // The lead's e-mail, the two invitations and the hour's reminder, once.
    expect([rows.leads.length, rows.bookings.length, rows.outbox.length]).toEqual([1, 1, 4]);
  });

  it("holds the most meetings a day", async () => {
    await addHost(database.db, "sana", { mostPerDay: 1 });
    await bookDemo(database.db, demoRequest(karachi("10:00")));
    await expect(
      bookDemo(database.db, demoRequest(karachi("15:00"), {}, { email: "b@example.pk" })),
    ).rejects.toMatchObject({ code: "conflict", reason: "time_taken" });
    // The next day is free.
    await bookDemo(
      database.db,
      demoRequest(karachi("15:00", "2026-03-03"), {}, { email: "b@example.pk" }),
    );
  });

  describe("refuses, storing nothing", () => {
    type Case = {
      setup?: () => Promise<unknown>;
      attempt: () => Promise<unknown>;
      refusal: Record<string, unknown>;
    };
    const at =
      (start: number, overrides = {}) =>
      () =>
        bookDemo(database.db, demoRequest(start, overrides, { email: "visitor@example.pk" }));
    const cases: Record<string, Case> = {
      "a time just taken": {
        setup: () => bookDemo(database.db, demoRequest(karachi("10:00"))),
        attempt: at(karachi("10:00")),
        refusal: {
          code: "conflict",
          reason: "time_taken",
          message: "That time was just taken. Please choose another.",
        },
      },
      "a time never offered (a tampered form)": {
        attempt: at(karachi("10:07")),
        refusal: { code: "invalid", reason: "time_not_offered", field: "start" },
      },
      "a time outside the hours (a Sunday)": {
        attempt: at(karachi("10:00", "2026-03-08")),
        refusal: { code: "invalid", reason: "time_not_offered" },
      },
      "a time past the days ahead": {
        attempt: at(karachi("10:00", "2026-04-06")),
        refusal: { code: "invalid", reason: "time_not_offered" },
      },
      "a past time": {
        attempt: at(karachi("10:00", "2026-02-27")),
        refusal: {
          code: "invalid",
          reason: "time_past",
          message: "That time has passed. Please choose another.",
        },
      },
      "a time within the minimum notice": {
        attempt: at(karachi("10:00"), { now: NOW + 30 * 60_000 }),
        refusal: { code: "invalid", reason: "time_too_soon" },
      },
      "a time that is no number": {
        attempt: at(Number.NaN),
        refusal: { code: "invalid", reason: "impossible_time" },
      },
      "a zone that does not exist": {
        attempt: at(karachi("10:00"), { timeZone: "Asia/Lahore" }),
        refusal: { code: "invalid", reason: "unknown_zone", field: "timeZone" },
      },
      "a host who no longer takes demos": {
        setup: () => database.db.execute(sql`UPDATE booking_hosts SET takes_demos = false`),
        attempt: at(karachi("10:00"), { host: { slug: "sana" } }),
        refusal: { code: "not-found", reason: "host_unavailable" },
      },
      "a host whose account was deactivated": {
        setup: () => database.db.execute(sql`UPDATE users SET status = 'inactive'`),
        attempt: at(karachi("10:00"), { host: { slug: "sana" } }),
        refusal: { code: "not-found", reason: "host_unavailable" },
      },
      "a host page that does not exist": {
        attempt: at(karachi("10:00"), { host: { slug: "nobody" } }),
        refusal: { code: "not-found", reason: "host_not_found" },
      },
      "any host when no one takes demos": {
        setup: () => database.db.execute(sql`UPDATE booking_hosts SET takes_demos = false`),
        attempt: at(karachi("10:00")),
        refusal: { code: "unavailable", reason: "no_hosts" },
      },
    };
    for (const [name, { setup, attempt, refusal }] of Object.entries(cases)) {
      it(name, async () => {
        await addHost(database.db, "sana");
        await setup?.();
        const before = await stored();
        await expect(attempt()).rejects.toMatchObject(refusal);
        expect(await stored()).toEqual(before);
      });
    }
  });

  it("leaves no lead behind when the database refuses the overlap the check did not see", async () => {
    await addHost(database.db, "sana");
    const [lead] = await database.db
      .insert(leads)
      .values({ name: "Old", email: "old@example.pk", source: "test" })
      .returning({ id: leads.id });
    // A hold begun three days ago that runs into Monday: older than the meetings the check
    // reads (no real meeting lasts a day), so only the exclusion constraint sees it.
    await database.db.insert(bookings).values({
      hostId: "sana",
      leadId: lead!.id,
      startsAt: new Date(NOW - 3 * 86_400_000),
      endsAt: new Date(NOW - 3 * 86_400_000 + 30 * 60_000),
      heldFrom: new Date(NOW - 3 * 86_400_000),
      heldUntil: new Date(karachi("12:00")),
      timeZone: "Asia/Karachi",
      uid: "hold@dmflow.test",
      rescheduleTokenHash: "r",
      cancelTokenHash: "c",
    });
    await expect(bookDemo(database.db, demoRequest(karachi("10:00")))).rejects.toMatchObject({
      code: "conflict",
      reason: "time_taken",
    });
    const rows = await stored();
    expect(rows.leads.map((row) => row.name)).toEqual(["Old"]);
    expect(rows.bookings.length).toBe(1);
    expect([rows.events, rows.outbox]).toEqual([[], []]);
  });
});
