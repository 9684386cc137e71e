import { and, desc, eq, ne } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import {
  accounts,
  leads,
  pageViews,
  pricingPlans,
  sessions,
  users,
  verifications,
} from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { describePageView } from "#app/modules/analytics/page-view.ts";
import { recordPageView } from "#app/modules/analytics/page-views.server.ts";
import {
  CONTACT_BUSINESS_TYPES,
  FIELD_LIMITS,
  GET_STARTED_BUSINESS_TYPES,
} from "#app/modules/leads/lead-forms.ts";
import * as forgotPassword from "#app/routes/admin/forgot-password.tsx";
import * as resetPassword from "#app/routes/admin/reset-password.tsx";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import * as contact from "#app/routes/site/contact.tsx";
import * as leadForm from "#app/routes/site/lead-form.tsx";
import { ADMIN, type AppHarness, createAppHarness, SITE } from "../helpers/app-harness.ts";
import { mailServer } from "../helpers/mail-server.ts";
import { DESKTOP_CHROME } from "../helpers/user-agents.ts";
import {
  asHeaderValue,
  controlQuery,
  controlText,
  type Entry,
  FuzzTally,
  fuzzTarget,
} from "./fuzz-kit.ts";

// The public forms (contact, /form), sign-in and the password pages under random and hostile submissions, through
// the real actions on a real database: never a server error, never a half-valid lead, never a
// session or an account that the submission did not earn.

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const tally = new FuzzTally();
let app: AppHarness;
let planIds: string[] = [];
// The forgot-password page sends its links by e-mail (without, it answers 503).
const mail = mailServer();

beforeAll(async () => {
  await mail.start();
  app = await createAppHarness(
    {
      site: {
        contact,
        form: leadForm,
        "admin-auth": signIn,
        "admin-auth/forgot": forgotPassword,
        "admin-auth/reset": resetPassword,
      },
    },
    // The limits have their own tests; here they would only stop the submissions early.
    {
      LEAD_RATE_LIMIT: "1000000",
      LEAD_GLOBAL_RATE_LIMIT: "1000000",
      SIGN_IN_RATE_LIMIT: "1000000",
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    },
  );
  planIds = (await app.db.select({ id: pricingPlans.id }).from(pricingPlans)).map((p) => p.id);
});
afterAll(async () => {
  console.info(
    tally.report(`Fuzz inputs, public forms (${RUNS} per form, sign-in ${Math.ceil(RUNS / 3)}):`),
  );
  await app.close();
  await mail.stop();
});

const E164 = /^\+[1-9]\d{6,14}$/;
const email = z
  .email()
  .max(FIELD_LIMITS.email)
  .refine((value) => value === value.toLowerCase());
/** Trimmed, and no control character but, in a multi-line text, tabs and line breaks. */
const text = (max: number, { multiLine = false } = {}) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => value === value.trim())
    .refine((value) => !(multiLine ? /(?![\t\n\r])\p{Cc}/u : /\p{Cc}/u).test(value), {
      message: "a control character",
    });

/** What a stored lead must be, by the form it came from. */
const storedLead = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("contact_page"),
    // "First Last": each part within the name limit.
    name: text(2 * FIELD_LIMITS.name + 1),
    email,
    phone: z.string().regex(E164).nullable(),
    whatsappNumber: z.string(),
    country: z.literal("Not specified"),
    businessType: z.enum(CONTACT_BUSINESS_TYPES.map((type) => type.label)),
    message: text(FIELD_LIMITS.message, { multiLine: true }),
    status: z.literal("new"),
  }),
  z.object({
    source: z.literal("get_started_form"),
    name: text(FIELD_LIMITS.name),
    email,
    whatsappNumber: z.string().regex(E164),
    country: text(FIELD_LIMITS.country),
    businessType: z.enum(GET_STARTED_BUSINESS_TYPES),
    selectedPlan: z.string().min(1).nullable(),
    status: z.literal("new"),
  }),
]);

async function invalidLeads(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const lead of await db.select().from(leads)) {
    const parsed = storedLead.safeParse(lead);
    if (!parsed.success) problems.push(`lead ${lead.id}: ${parsed.error.issues[0]?.message}`);
    else if (lead.source === "contact_page" && lead.whatsappNumber !== (lead.phone ?? lead.email))
      problems.push(`lead ${lead.id}: WhatsApp is neither the phone nor the e-mail`);
  }
  return problems;
}

