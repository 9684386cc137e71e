import { count } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, leads } from "#app/db/schema.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, demoRequest, karachi } from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";

// Twenty visitors asking for one host's same time at once (ADR 0043): exactly one gets it, the
// others are told it was just taken, and none leaves a lead behind. On the embedded database
// here; on PostgreSQL with two instances' pools in tests/bookings-concurrency.pg.test.ts.

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe("twenty bookings of one time at once", () => {
  it("books one and refuses nineteen, clearly", async () => {
    await addHost(database.db, "sana");
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        bookDemo(
          database.db,
          demoRequest(karachi("11:00"), {}, { email: `visitor${index}@example.pk` }),
        ),
      ),
    );
    const booked = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [ruleErrorOf(outcome.reason)] : [],
    );
    expect(booked).toHaveLength(1);
    expect(refusals.map((refusal) => [refusal?.code, refusal?.message])).toEqual(
      Array(19).fill(["conflict", "That time was just taken. Please choose another."]),
    );
    const [[storedLeads], [storedBookings]] = await Promise.all([
      database.db.select({ n: count() }).from(leads),
      database.db.select({ n: count() }).from(bookings),
    ]);
    expect([storedLeads?.n, storedBookings?.n]).toEqual([1, 1]);
  });
});
