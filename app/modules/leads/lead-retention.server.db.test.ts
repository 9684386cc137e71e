import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLog, leads } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { purgeExpiredLeads, saveLeadRetention } from "./lead-retention.server.ts";

let database: TestDatabase;
const NOW = new Date("2026-11-24T06:00:00Z");

beforeEach(async () => {
  database = await createTestDatabase();
  const lead = (name: string, deletedAt: string | null) => ({
    name,
    email: `${name}@example.pk`,
    source: "contact_form",
    status: deletedAt ? "archived" : "new",
    deletedAt: deletedAt ? new Date(deletedAt) : null,
  });
  await database.db
    .insert(leads)
    .values([
      lead("old-archived", "2024-10-01T00:00:00Z"),
      lead("recent-archived", "2025-12-01T00:00:00Z"),
      lead("old-active", null),
    ]);
});
afterEach(() => database.close());

const names = async () =>
  (await database.db.select({ name: leads.name }).from(leads)).map((row) => row.name).sort();

describe("lead retention", () => {
  it("does nothing while off (the default)", async () => {
    expect(await purgeExpiredLeads(database.db, NOW)).toBeNull();
    expect(await names()).toHaveLength(3);
  });

  it("deletes archived leads past the period once a day, across instances, logged without them", async () => {
    await saveLeadRetention(database.db, null, { months: 24 });
    const runs = await Promise.all([
      purgeExpiredLeads(database.db, NOW),
      purgeExpiredLeads(database.db, NOW),
    ]);
    expect(runs.sort()).toEqual([1, null].sort());
    expect(await names()).toEqual(["old-active", "recent-archived"]);
    expect(await purgeExpiredLeads(database.db, NOW)).toBeNull();
    const [entry] = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "retention_delete_leads"));
    expect(entry).toMatchObject({ userId: null, details: { count: 1, months: 24 } });
    // The next day runs again.
    await saveLeadRetention(database.db, null, { months: 6 });
    expect(await purgeExpiredLeads(database.db, new Date("2026-11-25T06:00:00Z"))).toBe(1);
    expect(await names()).toEqual(["old-active"]);
  });
});