const entries = (record: Record<string, string>): Entry[] => Object.entries(record);

/** The one admin, and no session but theirs. */
async function onlyTheAdmin(db: Database): Promise<string[]> {
  const all = await db.select({ email: users.email }).from(users);
  const others = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(ne(users.email, ADMIN.email));
  return [
    ...(all.length === 1 ? [] : [`${all.length} users`]),
    ...(others.length === 0 ? [] : ["a session for someone else"]),
  ];
}

describe("fuzzing the public forms", () => {
  it(
    "contact: no server error, no half-valid lead",
    () =>
      fuzzTarget(
        app,
        tally,
        {
          name: "contact",
          path: "/contact",
          fields: [
            "firstName",
            "lastName",
            "email",
            "phone",
            "businessType",
            "message",
            "company_website",
          ],
          plausible: [
            ...CONTACT_BUSINESS_TYPES.map((type) => type.value),
            "+92 300 1234567",
            "ayesha@example.pk",
          ],
          valid: fc
            .record({
              firstName: fc.constantFrom("Ayesha", "Bilal", "José"),
              lastName: fc.constantFrom("", "Khan", "O'Brien"),
              email: fc.constantFrom("ayesha@example.pk", "Bilal.K@Example.com"),
              phone: fc.constantFrom("", "+92 300 1234567", "03001234567"),
              businessType: fc.constantFrom(
                "",
                ...CONTACT_BUSINESS_TYPES.map((type) => type.value),
              ),
              message: fc.constantFrom("Please call me.", "Pricing for 3 numbers?"),
            })
            .map(entries),
          tables: [leads],
          invalidRows: invalidLeads,
        },
        RUNS,
      ),
    120_000,
  );

  it(
    "get started (/form): no server error, no half-valid lead",
    () =>
      fuzzTarget(
        app,
        tally,
        {
          name: "form",
          path: "/form",
          fields: ["name", "whatsapp_number", "email", "country", "business_type", "plan"],
          plausible: [...GET_STARTED_BUSINESS_TYPES, ...planIds, "+923001234567", "Pakistan"],
          valid: fc
            .record({
              name: fc.constantFrom("Sara Ahmed", "Li Wei"),
              whatsapp_number: fc.constantFrom("+923001234567", "+971501234567"),
              email: fc.constantFrom("sara@example.pk", "li@example.cn"),
              country: fc.constantFrom("Pakistan", "UAE"),
              business_type: fc.constantFrom(...GET_STARTED_BUSINESS_TYPES),
              plan: fc.constantFrom("", ...planIds),
            })
            .map(entries),
          tables: [leads],
          invalidRows: invalidLeads,
        },
        RUNS,
      ),
    120_000,
  );

  it(
    "sign-in: no server error, and no session or account a submission did not earn",
    () =>
      fuzzTarget(
        app,
        tally,
        {
          name: "sign-in",
          path: "/admin-auth",
          fields: ["intent", "email", "password", "token", "name"],
          plausible: ["sign-in", "setup", ADMIN.email, ADMIN.password],
          valid: fc
            .record({
              intent: fc.constant("sign-in"),
              email: fc.constantFrom(ADMIN.email, ADMIN.email.toUpperCase()),
              password: fc.constant(ADMIN.password),
            })
            .map(entries),
          tables: [users, accounts, sessions],
          async invalidRows(db) {
            const problems: string[] = [];
            const all = await db.select().from(users);
            if (all.length !== 1) problems.push(`${all.length} users: sign-in created one`);
            const signedIn = await db
              .select({ id: sessions.id })
              .from(sessions)
              .innerJoin(users, eq(users.id, sessions.userId))
              .where(and(eq(users.email, ADMIN.email)));
            // Every session belongs to the one admin (earned with the right password).
            const total = await db.select({ id: sessions.id }).from(sessions);
            if (signedIn.length !== total.length) problems.push("a session for someone else");
            return problems;
          },
        },
        // Each attempt that reaches the password check costs a scrypt hash.
        Math.ceil(RUNS / 3),
      ),
    180_000,
  );

  it(
    "forgot password: no server error, and no account or session",
    () =>
      fuzzTarget(
        app,
        tally,
        {
          name: "forgot",
          path: "/admin-auth/forgot",
          fields: ["email"],
          plausible: [ADMIN.email, "nobody@example.pk"],
          valid: fc
            .record({ email: fc.constantFrom(ADMIN.email, "nobody@example.pk") })
            .map(entries),
          tables: [users, accounts, sessions],
          invalidRows: onlyTheAdmin,
        },
        RUNS,
      ),
    120_000,
  );

  it(
    "reset password with a link that does not exist: no server error, nothing changed",
    () =>
      fuzzTarget(
        app,
        tally,
        {
          name: "reset",
          path: "/admin-auth/reset",
          fields: ["token", "password", "confirmPassword"],
          plausible: ["no-such-link", "a new long phrase"],
          valid: fc
            .record({
              token: fc.constantFrom("no-such-link", ""),
              password: fc.constant("a new long phrase"),
              confirmPassword: fc.constant("a new long phrase"),
            })
            .map(entries),
          tables: [users, accounts, sessions, verifications],
          invalidRows: onlyTheAdmin,
        },
        RUNS,
      ),
    120_000,
  );

  it("contact after a landing with control characters in its campaign tags, Referer and User-Agent: the lead is stored with its campaign, without them", () => {
    const campaign = ["facebook", "eid sale", "https://www.google.com/"];
    let visitor = 0;
    return fc.assert(
      fc.asyncProperty(
        fc.record({
          landing: controlQuery(
            ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"],
            campaign,
          ),
          referer: controlText(campaign).map(asHeaderValue),
          userAgent: controlText([DESKTOP_CHROME]).map(asHeaderValue),
        }),
        async ({ landing, referer, userAgent }) => {
          // A visitor of their own each run: the day's first touch is this run's landing.
          const ip = `2001:db8::${(++visitor).toString(16)}`;
          const landingView = {
            url: `${SITE}/pricing?${landing}`,
            referrer: referer,
            userAgent,
            locale: "en",
            country: null,
          };
          recordPageView(app.services.analytics, { ...landingView, ip, site: SITE });
          const counted =
            describePageView({ ...landingView, siteHost: new URL(SITE).hostname }) !== null;
          const logsBefore = app.logs.length;
          const email = `fuzz${Math.random().toString(36).slice(2)}@example.pk`;
          const response = await app.send(
            new Request(`${SITE}/contact?${landing}`, {
              method: "POST",
              body: new URLSearchParams({ firstName: "Ayesha", email, message: "Hello" }),
              headers: {
                referer: `${SITE}/pricing?${landing}`,
                "user-agent": userAgent,
                "Sec-Fetch-Site": "same-origin",
                Origin: SITE,
              },
            }),
            ip,
          );
          const where = `${response.status} ${(await response.text()).slice(0, 300)}`;
          expect(response.status, where).toBe(200);
          expect(app.logs.slice(logsBefore).filter((entry) => entry.level === "error")).toEqual([]);
          const [lead] = await app.db
            .select()
            .from(leads)
            .where(eq(leads.email, email))
            .orderBy(desc(leads.createdAt));
          expect(lead, where).toBeDefined();
          const { utmSource, utmMedium, utmCampaign, utmTerm, utmContent, referrer, landingPage } =
            lead!;
          expect(
            [utmSource, utmMedium, utmCampaign, utmTerm, utmContent, referrer, landingPage].join(),
          ).not.toMatch(/\p{Cc}/u);
          // The lead carries its sender's one view's campaign, or none when it had none.
          const views = await app.db
            .select()
            .from(pageViews)
            .where(
              and(
                eq(pageViews.day, lead!.visitorDay as string),
                eq(pageViews.visitorId, lead!.visitorId as number),
              ),
            );
          expect(views.length, where).toBe(counted ? 1 : 0);
          const [view] = views;
          const campaignOfView = view
            ? [
                view.utmSource,
                view.utmMedium,
                view.utmCampaign,
                view.utmTerm,
                view.utmContent,
                view.referrerHost,
              ]
            : [];
          const touched = view?.entry && campaignOfView.some((value) => value !== null);
          expect(
            [utmSource, utmMedium, utmCampaign, utmTerm, utmContent, referrer, landingPage],
            where,
          ).toEqual(touched ? [...campaignOfView, "/pricing"] : Array(7).fill(null));
        },
      ),
      {
        numRuns: RUNS,
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
        endOnFailure: true,
      },
    );
  }, 120_000);
});
