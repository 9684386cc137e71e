import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leads } from "#app/db/schema.ts";
import { createRateLimiter } from "#app/modules/security/rate-limiter.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import { firstTouchCookie } from "./first-touch.server.ts";
import { contactFormSchema } from "./lead-forms.server.ts";
import { type LeadIntake, submitLeadForm } from "./lead-submission.server.ts";

let database: TestDatabase;
const { logger, entries: logs } = captureLogs();
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

function intakeFor(ip: string, limit = 10): LeadIntake {
  return {
    db: database.db,
    log: logger,
    ip,
    limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    notifications: { kinds: ["lead_email"], nudge: () => {} },
  };
}

function contactRequest(fields: Record<string, string>, cookie?: string) {
  return new Request("https://dmflow.test/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : {},
  });
}

const submit = (request: Request, intake: LeadIntake) =>
  submitLeadForm(request, intake, {
    schema: contactFormSchema,
    failureToast: { title: "Error", description: "Something went wrong." },
    toLead: (form) => ({
      name: form.firstName,
      email: form.email,
      message: form.message,
      source: "contact_page",
    }),
  });

const valid = { firstName: "Sara", email: "sara@example.pk", message: "Hello" };

describe("submitLeadForm", () => {
  it("stores a valid lead with the visit's first touch", async () => {
    const cookie = (
      await firstTouchCookie.serialize({ utmSource: "google", landingPage: "/pricing" })
    ).split(";")[0];
    const result = await submit(contactRequest(valid, cookie), intakeFor("203.0.113.1"));
    expect(result.data).toEqual({ ok: true });
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      email: "sara@example.pk",
      utmSource: "google",
      landingPage: "/pricing",
    });
  });

  it("answers 400 with the field errors and stores nothing for invalid input", async () => {
    const result = await submit(
      contactRequest({ ...valid, email: "nope" }),
      intakeFor("203.0.113.2"),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      fieldErrors: { email: "Enter a valid email address" },
    });
    expect(await database.db.select().from(leads)).toEqual([]);
  });

  it("limits submissions per client address, with Retry-After, and stores none past the limit", async () => {
    const context = intakeFor("198.51.100.7", 2);
    await submit(contactRequest({ ...valid, email: "a@example.pk" }), context);
    await submit(contactRequest({ ...valid, email: "b@example.pk" }), context);
    const refused = await submit(contactRequest({ ...valid, email: "c@example.pk" }), context);
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data).toMatchObject({ ok: false, toast: { title: "Too many submissions" } });
    expect((await database.db.select().from(leads)).map((lead) => lead.email).sort()).toEqual([
      "a@example.pk",
      "b@example.pk",
    ]);
    expect(logs).toContainEqual(
      expect.objectContaining({
        event: "rate_limit.hit",
        limit: "lead_submissions",
        ip: "198.51.100.7",
      }),
    );
  });

  it("answers a bot as if all went well and stores nothing", async () => {
    const result = await submit(
      contactRequest({ ...valid, company_website: "http://spam" }),
      intakeFor("192.0.2.9"),
    );
    expect(result.data).toEqual({ ok: true });
    expect(await database.db.select().from(leads)).toEqual([]);
  });
});
