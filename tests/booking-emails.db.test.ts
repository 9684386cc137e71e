import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookDemo } from "#app/modules/bookings/book-demo.server.ts";
import { readBookingOfLink } from "#app/modules/bookings/booking-of-link.server.ts";
import { ensureDefaultHost } from "#app/modules/bookings/default-host.server.ts";
import { readOfferedTimes } from "#app/modules/bookings/offered-times.server.ts";
import { type AppHarness, createAppHarness } from "./helpers/app-harness.ts";
import { mailPart, mailServer } from "./helpers/mail-server.ts";

// The app as it starts (createAppServices) on a fresh install with a mail server: a demo booked
// as the booking page books it reaches the visitor and the host through the outbox worker, and
// the links in the e-mail open the booking, so the worker writes them with the key the page
// uses (services.bookingLinkKey).

const smtp = mailServer();
let app: AppHarness;
beforeEach(async () => {
  smtp.received.length = 0;
  await smtp.start();
  app = await createAppHarness({}, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterEach(async () => {
  await app.close();
  await smtp.stop();
});

async function until(done: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a booking's e-mails from the running app", () => {
  it("reach the visitor and the first admin, the default host, with links that open the booking", async () => {
    const now = Date.now();
    // As the app's start does once the first admin is made (ADR 0043).
    await ensureDefaultHost(app.db, app.services.config.SITE_TIMEZONE);
    const { times } = await readOfferedTimes(app.db, { now });
    const start = times[0]!.start;
    const booked = await bookDemo(app.db, {
      start,
      timeZone: "Asia/Karachi",
      locale: "ur",
      lead: { name: "Ali Raza", email: "ali@example.pk", whatsappNumber: "+923001234567" },
      siteHost: "localhost",
      linkKey: app.services.bookingLinkKey,
    });
    if (booked.repeated) throw new Error("not a repeat");
    app.services.notifications.nudge();
    await until(
      () =>
        smtp.received.some((mail) => mail.to.includes("ali@example.pk")) &&
        smtp.received.some((mail) => mail.to.includes("owner@dmflow.pk")),
    );

    const visitor = smtp.received.find((mail) => mail.to.includes("ali@example.pk"))!;
    const text = mailPart(visitor.raw, "text/plain")?.body ?? "";
    const token = /\/ur\/book\/cancel\/([\w-]{43})/.exec(text)?.[1];
    expect(token).toBe(booked.tokens.cancel);
    expect((await readBookingOfLink(app.db, token, "cancel")).id).toBe(booked.booking.id);

    const host = smtp.received.find((mail) => mail.to.includes("owner@dmflow.pk"))!;
    const invite = mailPart(host.raw, "application/ics")?.body ?? "";
    const event = new ICAL.Component(ICAL.parse(invite)).getFirstSubcomponent("vevent")!;
    expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toUnixTime() * 1000).toBe(start);
    expect(event.getFirstPropertyValue("uid")).toBe(`${booked.booking.id}@localhost`);
  });
});
