import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingHosts, bookings, leads, pricingPlans } from "#app/db/schema.ts";
import { ensureDefaultHost } from "#app/modules/bookings/default-host.server.ts";
import { readOfferedTimes } from "#app/modules/bookings/offered-times.server.ts";
import type { BookingConfirmation } from "#app/modules/bookings/visitor-booking.server.ts";
import { HONEYPOT_FIELD } from "#app/modules/leads/lead-forms.ts";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "#app/modules/leads/lead-submission-key.ts";
import * as book from "#app/routes/site/book.tsx";
import * as bookCancel from "#app/routes/site/book-cancel.tsx";
import * as bookInvite from "#app/routes/site/book-invite.ts";
import * as bookReschedule from "#app/routes/site/book-reschedule.tsx";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";

// The booking page's action through the app's request pipeline on a real database: the lead
// form's protections around bookDemo, the confirmation and its links, a repeat, a refusal.

let app: AppHarness;
beforeAll(async () => {
  app = await createAppHarness(
    {
      site: {
        book,
        "ur/book": book,
        "book/:host": book,
        "book/cancel/:token": bookCancel,
        "book/reschedule/:token": bookReschedule,
        "book/reschedule/:token/invite.ics": bookInvite,
      },
    },
    { LEAD_RATE_LIMIT: "1000", LEAD_GLOBAL_RATE_LIMIT: "1000" },
  );
  await ensureDefaultHost(app.db, "Asia/Karachi");
});
afterAll(async () => {
  await app.close();
});

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin", Origin: SITE };

async function offeredStarts(): Promise<number[]> {
  const { times } = await readOfferedTimes(app.db, { now: Date.now() });
  return times.map((time) => time.start);
}

/** Each e-mail its own person's number: a number already a lead's joins that lead (ADR 0047). */
const numbers = new Map<string, number>();
const numberOf = (email = "") => {
  if (!numbers.has(email)) numbers.set(email, 1_000_000 + numbers.size);
  return `+92300${numbers.get(email)}`;
};

function bookingRequest(fields: Record<string, string>, path = "/book") {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: SAME_ORIGIN,
    body: new URLSearchParams({
      timeZone: "Europe/London",
      name: "Sana Khan",
      whatsappNumber: numberOf(fields.email),
      businessType: "Restaurant",
      notes: "Two shops",
      [SUBMISSION_KEY_FIELD]: newSubmissionKey(),
      ...fields,
    }),
  });
}

type Answer =
  | { ok: true; stored?: BookingConfirmation }
  | { ok: false; fieldErrors: Record<string, string>; values: Record<string, string> };

async function send(
  request: Request,
): Promise<{ status: number; answer: Answer; headers: Headers }> {
  const response = await app.send(request);
  return { status: response.status, answer: await response.json(), headers: response.headers };
}

const leadOf = async (email: string) =>
  (await app.db.select().from(leads).where(eq(leads.email, email)))[0];

