import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, notificationOutbox } from "#app/db/schema.ts";
import { bookDemo, type DemoBookingRequest } from "#app/modules/bookings/book-demo.server.ts";
import { queueBookingMessages } from "#app/modules/bookings/booking-messages.server.ts";
import { cancelBooking } from "#app/modules/bookings/cancel-booking.server.ts";
import { rescheduleBooking } from "#app/modules/bookings/reschedule-booking.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, demoRequest, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { mailHeader, mailPart, mailServer } from "../../../tests/helpers/mail-server.ts";
import { smtpDelivery } from "../../../tests/helpers/smtp-delivery.ts";
import { type OutboxDelivery, pendingNotifications, processOutbox } from "./outbox.server.ts";

// A booking's e-mails as they reach a real SMTP server: written at delivery from the booking as
// it is then, each with its invitation read back by ical.js, in English and in Urdu.

let database: TestDatabase;
const smtp = mailServer();
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(
    database.db,
    "sana",
    { placeKind: "video", placeDetails: "https://meet.example.com/abc-defg-hij" },
    { name: "Sana Malik" },
  );
  smtp.received.length = 0;
  await smtp.start();
});
afterEach(async () => {
  await smtp.stop();
  await database.close();
});

const delivery = (extra: Partial<OutboxDelivery> = {}) => smtpDelivery(smtp.port, extra);

async function book(start: number, overrides: Partial<DemoBookingRequest> = {}) {
  const result = await bookDemo(
    database.db,
    demoRequest(start, overrides, { name: "Ali Raza", email: "ali@example.pk" }),
  );
  if (result.repeated) throw new Error("not a repeat");
  return result;
}

const deliver = (now: number, extra?: Partial<OutboxDelivery>) =>
  processOutbox(database.db, delivery(extra), { now: new Date(now) });

/** A received e-mail: to whom, its subject, text, HTML and invitation read back. */
function opened(raw: string) {
  const calendarPart = mailPart(raw, "text/calendar");
  const attached = mailPart(raw, "application/ics");
  if (!calendarPart || !attached) throw new Error("no invitation");
  const calendar = new ICAL.Component(ICAL.parse(attached.body));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    subject: mailHeader(raw, "subject"),
    replyTo: mailHeader(raw, "reply-to"),
    text: mailPart(raw, "text/plain")?.body ?? "",
    html: mailPart(raw, "text/html")?.body ?? "",
    calendarType: /content-type:\s*([^\r\n]*)/i.exec(calendarPart.headers)?.[1],
    sameInviteInline: calendarPart.body === attached.body,
    attachment: /filename="?([^";\s]+)/i.exec(attached.headers)?.[1],
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toUnixTime() * 1000,
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toUnixTime() * 1000,
    organizer: event.getFirstPropertyValue("organizer"),
    attendee: event.getFirstPropertyValue("attendee"),
    location: event.getFirstPropertyValue("location"),
    alarm: event.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")?.toString(),
  };
}

const mailTo = (address: string) => {
  const mails = smtp.received.filter((mail) => mail.to.includes(address));
  return mails.map((mail) => opened(mail.raw));
};

