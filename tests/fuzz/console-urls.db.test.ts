import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as activity from "#app/routes/admin/activity.tsx";
import * as analytics from "#app/routes/admin/analytics.tsx";
import * as analyticsExport from "#app/routes/admin/analytics-export.ts";
import * as leadPrivacy from "#app/routes/admin/lead-privacy.tsx";
import * as leadPrivacyExport from "#app/routes/admin/lead-privacy-export.ts";
import * as leads from "#app/routes/admin/leads.tsx";
import * as leadsExport from "#app/routes/admin/leads-export.ts";
import * as users from "#app/routes/admin/users.tsx";
import { type AppHarness, createAppHarness, SITE } from "../helpers/app-harness.ts";
import { controlText } from "./fuzz-kit.ts";

// The console's lists and exports read searches and filters from their URL: with control
// characters in them (a NUL, which PostgreSQL text cannot hold, among them), never a server
// error.

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
let app: AppHarness;
let cookie: string;

beforeAll(async () => {
  app = await createAppHarness({
    admin: {
      activity,
      analytics,
      "analytics/export": analyticsExport,
      leads,
      "leads/export": leadsExport,
      "leads/privacy": leadPrivacy,
      "leads/privacy/export": leadPrivacyExport,
      users,
    },
  });
  cookie = await app.adminCookie();
});
afterAll(() => app.close());

/** Each URL and the parameters it reads. */
const URLS: Record<string, readonly string[]> = {
  "/admin/activity": ["person", "kind", "from", "to", "page"],
  "/admin/analytics": ["page", "entry", "referrer", "campaign", "country", "device", "range"],
  "/admin/analytics/export?table=campaign": ["page", "referrer", "campaign", "from", "to"],
  "/admin/leads": ["q", "status", "owner", "lang", "from", "to"],
  "/admin/leads/export": ["q", "status", "owner"],
  "/admin/leads/privacy": ["person"],
  "/admin/leads/privacy/export": ["person"],
  "/admin/users": ["q"],
};
const PLAUSIBLE = ["ayesha@example.pk", "+923001234567", "lead", "facebook", "/pricing", "new"];

const consoleUrl = fc.constantFrom(...Object.keys(URLS)).chain((url) =>
  fc
    .array(fc.tuple(fc.constantFrom(...(URLS[url] ?? [])), controlText(PLAUSIBLE)), {
      minLength: 1,
      maxLength: 3,
    })
    .map((pairs) => `${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams(pairs)}`),
);

describe("fuzzing the console's URLs", () => {
  it(
    "searches and filters with control characters: no server error",
    () =>
      fc.assert(
        fc.asyncProperty(consoleUrl, async (url) => {
          const logsBefore = app.logs.length;
          const response = await app.send(new Request(`${SITE}${url}`, { headers: { cookie } }));
          const where = `${url}: ${response.status} ${(await response.text()).slice(0, 200)}`;
          expect(response.status, where).toBeLessThan(500);
          const errors = app.logs.slice(logsBefore).filter((entry) => entry.level === "error");
          expect(errors, where).toEqual([]);
        }),
        {
          numRuns: RUNS,
          seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
          endOnFailure: true,
        },
      ),
    120_000,
  );
});
