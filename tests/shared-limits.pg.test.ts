import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, assertBuilt, startAppServer } from "./helpers/app-server.ts";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./helpers/postgres.ts";

// Two built app instances on one PostgreSQL database, as behind a load balancer: the abuse
// limits count every instance's attempts together (docs/decisions/0030-shared-abuse-limits.md),
// so a client alternating between them gets no more than from one. Needs PostgreSQL
// (TEST_DATABASE_URL) and the production build.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const SKIP_REASON =
  "needs PostgreSQL: set TEST_DATABASE_URL (docs/development.md, npm run test:pg)";
const SIGN_IN_LIMIT = 10;
const LEAD_LIMIT = 6;

let database: ThrowawayDatabase | undefined;
const instances: AppServer[] = [];

beforeAll(async () => {
  if (!SERVER_URL) return;
  assertBuilt("shared-limits.pg.test");
  database = await createThrowawayDatabase(SERVER_URL, "limits");
  const env = {
    DATABASE_URL: database.url,
    SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT),
    LEAD_RATE_LIMIT: String(LEAD_LIMIT),
    // Every lead past none needs a solved challenge, or counts against LEAD_RATE_LIMIT.
    LEAD_CHALLENGE_AFTER: "0",
  };
  // One after the other: the first migrates.
  instances.push(await startAppServer(env));
  instances.push(await startAppServer(env));
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
}, 60_000);

/** Instance A for even attempts, B for odd ones. */
const alternate = (attempt: number) => instances[attempt % 2]!.url;

describe("abuse limits across two instances on one PostgreSQL", () => {
  it("refuses sign-in from an address after SIGN_IN_RATE_LIMIT attempts in total", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMIT; attempt++) {
      const origin = alternate(attempt);
      // A new e-mail each time: the per-account lockout stays out of it.
      const response = await fetch(`${origin}/admin-auth`, {
        method: "POST",
        headers: { Origin: origin },
        body: new URLSearchParams({
          intent: "sign-in",
          email: `nobody-${attempt}@limits.test`,
          password: "not the password",
        }),
        redirect: "manual",
      });
      statuses.push(response.status);
      if (attempt === SIGN_IN_LIMIT) {
        expect(await response.text()).toContain("Too many attempts");
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, SIGN_IN_LIMIT)).not.toContain(429);
    expect(statuses[SIGN_IN_LIMIT]).toBe(429);
  });

  it("holds an address's leads without a solved challenge to LEAD_RATE_LIMIT in total", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LEAD_LIMIT; attempt++) {
      const origin = alternate(attempt);
      const response = await fetch(`${origin}/contact`, {
        method: "POST",
        headers: { Origin: origin },
        body: new URLSearchParams({
          firstName: "Sara",
          email: `sara-${attempt}@limits.test`,
          message: "Hello",
        }),
        redirect: "manual",
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(LEAD_LIMIT).fill(200), 429]);
  });
});