describe("a booking's e-mails", () => {
  it("invites the visitor in English with both zones' times, the place, the calendar links and the change links", async () => {
    const { booking, tokens } = await book(karachi("10:00"), { timeZone: "Europe/London" });
    expect(await deliver(NOW)).toEqual({ sent: 2, failed: 0 });
    const [mail] = mailTo("ali@example.pk");
    expect(mail).toMatchObject({
      subject: "Your demo with DMflow is booked: Monday, 2 March 2026, 5:00 am",
      replyTo: "sana@example.pk",
      calendarType: "text/calendar; charset=utf-8; method=REQUEST",
      sameInviteInline: true,
      attachment: "invite.ics",
      method: "REQUEST",
      uid: booking.uid,
      sequence: 0,
      start: karachi("10:00"),
      end: karachi("10:30"),
      organizer: "mailto:sana@example.pk",
      attendee: "mailto:ali@example.pk",
      location: "https://meet.example.com/abc-defg-hij",
      alarm: "-PT15M",
    });
    expect(mail?.text).toContain("Hello Ali Raza,");
    expect(mail?.text).toContain(
      "Your time: Monday, 2 March 2026, 5:00 am – 5:30 am (Greenwich Mean Time)",
    );
    expect(mail?.text).toContain(
      "Sana Malik's time: Monday, 2 March 2026, 10:00 am – 10:30 am (Pakistan Standard Time)",
    );
    expect(mail?.text).toContain("Where: Video call: https://meet.example.com/abc-defg-hij");
    expect(mail?.text).toContain(
      `Reschedule: https://dmflow.test/book/reschedule/${tokens.reschedule}`,
    );
    expect(mail?.text).toContain(`Cancel: https://dmflow.test/book/cancel/${tokens.cancel}`);
    expect(mail?.text).toContain(
      "Add to Google Calendar: https://calendar.google.com/calendar/render?action=TEMPLATE",
    );
    expect(mail?.text).toContain("Outlook: https://outlook.live.com/calendar/0/deeplink/compose?");
    expect(mail?.html).toContain(`href="https://dmflow.test/book/cancel/${tokens.cancel}"`);
  });

  it("writes the Urdu visitor's e-mail right to left, its times kept left to right", async () => {
    const { tokens } = await book(karachi("10:00"), { locale: "ur" });
    await deliver(NOW);
    const [mail] = mailTo("ali@example.pk");
    expect(mail?.subject).toBe(
      "DMflow کے ساتھ آپ کا ڈیمو بُک ہو گیا: پیر، 2 مارچ، 2026، \u206610:00 AM\u2069",
    );
    expect(mail?.text).toContain("السلام علیکم Ali Raza،");
    expect(mail?.text).toContain(
      "آپ کا وقت: پیر، 2 مارچ، 2026، \u206610:00 AM – 10:30 AM\u2069 (پاکستان کا معیاری وقت)",
    );
    expect(mail?.text).toContain(
      `وقت بدلیں: https://dmflow.test/ur/book/reschedule/${tokens.reschedule}`,
    );
    expect(mail?.html).toMatch(/^<div dir="rtl" lang="ur"[ >]/);
    expect(mail?.html).toContain('<bdi dir="ltr">10:00 AM – 10:30 AM</bdi>');
    expect(mail).toMatchObject({ method: "REQUEST", start: karachi("10:00") });
  });

  it("sends the host the same invitation, in English, with the visitor's details", async () => {
    const { booking } = await book(karachi("10:00"), {
      locale: "ur",
      timeZone: "America/New_York",
      notes: "About WhatsApp orders",
    });
    await deliver(NOW);
    const [host] = mailTo("sana@example.pk");
    expect(host).toMatchObject({
      replyTo: "ali@example.pk",
      subject: "Demo booked: Ali Raza, Monday, 2 March 2026, 10:00 am",
      method: "REQUEST",
      uid: booking.uid,
      sequence: 0,
      start: karachi("10:00"),
    });
    expect(host?.text).toContain(
      "When: Monday, 2 March 2026, 10:00 am – 10:30 am (Pakistan Standard Time)",
    );
    expect(host?.text).toContain(
      "Their time: Monday, 2 March 2026, 12:00 am – 12:30 am (Eastern Standard Time)",
    );
    expect(host?.text).toContain("Language: Urdu");
    expect(host?.text).toContain("Notes: About WhatsApp orders");
    expect(host?.text).toContain(`https://dmflow.test/admin/leads/${booking.leadId}`);
  });

  it("sends the update with a raised SEQUENCE when the meeting moves, and CANCEL when it is cancelled", async () => {
    const { booking, tokens } = await book(karachi("10:00"));
    await deliver(NOW);
    await rescheduleBooking(database.db, {
      token: tokens.reschedule,
      start: karachi("14:00"),
      now: NOW,
    });
    await deliver(NOW);
    await cancelBooking(database.db, { token: tokens.cancel, reason: "Travelling", now: NOW });
    await deliver(NOW);
    const visitor = mailTo("ali@example.pk");
    expect(visitor.map((mail) => [mail.method, mail.sequence, mail.start, mail.uid])).toEqual([
      ["REQUEST", 0, karachi("10:00"), booking.uid],
      ["REQUEST", 1, karachi("14:00"), booking.uid],
      ["CANCEL", 2, karachi("14:00"), booking.uid],
    ]);
    expect(visitor[1]?.subject).toBe(
      "Your demo with DMflow has changed: Monday, 2 March 2026, 2:00 pm",
    );
    expect(visitor[2]?.subject).toBe("Your demo with DMflow is cancelled");
    expect(visitor[2]?.text).toContain("Reason: Travelling");
    expect(visitor[2]?.text).toContain("Book another time: https://dmflow.test/book");
    expect(visitor[2]?.text).not.toContain(tokens.cancel);
    expect(visitor[2]?.alarm).toBeUndefined();
    const host = mailTo("sana@example.pk");
    expect(host.map((mail) => [mail.method, mail.sequence])).toEqual([
      ["REQUEST", 0],
      ["REQUEST", 1],
      ["CANCEL", 2],
    ]);
  });

  it("hands a meeting to another host: the visitor's update, the new host's invitation, the former host's cancellation", async () => {
    await addHost(database.db, "omar", { timeZone: "Asia/Dubai" }, { name: "Omar Farooq" });
    const { booking } = await book(karachi("10:00"));
    await deliver(NOW);
    smtp.received.length = 0;
    // What the console's reassignment writes, with its one line to queue the e-mails.
    await database.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(bookings)
        .set({ hostId: "omar", sequence: sql`${bookings.sequence} + 1` })
        .where(eq(bookings.id, booking.id))
        .returning();
      await queueBookingMessages(tx, moved!, { reassignedFrom: "sana" }, NOW);
    });
    expect(await deliver(NOW)).toEqual({ sent: 3, failed: 0 });
    const [visitor] = mailTo("ali@example.pk");
    expect(visitor).toMatchObject({
      subject: "Your demo with DMflow has changed: Monday, 2 March 2026, 10:00 am",
      method: "REQUEST",
      sequence: 1,
      organizer: "mailto:omar@example.pk",
    });
    expect(visitor?.text).toContain("Your demo with Omar Farooq has changed.");
    expect(mailTo("omar@example.pk")).toEqual([
      expect.objectContaining({
        subject: "Demo booked: Ali Raza, Monday, 2 March 2026, 9:00 am",
        method: "REQUEST",
        sequence: 1,
      }),
    ]);
    const [former] = mailTo("sana@example.pk");
    expect(former).toMatchObject({
      subject: "Demo handed over: Ali Raza, Monday, 2 March 2026, 10:00 am",
      method: "CANCEL",
      uid: booking.uid,
      sequence: 1,
      organizer: "mailto:sana@example.pk",
    });
    expect(former?.text).toContain("Your demo with Ali Raza is now Omar Farooq's");
  });

  it("skips a row a later change superseded, sending nothing for it", async () => {
    const { booking } = await book(karachi("10:00"));
    // Another writer raised the booking's version without queueing (its own e-mails follow).
    await database.db
      .update(bookings)
      .set({ sequence: sql`${bookings.sequence} + 1` })
      .where(eq(bookings.id, booking.id));
    expect(await deliver(NOW)).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it("leaves the booking's e-mails waiting while no mail server is set up", async () => {
    await book(karachi("10:00"), { notifications: [] });
    expect(await deliver(NOW, { sendMail: undefined })).toEqual({ sent: 0, failed: 0 });
    // The dashboard counts the two invitations waiting; the hour's reminder is not due yet.
    expect(await pendingNotifications(database.db, new Date(NOW))).toEqual({
      pending: 2,
      failing: 0,
    });
    const rows = await database.db.select().from(notificationOutbox);
    expect(rows.filter((row) => row.bookingId).every((row) => row.attempts === 0)).toBe(true);
    expect(await deliver(NOW)).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it("sends each reminder once at its time, with two workers claiming at once", async () => {
    const start = karachi("11:00", "2026-03-04");
    await book(start, { locale: "ur" });
    await deliver(NOW);
    smtp.received.length = 0;
    const workers = (now: number) =>
      Promise.all([deliver(now), deliver(now)]).then(([a, b]) => a.sent + b.sent);
    expect(await workers(start - 24 * 60 * 60_000 - 1)).toBe(0);
    expect(await workers(start - 24 * 60 * 60_000)).toBe(1);
    expect(await workers(start - 60 * 60_000)).toBe(1);
    expect(await workers(start + 60 * 60_000)).toBe(0);
    const subjects = smtp.received.map((mail) => mailHeader(mail.raw, "subject"));
    expect(subjects).toEqual([
      "یاد دہانی: DMflow کے ساتھ آپ کا ڈیمو کل ہے، بدھ، 4 مارچ، 2026، \u206611:00 AM\u2069",
      "یاد دہانی: DMflow کے ساتھ آپ کا ڈیمو ایک گھنٹے میں شروع ہو گا",
    ]);
  });

  it("drops the e-mails a meeting that is over no longer needs", async () => {
    const start = karachi("11:00", "2026-03-04");
    await book(start);
    // The mail server was away until after the meeting: the invitations and both reminders
    // are done unsent.
    expect(await deliver(start + 60 * 60_000)).toEqual({ sent: 4, failed: 0 });
    expect(smtp.received).toEqual([]);
  });
});
