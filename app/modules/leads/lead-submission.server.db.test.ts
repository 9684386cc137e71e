import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leads, leadTouches, notificationOutbox } from "#app/db/schema.ts";
import { solveLeadChallenge } from "#app/enhance/lead-challenge.ts";
import { createPageViewCollector } from "#app/modules/analytics/page-view-thread.server.ts";
import { recordPageView } from "#app/modules/analytics/page-views.server.ts";
import { createVisitorIds } from "#app/modules/analytics/visitor-ids.server.ts";
import { limitKeyOf } from "#app/modules/security/client-ip.ts";
import { retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import {
  createSharedRateLimiter,
  createSharedWindowCounter,
} from "#app/modules/security/shared-limits.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import { createLeadChallenges, type LeadChallenges } from "./lead-challenge.server.ts";
import { LEAD_CHALLENGE_FIELD, LEAD_CHALLENGE_TTL_SECONDS } from "./lead-challenge.ts";
import { contactFormSchema } from "./lead-forms.server.ts";
import { type LeadIntake, submitLeadForm } from "./lead-submission.server.ts";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "./lead-submission-key.ts";

let database: TestDatabase;
const { logger, entries: logs } = captureLogs();
beforeEach(async () => {
  database = await createTestDatabase();
});
// Each instance's page views' thread, stopped before its database closes.
const threads: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.stop()));
  await database.close();
});

const SECRET = "a test secret that only these tests know";
const SITE = "https://dmflow.test";

type Layers = {
  /** LEAD_RATE_LIMIT: submissions without a valid solution per address. */
  withoutSolution?: number;
  challengeAfter?: number;
  global?: number;
  challenges?: LeadChallenges;
};

/**
 * The limits of one app instance, counted in the test's database like the app's (so shared
 * with every other instance of the test).
 */
function instance({ withoutSolution = 10, challengeAfter = 3, global = 1000, challenges }: Layers) {
  const store = { db: database.db, secret: SECRET };
  const limits = {
    recent: createSharedWindowCounter(store, { bucket: "recent", windowMs: 60_000 }),
    challengeAfter,
    withoutSolution: createSharedRateLimiter(store, {
      bucket: "without_solution",
      limit: withoutSolution,
      windowMs: 60_000,
    }),
    global: createSharedRateLimiter(store, { bucket: "global", limit: global, windowMs: 60_000 }),
  };
  const leadChallenges = challenges ?? createLeadChallenges({ secret: SECRET, challengeAfter });
  // Views are written only when asked, so a test sees what still waits in the page views' thread.
  const visitorIds = createVisitorIds(database.db, "UTC");
  const analytics = {
    visitorIds,
    views: createPageViewCollector(database, logger, visitorIds, {
      timeZone: "UTC",
      flushMs: 3_600_000,
    }),
  };
  threads.push(analytics.views);
  return {
    challenges: leadChallenges,
    analytics,
    intake: (ip: string): LeadIntake => ({
      db: database.db,
      log: logger,
      ip,
      limitKey: limitKeyOf(ip),
      limits,
      challenges: leadChallenges,
      analytics,
      site: SITE,
      notifications: { kinds: async () => ["lead_email"], nudge: () => {} },
    }),
  };
}

function intakeFor(ip: string, layers: Layers = {}): LeadIntake {
  return instance(layers).intake(ip);
}

