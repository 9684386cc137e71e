// What counting the abuse limits in the database costs (docs/decisions/0030-shared-abuse-limits.md):
// a lead post (submitLeadForm, as the contact form's action runs it: the address's recent
// count, its ceiling without a solved challenge, the global ceiling, then the lead stored) and
// a password sign-in (the address's limit, then signInWithAccountLimit: the account's count,
// the password check, a session), each with the shared limits against the in-memory limiters
// they replaced, alternating one of each so both see the same machine. Also the limiter's
// call alone. In process, on one migrated database; p50 and p99 in milliseconds.
//
//   node bench/limiter-cost.ts [--postgres]   options: --requests N (each kind and variant, 300)
import { readConfig } from "#app/config.server.ts";
import { prepareFirstAdmin } from "#app/modules/auth/admin-bootstrap.server.ts";
import { signInWithAccountLimit } from "#app/modules/auth/sign-in-lockout.server.ts";
import { contactFormSchema } from "#app/modules/leads/lead-forms.server.ts";
import {
  type LeadIntake,
  type LeadLimits,
  submitLeadForm,
} from "#app/modules/leads/lead-submission.server.ts";
import { createLogger } from "#app/modules/logging/logger.server.ts";
import { limitKeyOf } from "#app/modules/security/client-ip.ts";
import {
  createRateLimiter,
  type RateLimiter,
  type WindowCounter,
} from "#app/modules/security/rate-limiter.ts";
import { createAppServices } from "#app/services.server.ts";
import { ON_POSTGRES, openBenchDatabase } from "./lib/bench-database.ts";
import { numberOption } from "./lib/command-line.ts";
import { percentile } from "./lib/stats.ts";

const REQUESTS = numberOption("--requests", 300);
const WARM_UP = 20;
const SITE = "http://localhost:3000";
const ADMIN = { email: "owner@limiter-cost.test", password: "limiter cost bench password" };
// Limits nothing reaches: every request takes the path of one let through.
const config = readConfig({
  AUTH_SECRET: "limiter-cost-bench-secret-".repeat(2),
  LEAD_RATE_LIMIT: "1000000",
  LEAD_GLOBAL_RATE_LIMIT: "1000000",
  LEAD_CHALLENGE_AFTER: "1000000",
  SIGN_IN_RATE_LIMIT: "1000000",
});

/** An in-memory limiter behind the shared one's interface, as the app had before. */
function inMemory(limit: number, windowMs: number): RateLimiter {
  const limiter = createRateLimiter({ limit, windowMs });
  return { consume: async (key, now) => limiter.consume(key, now) };
}

/** The in-memory recent-submissions count the lead forms had: times per key in a window. */
function inMemoryCounter(windowMs: number): WindowCounter {
  const events = new Map<string, number[]>();
  const recent = (key: string, now: number) =>
    (events.get(key) ?? []).filter((time) => time > now - windowMs);
  return {
    async add(key, now = Date.now()) {
      const times = [...recent(key, now), now];
      events.set(key, times);
      return times.length;
    },
    count: async (key, now = Date.now()) => recent(key, now).length,
  };
}

const database = await openBenchDatabase("limiter_cost", { postgres: ON_POSTGRES });
const { connection } = database;
await connection.migrate();
const logger = createLogger({ level: "error" });
const { services, stop } = await createAppServices(config, connection, logger);
await prepareFirstAdmin(connection.db, services.hashPassword, ADMIN);

const memoryLimits = {
  leads: {
    recent: inMemoryCounter(10 * 60_000),
    challengeAfter: config.LEAD_CHALLENGE_AFTER,
    withoutSolution: inMemory(config.LEAD_RATE_LIMIT, 10 * 60_000),
    global: inMemory(config.LEAD_GLOBAL_RATE_LIMIT, 60_000),
  } satisfies LeadLimits,
  signIn: inMemory(config.SIGN_IN_RATE_LIMIT, 15 * 60_000),
};
const variants = {
  shared: { leads: services.rateLimits.leads, signIn: services.rateLimits.signIn },
  "in-memory": memoryLimits,
};
type Variant = keyof typeof variants;

/** One of a few hundred addresses, as visitors come from many. */
const addressOf = (index: number) => `198.51.${(index >> 8) & 255}.${index & 255}`;

async function leadPost(variant: Variant, index: number) {
  const ip = addressOf(index % 300);
  const intake: LeadIntake = {
    db: connection.db,
    log: logger,
    ip,
    limitKey: limitKeyOf(ip),
    limits: variants[variant].leads,
    challenges: services.leadChallenges,
    analytics: services.analytics,
    site: SITE,
    notifications: { kinds: services.notifications.kinds, nudge: () => {} },
  };
  const body = new URLSearchParams({
    firstName: "Bench",
    email: `lead-${variant}-${index}@limiter-cost.test`,
    message: "Hello",
  });
  const response = await submitLeadForm(
    new Request(`${SITE}/contact`, { method: "POST", body }),
    intake,
    {
      schema: contactFormSchema,
      toLead: (form) => ({
        name: form.firstName,
        email: form.email,
        whatsappNumber: form.email,
        country: "Not specified",
        businessType: "Other",
        message: form.message,
        source: "contact_page",
      }),
      failureToast: { title: "Failed", description: "Failed" },
    },
  );
  if (!response.data.ok) throw new Error(`a lead was refused: ${JSON.stringify(response.data)}`);
}

async function signIn(variant: Variant, index: number) {
  const ip = addressOf(index % 300);
  const limit = await variants[variant].signIn.consume(limitKeyOf(ip));
  if (!limit.allowed) throw new Error("a sign-in was refused by the address limit");
  const result = await signInWithAccountLimit(
    services,
    new Request(`${SITE}/admin-auth`, { method: "POST", headers: { "x-forwarded-for": ip } }),
    { ...ADMIN, ip },
  );
  if (!result.ok) throw new Error(`a sign-in failed: ${result.reason}`);
}

async function limiterAlone(variant: Variant, index: number) {
  await variants[variant].signIn.consume(limitKeyOf(addressOf(index % 300)));
}

const rows: string[] = [];
for (const [name, run] of Object.entries({
  "lead post": leadPost,
  "sign-in": signIn,
  "limiter call": limiterAlone,
})) {
  const times: Record<Variant, number[]> = { shared: [], "in-memory": [] };
  for (let index = 0; index < WARM_UP + REQUESTS; index++) {
    for (const variant of Object.keys(variants) as Variant[]) {
      const started = performance.now();
      await run(variant, index);
      if (index >= WARM_UP) times[variant].push(performance.now() - started);
    }
  }
  for (const variant of Object.keys(variants) as Variant[]) {
    const sorted = times[variant].sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(2).padStart(8);
    rows.push(
      `${name.padEnd(13)} ${variant.padEnd(10)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 99))}`,
    );
  }
}

console.log(`${connection.engine}, ${REQUESTS} of each, one at a time (ms):`);
console.log(`${"".padEnd(13)} ${"limits".padEnd(10)} ${"p50".padStart(8)} ${"p99".padStart(8)}`);
for (const row of rows) console.log(row);

await stop();
await database.cleanup();