describe("booking a demo on /book", () => {
  it("stores the lead and its booking and answers the confirmation, with secret links", async () => {
    const [start] = await offeredStarts();
    const { status, answer, headers } = await send(
      bookingRequest({ start: String(start), email: "sana@example.pk" }),
    );
    expect(status).toBe(200);
    expect(headers.get("referrer-policy")).toBe("no-referrer");
    expect(headers.get("x-robots-tag")).toBe("noindex");
    if (!answer.ok || !answer.stored) throw new Error("no confirmation");
    const confirmation = answer.stored;
    expect(confirmation.start).toBe(start);
    expect(confirmation.visitor.zone).toContain("Europe/London");
    expect(confirmation.host?.zone).toContain("Asia/Karachi");
    expect(confirmation.links.reschedule).toMatch(/^\/book\/reschedule\/[\w-]{43}$/);
    expect(confirmation.links.google).toContain("calendar.google.com");

    const lead = await leadOf("sana@example.pk");
    expect(lead).toMatchObject({
      source: "demo_booking",
      whatsappNumber: numberOf("sana@example.pk"),
    });
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.leadId, lead!.id));
    expect(booking).toMatchObject({
      status: "booked",
      timeZone: "Europe/London",
      notes: "Two shops",
    });

    // The invitation opens by the reschedule link, at the time booked.
    const invite = await app.send(new Request(`${SITE}${confirmation.links.invite}`));
    expect(invite.headers.get("content-type")).toContain("text/calendar");
    expect(await invite.text()).toContain("METHOD:REQUEST");
  });

  it("answers a repeat of the submission with the same confirmation, storing nothing more", async () => {
    const [, start] = await offeredStarts();
    const key = newSubmissionKey();
    const request = () =>
      bookingRequest({
        start: String(start),
        email: "repeat@example.pk",
        [SUBMISSION_KEY_FIELD]: key,
      });
    const first = await send(request());
    const again = await send(request());
    expect(again.answer).toEqual(first.answer);
    const lead = await leadOf("repeat@example.pk");
    expect(await app.db.select().from(bookings).where(eq(bookings.leadId, lead!.id))).toHaveLength(
      1,
    );
  });

  it("refuses a time taken meanwhile in the page's language, keeping what was typed", async () => {
    const [start] = await offeredStarts();
    await send(bookingRequest({ start: String(start), email: "first@example.pk" }));
    const { status, answer } = await send(
      bookingRequest({ start: String(start), email: "second@example.pk" }, "/ur/book"),
    );
    expect(status).toBe(409);
    if (answer.ok) throw new Error("booked twice");
    expect(answer.fieldErrors.start).toBe(
      "یہ وقت ابھی ابھی کسی اور نے لے لیا۔ براہِ کرم کوئی اور وقت منتخب کریں۔",
    );
    expect(answer.values.email).toBe("second@example.pk");
    expect(await leadOf("second@example.pk")).toBeUndefined();
  });

  it("refuses a time never offered and a zone that does not exist, storing nothing", async () => {
    const [start] = await offeredStarts();
    const tampered = await send(
      bookingRequest({ start: String(start! + 60_000), email: "tampered@example.pk" }),
    );
    expect(tampered.status).toBe(400);
    const zone = await send(
      bookingRequest({ start: String(start), timeZone: "Mars/Olympus", email: "mars@example.pk" }),
    );
    expect(zone.status).toBe(400);
    if (zone.answer.ok) throw new Error("booked in no zone");
    expect(zone.answer.fieldErrors.timeZone).toBe(
      "We do not know that time zone. Please choose yours from the list.",
    );
    expect(await leadOf("tampered@example.pk")).toBeUndefined();
    expect(await leadOf("mars@example.pk")).toBeUndefined();
  });

  it("quietly drops a bot's booking (the honeypot)", async () => {
    const [start] = await offeredStarts();
    const { answer } = await send(
      bookingRequest({ start: String(start), email: "bot@example.pk", [HONEYPOT_FIELD]: "x" }),
    );
    expect(answer).toEqual({ ok: true });
    expect(await leadOf("bot@example.pk")).toBeUndefined();
  });

  it("cancels by the cancel link, once", async () => {
    const [start] = await offeredStarts();
    const { answer } = await send(
      bookingRequest({ start: String(start), email: "gone@example.pk" }),
    );
    if (!answer.ok || !answer.stored) throw new Error("no confirmation");
    const cancel = () =>
      app.send(
        new Request(`${SITE}${answer.stored!.links.cancel}`, {
          method: "POST",
          headers: SAME_ORIGIN,
          body: new URLSearchParams({ reason: "Travelling" }),
        }),
      );
    expect(await (await cancel()).json()).toEqual({ ok: true });
    const again = await cancel();
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ ok: false, reason: "booking_cancelled" });
  });

  it("books with the host of their own page, and refuses a page no host has", async () => {
    const [host] = await app.db.select().from(bookingHosts);
    const { times } = await readOfferedTimes(app.db, {
      host: { slug: host!.slug },
      now: Date.now(),
    });
    const start = String(times[0]!.start);
    const unknown = await send(
      bookingRequest({ start, email: "nobody@example.pk" }, "/book/no-such-host"),
    );
    expect(unknown.status).toBe(404);
    const { answer } = await send(
      bookingRequest({ start, email: "own@example.pk" }, `/book/${host!.slug}`),
    );
    if (!answer.ok || !answer.stored) throw new Error("no confirmation");
    const lead = await leadOf("own@example.pk");
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.leadId, lead!.id));
    expect(booking?.hostId).toBe(host!.userId);
  });

  it("moves by the reschedule link to a time offered, and refuses one that is not", async () => {
    const [start, later] = await offeredStarts();
    const { answer } = await send(
      bookingRequest({ start: String(start), email: "move@example.pk" }),
    );
    if (!answer.ok || !answer.stored) throw new Error("no confirmation");
    const move = (to: number) =>
      app.send(
        new Request(`${SITE}${answer.stored!.links.reschedule}`, {
          method: "POST",
          headers: SAME_ORIGIN,
          body: new URLSearchParams({ start: String(to) }),
        }),
      );
    const refused = await move(later! + 60_000);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ ok: false, reason: "time_not_offered" });
    const moved = await move(later!);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ ok: true, confirmation: { start: later } });
    const invite = await app.send(new Request(`${SITE}${answer.stored.links.invite}`));
    expect(await invite.text()).toContain("SEQUENCE:1");
  });

  it("carries the plan chosen on Pricing to the lead, as Get Started does", async () => {
    const [plan] = await app.db.select().from(pricingPlans);
    const [start] = await offeredStarts();
    await send(bookingRequest({ start: String(start), email: "plan@example.pk", plan: plan!.id }));
    expect((await leadOf("plan@example.pk"))?.selectedPlan).toContain(plan!.name.en);
  });
});