/** What the browser's solver posts in the hidden field for a fresh challenge. */
async function solvedField(challenges: LeadChallenges, now?: number): Promise<string> {
  const challenge = await challenges.issue(0, now);
  const solution = await solveLeadChallenge(challenge.parameters);
  if (!solution) throw new Error("no solution found");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const storedTouches = async () =>
  database.db.select().from(leadTouches).orderBy(leadTouches.createdAt, leadTouches.id);

const storedEmails = async () =>
  (await database.db.select().from(leads)).map((lead) => lead.email).sort();

function contactRequest(fields: Record<string, string>, path = "/contact") {
  return new Request(`${SITE}${path}`, { method: "POST", body: new URLSearchParams(fields) });
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
  it("stores a valid lead with the campaign its sender landed from, that view still in the buffer", async () => {
    const site = instance({});
    const userAgent = "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0";
    recordPageView(site.analytics, {
      url: `${SITE}/pricing?utm_source=google&utm_campaign=eid-sale`,
      referrer: "https://www.google.com/search?q=chatbot",
      userAgent,
      locale: "en",
      country: null,
      ip: "203.0.113.1",
      site: SITE,
    });
    const request = contactRequest(valid);
    request.headers.set("user-agent", userAgent);
    const result = await submit(request, site.intake("203.0.113.1"));
    expect(result.data).toEqual({ ok: true });
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      email: "sara@example.pk",
      utmSource: "google",
      utmCampaign: "eid-sale",
      utmMedium: null,
      referrer: "google.com",
      landingPage: "/pricing",
    });
  });

  it("stores the sender's visitor id of the day, the one their page views carry", async () => {
    const request = contactRequest(valid);
    request.headers.set("user-agent", "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0");
    await submit(request, intakeFor("203.0.113.9"));
    const [lead] = await database.db.select().from(leads);
    const visit = await createVisitorIds(database.db, "UTC").idOf({
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0",
      site: "https://dmflow.test",
    });
    expect(lead).toMatchObject({ visitorDay: visit.day, visitorId: visit.visitorId });
  });

  it("stores the language of the page posted to, whatever a field claims", async () => {
    const intake = intakeFor("203.0.113.10");
    const forged = { locale: "xx", lang: "ur" };
    await submit(
      contactRequest({ ...valid, ...forged, email: "urdu@example.pk" }, "/ur/contact"),
      intake,
    );
    await submit(contactRequest({ ...valid, locale: "ur", email: "english@example.pk" }), intake);
    await submit(
      contactRequest({ ...valid, email: "data@example.pk" }, "/ur/contact.data"),
      intake,
    );
    const stored = await database.db
      .select({ email: leads.email, locale: leads.locale })
      .from(leads)
      .orderBy(leads.email);
    expect(stored).toEqual([
      { email: "data@example.pk", locale: "ur" },
      { email: "english@example.pk", locale: "en" },
      { email: "urdu@example.pk", locale: "ur" },
    ]);
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

  it("takes the first few leads of an address without looking at the challenge", async () => {
    const looked: unknown[] = [];
    const challenges: LeadChallenges = {
      issue: () => Promise.reject(new Error("not asked")),
      verify: async (_db, posted) => {
        looked.push(posted);
        return "invalid";
      },
    };
    const { intake } = instance({ challengeAfter: 3, challenges });
    for (const name of ["a", "b", "c"]) {
      const result = await submit(
        contactRequest({ ...valid, email: `${name}@example.pk`, [LEAD_CHALLENGE_FIELD]: "x" }),
        intake("198.51.100.1"),
      );
      expect(result.data).toEqual({ ok: true });
    }
    expect(looked).toEqual([]);
    await submit(
      contactRequest({ ...valid, email: "d@example.pk", [LEAD_CHALLENGE_FIELD]: "x" }),
      intake("198.51.100.1"),
    );
    expect(looked).toEqual(["x"]);
    // Another address starts with its own few.
    await submit(contactRequest({ ...valid, email: "e@example.pk" }), intake("198.51.100.2"));
    expect(looked).toEqual(["x"]);
  });

  it("holds submissions without a solution to the address's ceiling, then refuses them with 429, Retry-After and what was typed", async () => {
    const { intake } = instance({ challengeAfter: 3, withoutSolution: 5 });
    for (let i = 0; i < 5; i++) {
      const result = await submit(
        contactRequest({ ...valid, email: `n${i}@example.pk`, [LEAD_CHALLENGE_FIELD]: "" }),
        intake("198.51.100.7"),
      );
      expect(result.data).toEqual({ ok: true });
    }
    const refused = await submit(
      contactRequest({ ...valid, email: "late@example.pk", message: "Still interested" }),
      intake("198.51.100.7"),
    );
    expect(refused.init?.status).toBe(429);
    const retryAfter = new Headers(refused.init?.headers).get("Retry-After");
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(refused.data).toEqual({
      ok: false,
      // The wait the header gives, in whole minutes: one or two, as the shared limit's sliding
      // window stands when the test runs (docs/decisions/0030-shared-abuse-limits.md).
      toast: { title: "Too many submissions", description: retryAfterMessage(Number(retryAfter)) },
      fieldErrors: {},
      values: expect.objectContaining({
        firstName: "Sara",
        email: "late@example.pk",
        message: "Still interested",
      }),
    });
    expect(await storedEmails()).toHaveLength(5);
    expect(await storedEmails()).not.toContain("late@example.pk");
    expect(logs).toContainEqual(
      expect.objectContaining({
        event: "rate_limit.hit",
        limit: "lead_submissions",
        ip: "198.51.100.7",
      }),
    );
    // Another address behind its own ceiling is not held by this one's.
    const other = await submit(contactRequest(valid), intake("198.51.100.8"));
    expect(other.data).toEqual({ ok: true });
  });

  it("takes leads with a solved challenge beyond the ceiling of submissions without one", async () => {
    const { intake, challenges } = instance({ challengeAfter: 3, withoutSolution: 3 });
    const ip = "203.0.113.50";
    for (let i = 0; i < 3; i++) {
      await submit(contactRequest({ ...valid, email: `free${i}@example.pk` }), intake(ip));
    }
    expect((await submit(contactRequest(valid), intake(ip))).init?.status).toBe(429);
    for (let i = 0; i < 4; i++) {
      const result = await submit(
        contactRequest({
          ...valid,
          email: `solved${i}@example.pk`,
          [LEAD_CHALLENGE_FIELD]: await solvedField(challenges),
        }),
        intake(ip),
      );
      expect(result.data).toEqual({ ok: true });
    }
    expect(await storedEmails()).toHaveLength(7);
  });

  it("counts a replayed, forged, expired or foreign solution as none", async () => {
    const { intake, challenges } = instance({ challengeAfter: 0, withoutSolution: 1 });
    const ip = "203.0.113.60";
    const field = await solvedField(challenges);
    const first = await submit(
      contactRequest({ ...valid, email: "first@example.pk", [LEAD_CHALLENGE_FIELD]: field }),
      intake(ip),
    );
    expect(first.data).toEqual({ ok: true });
    // The one submission without a solution the ceiling allows.
    await submit(contactRequest({ ...valid, email: "plain@example.pk" }), intake(ip));

    const payload = JSON.parse(Buffer.from(field, "base64").toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const fresh = JSON.parse(Buffer.from(await solvedField(challenges), "base64").toString());
    // The derived key is the proof (checked against the signed keySignature); another
    // challenge's key does not fit this one.
    const otherKey = encode({ ...fresh, solution: payload.solution });
    const wrongKey = encode({
      ...fresh,
      solution: { ...fresh.solution, derivedKey: "00".repeat(32) },
    });
    const easier = encode({
      ...fresh,
      challenge: {
        ...fresh.challenge,
        parameters: { ...fresh.challenge.parameters, keyPrefix: "0" },
      },
    });
    const expired = await solvedField(
      challenges,
      Date.now() - LEAD_CHALLENGE_TTL_SECONDS * 1000 - 5_000,
    );
    const foreign = await solvedField(
      createLeadChallenges({ secret: "another server's secret", challengeAfter: 0 }),
    );
    const attempts = {
      replayed: field,
      otherKey,
      wrongKey,
      easier,
      expired,
      foreign,
      junk: "%%%",
    };
    for (const [name, posted] of Object.entries(attempts)) {
      const result = await submit(
        contactRequest({
          ...valid,
          email: `${name.toLowerCase()}@example.pk`,
          [LEAD_CHALLENGE_FIELD]: posted,
        }),
        intake(ip),
      );
      expect({ name, status: result.init?.status }).toEqual({ name, status: 429 });
    }
    expect(payload.solution.counter).toBeGreaterThan(0);
    expect(await storedEmails()).toEqual(["first@example.pk", "plain@example.pk"]);
    // The untouched fresh solution still passes.
    const honest = await submit(
      contactRequest({
        ...valid,
        email: "honest@example.pk",
        [LEAD_CHALLENGE_FIELD]: encode(fresh),
      }),
      intake(ip),
    );
    expect(honest.data).toEqual({ ok: true });
  });

  it("holds an address to one ceiling and takes a solution once across app instances on one database", async () => {
    const one = instance({ challengeAfter: 0, withoutSolution: 1 });
    const two = instance({ challengeAfter: 0, withoutSolution: 1 });
    const field = await solvedField(one.challenges);
    const ip = "203.0.113.70";
    // The address's single submission without a solution, on one instance, is the other's too.
    await submit(contactRequest({ ...valid, email: "x1@example.pk" }), one.intake(ip));
    const refused = await submit(
      contactRequest({ ...valid, email: "x2@example.pk" }),
      two.intake(ip),
    );
    expect(refused.init?.status).toBe(429);
    const onOne = await submit(
      contactRequest({ ...valid, email: "one@example.pk", [LEAD_CHALLENGE_FIELD]: field }),
      one.intake(ip),
    );
    const onTwo = await submit(
      contactRequest({ ...valid, email: "two@example.pk", [LEAD_CHALLENGE_FIELD]: field }),
      two.intake(ip),
    );
    expect(onOne.data).toEqual({ ok: true });
    expect(onTwo.init?.status).toBe(429);
    expect(await storedEmails()).toEqual(["one@example.pk", "x1@example.pk"]);
  });

  it("holds every address together to the global ceiling, counting only leads about to be stored", async () => {
    const { intake, challenges } = instance({ global: 2 });
    await submit(contactRequest({ ...valid, email: "nope" }), intake("192.0.2.1"));
    await submit(contactRequest({ ...valid, company_website: "http://spam" }), intake("192.0.2.1"));
    for (const ip of ["192.0.2.2", "192.0.2.3"]) {
      const result = await submit(
        contactRequest({ ...valid, email: `${ip}@example.pk` }),
        intake(ip),
      );
      expect(result.data).toEqual({ ok: true });
    }
    const refused = await submit(
      contactRequest({
        ...valid,
        email: "solved@example.pk",
        [LEAD_CHALLENGE_FIELD]: await solvedField(challenges),
      }),
      intake("192.0.2.4"),
    );
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data).toMatchObject({
      ok: false,
      toast: { title: "Too many submissions" },
      values: { email: "solved@example.pk" },
    });
    expect(logs).toContainEqual(
      expect.objectContaining({ event: "rate_limit.hit", limit: "lead_submissions_global" }),
    );
    expect(await storedEmails()).toEqual(["192.0.2.2@example.pk", "192.0.2.3@example.pk"]);
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

describe("submitLeadForm with a submission key (ADR 0031)", () => {
  const queued = async () => (await database.db.select().from(notificationOutbox)).length;

  it("stores a repeat of one key and content once, queues one notification, and answers it as the first", async () => {
    const site = instance({});
    const fields = { ...valid, [SUBMISSION_KEY_FIELD]: newSubmissionKey() };
    const first = await submit(contactRequest(fields), site.intake("203.0.113.20"));
    // A retry after a lost answer: the same body, spaces as typed, a challenge solved anew.
    const again = await submit(
      contactRequest({ ...fields, firstName: " Sara ", [LEAD_CHALLENGE_FIELD]: "another" }),
      site.intake("203.0.113.20"),
    );
    expect(first.data).toEqual({ ok: true });
    expect(again.data).toEqual(first.data);
    expect(again.init?.status).toBe(first.init?.status);
    expect(await storedEmails()).toEqual(["sara@example.pk"]);
    expect(await queued()).toBe(1);
  });

  it("makes two leads of one key with two contents: visitors of a cached page share its key", async () => {
    const site = instance({});
    const key = newSubmissionKey();
    await submit(
      contactRequest({ ...valid, [SUBMISSION_KEY_FIELD]: key }),
      site.intake("203.0.113.21"),
    );
    await submit(
      contactRequest({ ...valid, email: "ali@example.pk", [SUBMISSION_KEY_FIELD]: key }),
      site.intake("198.51.100.21"),
    );
    expect(await storedEmails()).toEqual(["ali@example.pk", "sara@example.pk"]);
    expect(await queued()).toBe(2);
  });

  it("stores one key and content posted to two pages twice: a touch of the person's lead (ADR 0047)", async () => {
    const site = instance({});
    const fields = { ...valid, [SUBMISSION_KEY_FIELD]: newSubmissionKey() };
    await submit(contactRequest(fields), site.intake("203.0.113.22"));
    await submit(contactRequest(fields, "/ur/contact"), site.intake("203.0.113.22"));
    expect(await storedEmails()).toEqual(["sara@example.pk"]);
    expect((await storedTouches()).map((touch) => touch.locale)).toEqual(["en", "ur"]);
  });

  it("answers a repeat as the first even past the address's ceiling, whose solution was spent", async () => {
    const site = instance({ withoutSolution: 1, challengeAfter: 0 });
    const fields = { ...valid, [SUBMISSION_KEY_FIELD]: newSubmissionKey() };
    expect((await submit(contactRequest(fields), site.intake("203.0.113.23"))).data).toEqual({
      ok: true,
    });
    const again = await submit(contactRequest(fields), site.intake("203.0.113.23"));
    expect(again.data).toEqual({ ok: true });
    // Anything else from that address is held to the ceiling as before.
    const other = await submit(
      contactRequest({ ...valid, email: "other@example.pk" }),
      site.intake("203.0.113.23"),
    );
    expect(other.init?.status).toBe(429);
    expect(await storedEmails()).toEqual(["sara@example.pk"]);
  });

  it("stores each post without a key, or with a key not of ours, as its person's touch", async () => {
    const site = instance({});
    for (const key of [undefined, "not-a-key", "not-a-key"]) {
      const fields = key ? { ...valid, [SUBMISSION_KEY_FIELD]: key } : valid;
      await submit(contactRequest(fields), site.intake("203.0.113.24"));
    }
    expect(await storedEmails()).toHaveLength(1);
    expect(await storedTouches()).toHaveLength(3);
    expect(await queued()).toBe(3);
  });
});
