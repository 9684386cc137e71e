import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { getDashboardCounters, getLeadAnalytics } from "./dashboard.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const lead = (fields: Partial<typeof leads.$inferInsert>) => ({
    name: "L",
    email: `${Math.random()}@example.pk`,
    source: "contact_page",
    ...fields,
  });
  await database.db
    .insert(leads)
    .values([
      lead({ country: "Pakistan", businessType: "Restaurant" }),
      lead({ country: "Pakistan", businessType: "Education", source: "get_started_form" }),
      lead({ country: "United Kingdom", businessType: "Restaurant", source: "get_started_form" }),
      lead({ country: "UAE", createdAt: new Date(Date.now() - 3 * 86_400_000) }),
      lead({ country: "Oman", deletedAt: new Date(), status: "archived" }),
      lead({ country: "Qatar", createdAt: new Date(Date.now() - 40 * 86_400_000) }),
    ]);
});
afterAll(() => database.close());

describe("dashboard counters", () => {
  it("counts leads that are not archived, today's in the site's time zone, and distinct types and countries", async () => {
    expect(await getDashboardCounters(database.db, "Asia/Karachi")).toEqual({
      totalLeads: 5,
      today: 3,
      businessTypes: 2,
      countries: 4,
    });
  });

  it("starts 'today' at midnight in the site's time zone", async () => {
    // Just after midnight in Karachi (UTC+5) is still yesterday in UTC.
    const justAfterMidnight = await database.db.execute(
      sql`SELECT (date_trunc('day', now() AT TIME ZONE 'Asia/Karachi') AT TIME ZONE 'Asia/Karachi') + interval '1 minute' AS t`,
    );
    const t = (justAfterMidnight as unknown as { rows: { t: Date }[] }).rows[0]!.t;
    await database.db.insert(leads).values({
      name: "Night owl",
      email: "owl@example.pk",
      source: "test",
      createdAt: new Date(t),
    });
    await database.db.insert(leads).values({
      name: "Before midnight",
      email: "late@example.pk",
      source: "test",
      createdAt: new Date(new Date(t).getTime() - 2 * 60_000),
    });
    const counters = await getDashboardCounters(database.db, "Asia/Karachi");
    expect(counters.today).toBe(4);
  });
});

describe("lead analytics", () => {
  it("gives all 30 days, oldest first, and the top sources, countries and business types", async () => {
    const analytics = await getLeadAnalytics(database.db, "Asia/Karachi");
    expect(analytics.perDay).toHaveLength(30);
    expect(analytics.perDay.at(-1)?.count).toBeGreaterThanOrEqual(3);
    expect(analytics.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(analytics.last30Days);
    expect(analytics.bySource[0]).toEqual({ label: "contact_page", count: 3 });
    expect(analytics.byCountry.find((row) => row.label === "Pakistan")).toEqual({
      label: "Pakistan",
      count: 2,
    });
    expect(analytics.byBusinessType[0]).toEqual({ label: "Not specified", count: 4 });
  });
});
