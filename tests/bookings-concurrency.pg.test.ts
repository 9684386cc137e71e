import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "#app/db/client.server.ts";
import { bookings, leads } from "#app/db/schema.ts";
import { EXCLUSION_VIOLATION, hasSqlState } from "#app/db/sql-state.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { bookDemo } from "#app/modules/bookings/book-demo.server.ts";
import { addHost, demoRequest, karachi } from "./helpers/booking-hosts.ts";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./helpers/postgres.ts";

// Two app instances' connection pools on one PostgreSQL database, twenty visitors asking for
// one host's same time at once (ADR 0043): exactly one booking, nineteen clear refusals, no
// stray lead. Needs PostgreSQL (TEST_DATABASE_URL); the embedded database's run is
// app/modules/bookings/book-demo-concurrency.db.test.ts.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const SKIP_REASON =
  "needs PostgreSQL: set TEST_DATABASE_URL (docs/development.md, npm run test:pg)";

let database: ThrowawayDatabase | undefined;
const instances: DatabaseConnection[] = [];

beforeAll(async () => {
  if (!SERVER_URL) return;
  database = await createThrowawayDatabase(SERVER_URL, "bookings");
  for (let instance = 0; instance < 2; instance++) {
    instances.push(
      await openDatabase({ engine: "postgres", url: database.url, maxConnections: 10 }),
    );
  }
  await instances[0]!.migrate();
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await database?.drop();
});

async function totals() {
  const db = instances[0]!.db;
  const [[storedLeads], [storedBookings]] = await Promise.all([
    db.select({ n: count() }).from(leads),
    db.select({ n: count() }).from(bookings),
  ]);
  return { leads: storedLeads?.n, bookings: storedBookings?.n };
}

describe("bookings across two instances on one PostgreSQL", () => {
  it("gives one of twenty simultaneous requests the time and refuses the rest clearly", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    await addHost(instances[0]!.db, "sana");
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        bookDemo(
          instances[index % 2]!.db,
          demoRequest(karachi("11:00"), {}, { email: `visitor${index}@example.pk` }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [ruleErrorOf(outcome.reason)] : [],
    );
    expect(refusals.map((refusal) => [refusal?.code, refusal?.message])).toEqual(
      Array(19).fill(["conflict", "That time was just taken. Please choose another."]),
    );
    expect(await totals()).toEqual({ leads: 1, bookings: 1 });
  });

  it("lets only one of two overlapping rows in, whichever path writes them", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    await addHost(instances[0]!.db, "omar");
    const [lead] = await instances[0]!.db
      .insert(leads)
      .values({ name: "L", email: "l@example.pk", source: "test" })
      .returning({ id: leads.id });
    // Straight inserts, no lock and no check: the exclusion constraint alone decides.
    const outcomes = await Promise.allSettled(
      instances.map((instance, index) =>
        instance.db.transaction(async (tx) => {
          await tx.insert(bookings).values({
            hostId: "omar",
            leadId: lead!.id,
            startsAt: new Date(karachi("12:00") + index * 10 * 60_000),
            endsAt: new Date(karachi("12:30") + index * 10 * 60_000),
            heldFrom: new Date(karachi("12:00") + index * 10 * 60_000),
            heldUntil: new Date(karachi("12:30") + index * 10 * 60_000),
            timeZone: "Asia/Karachi",
            uid: `row${index}@dmflow.test`,
            rescheduleTokenHash: `r${index}`,
            cancelTokenHash: `c${index}`,
          });
          // Both are inside their transactions before either commits.
          await new Promise((resolve) => setTimeout(resolve, 200));
        }),
      ),
    );
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === "rejected" && hasSqlState(outcome.reason, EXCLUSION_VIOLATION),
    );
    expect([outcomes.length - refused.length, refused.length]).toEqual([1, 1]);
  });
  it("books a submission sent twice at once once, answering both", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    await addHost(instances[0]!.db, "zara");
    const before = await totals();
    const submission = { submissionKey: "k".repeat(32), submissionHash: "h".repeat(64) };
    const request = demoRequest(karachi("15:00"), { host: { slug: "zara" } }, submission);
    const results = await Promise.all(instances.map((instance) => bookDemo(instance.db, request)));
    expect(results.map((result) => result.repeated).sort()).toEqual([false, true]);
    const after = await totals();
    expect([after.leads! - before.leads!, after.bookings! - before.bookings!]).toEqual([1, 1]);
  });
});
