import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { LEAD_STATUSES } from "#app/db/enums.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parseLeadFilters } from "./lead-filters.ts";
import { countLeads } from "./lead-queries.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Every status filter's total from the counters, next to a real count over the rows. */
async function totals() {
  const filters = ["all", ...LEAD_STATUSES];
  const fromCounters = await Promise.all(
    filters.map((status) =>
      countLeads(database.db, parseLeadFilters(new URLSearchParams({ status })), {
        timeZone: "Asia/Karachi",
      }),
    ),
  );
  const counted = await Promise.all(
    filters.map(async (status) => {
      const where =
        status === "archived"
          ? sql`deleted_at IS NOT NULL`
          : status === "all"
            ? sql`deleted_at IS NULL`
            : sql`deleted_at IS NULL AND status = ${status}`;
      const [row] = await selectRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM leads WHERE ${where}`,
      );
      return row?.n ?? 0;
    }),
  );
  return { fromCounters, counted };
}

describe("lead counts", () => {
  it("stay exact through inserts, status changes, archive, restore and deletes, one by one and in bulk", async () => {
    await database.db.execute(sql`
      INSERT INTO leads (name, email, source, status)
      SELECT 'L' || n, n || '@x.pk', 'test', (ARRAY['new','contacted','won','lost'])[1 + n % 4]
      FROM generate_series(1, 400) AS n`);
    let result = await totals();
    expect(result.fromCounters).toEqual(result.counted);
    expect(result.fromCounters[0]).toBe(400);

    await database.db.execute(sql`UPDATE leads SET status = 'contacted' WHERE email LIKE '1%'`);
    await database.db.execute(
      sql`UPDATE leads SET deleted_at = now(), status = 'archived' WHERE email LIKE '2%'`,
    );
    await database.db.execute(
      sql`UPDATE leads SET deleted_at = NULL, status = 'new' WHERE email LIKE '20%'`,
    );
    await database.db.execute(sql`UPDATE leads SET name = 'renamed' WHERE email LIKE '3%'`);
    await database.db.execute(sql`DELETE FROM leads WHERE email LIKE '4%'`);
    result = await totals();
    expect(result.fromCounters).toEqual(result.counted);
    expect(result.fromCounters[0]).toBeLessThan(400);
  });

  it("counts searches and date ranges over the rows themselves", async () => {
    const filters = parseLeadFilters(new URLSearchParams({ q: "renamed" }));
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL AND name = 'renamed'`,
    );
    expect(await countLeads(database.db, filters, { timeZone: "Asia/Karachi" })).toBe(row?.n);
  });
});
