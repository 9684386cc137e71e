import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { filters, LIST_OPTIONS, lead } from "../../../tests/helpers/lead-rows.ts";
import { leadBatches, leadExportBatchQuery } from "./lead-export.server.ts";
import type { LeadFilters } from "./lead-filters.ts";
import {
  escapeLikePattern,
  type LeadListRow,
  leadsWhere,
  listLeads,
} from "./lead-queries.server.ts";

const ZONE = LIST_OPTIONS.timeZone;
const options = LIST_OPTIONS;

async function names(database: TestDatabase, fields: Partial<LeadFilters>) {
  const list = await listLeads(database.db, filters(fields), options);
  return list.rows.map((row) => row.name);
}

describe("listLeads: status, search and dates", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const at = (local: string) => new Date(`${local}+05:00`);
    await database.db.insert(leads).values([
      // Around the day boundaries in Karachi. "now" is 2026-03-10 12:00 there.
      lead({ name: "Tomorrow 00:00", createdAt: at("2026-03-11T00:00:00") }),
      lead({ name: "Today 23:59", createdAt: at("2026-03-10T23:59:00") }),
      lead({ name: "Today 00:30 (03-09 in UTC)", createdAt: at("2026-03-10T00:30:00") }),
      lead({ name: "Today 00:01", createdAt: at("2026-03-10T00:01:00") }),
      lead({ name: "Today 00:00", createdAt: at("2026-03-10T00:00:00") }),
      lead({ name: "Yesterday 23:59", createdAt: at("2026-03-09T23:59:00") }),
      lead({ name: "Yesterday 23:59:59.999", createdAt: at("2026-03-09T23:59:59.999") }),
      lead({ name: "Yesterday 00:00", createdAt: at("2026-03-09T00:00:00") }),
      lead({ name: "Two days ago 23:59", createdAt: at("2026-03-08T23:59:00") }),
      lead({ name: "Six days ago 00:00", createdAt: at("2026-03-04T00:00:00") }),
      lead({ name: "Seven days ago 23:59", createdAt: at("2026-03-03T23:59:00") }),
      // Search and status.
      lead({
        name: "Sana Khan",
        email: "Sana.Khan@Example.PK",
        phone: "+92 300 1112233",
        whatsappNumber: "923004445566",
        country: "Pakistan",
        businessType: "Solar Business",
        status: "contacted",
      }),
      lead({ name: "Bilal 50% off_deal", email: "bilal@shop.pk", status: "won" }),
      lead({ name: "Bilal 50x offXdeal", email: "bilal2@shop.pk", status: "lost" }),
      lead({ name: "Back\\slash", email: "slash@example.pk" }),
      lead({ name: "علی رضا", email: "ali@example.pk", country: "پاکستان" }),
      lead({
        name: "Archived Sana",
        email: "old-sana@example.pk",
        status: "archived",
        deletedAt: new Date("2026-02-01T00:00:00Z"),
      }),
      // Inconsistent on purpose: deleted_at decides, not the status column.
      lead({ name: "Deleted but new", status: "new", deletedAt: new Date("2026-02-01T00:00:00Z") }),
    ]);
  });
  afterAll(() => database.close());

  it("shows every active lead for 'all', newest first, and never an archived one", async () => {
    const list = await listLeads(database.db, filters(), options);
    expect(await list.total).toBe(16);
    expect(list.rows[0]?.name).toBe("Tomorrow 00:00");
    expect(list.rows.map((row) => row.name)).not.toContain("Archived Sana");
    expect(list.rows.map((row) => row.name)).not.toContain("Deleted but new");
    const times = list.rows.map((row) => row.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("filters by status among active leads, and 'archived' by deleted_at", async () => {
    expect(await names(database, { status: "contacted" })).toEqual(["Sana Khan"]);
    expect(await names(database, { status: "won" })).toEqual(["Bilal 50% off_deal"]);
    expect(await names(database, { status: "lost" })).toEqual(["Bilal 50x offXdeal"]);
    expect(await names(database, { status: "new" })).toHaveLength(13);
    expect(await names(database, { status: "new" })).not.toContain("Deleted but new");
    expect((await names(database, { status: "archived" })).sort()).toEqual([
      "Archived Sana",
      "Deleted but new",
    ]);
  });

  it.each([
    ["sana", ["Sana Khan"]],
    ["SANA.KHAN@example", ["Sana Khan"]],
    ["1112233", ["Sana Khan"]],
    ["4445566", ["Sana Khan"]],
    ["pakis", ["Sana Khan"]],
    ["solar", ["Sana Khan"]],
    ["shop.pk", ["Bilal 50x offXdeal", "Bilal 50% off_deal"]],
    ["50%", ["Bilal 50% off_deal"]],
    ["off_deal", ["Bilal 50% off_deal"]],
    ["\\", ["Back\\slash"]],
    ["رضا", ["علی رضا"]],
    ["پاکستان", ["علی رضا"]],
    ["nobody-has-this", []],
  ])(
    "searches name, email, phone, WhatsApp, country and business type: %s",
    async (q, expected) => {
      expect((await names(database, { q })).sort()).toEqual([...expected].sort());
    },
  );

  it("searches inside the archived leads with the Archived filter", async () => {
    expect(await names(database, { q: "sana", status: "archived" })).toEqual(["Archived Sana"]);
    expect(await names(database, { q: "sana", status: "won" })).toEqual([]);
  });

  it("takes 'today' from midnight to midnight in the site's time zone", async () => {
    expect(await names(database, { range: "today" })).toEqual([
      "Today 23:59",
      "Today 00:30 (03-09 in UTC)",
      "Today 00:01",
      "Today 00:00",
    ]);
  });

  it("takes 'yesterday' as the whole previous day there", async () => {
    expect(await names(database, { range: "yesterday" })).toEqual([
      "Yesterday 23:59:59.999",
      "Yesterday 23:59",
      "Yesterday 00:00",
    ]);
  });

  it("takes 'last 7 days' as today and the six days before, whole days", async () => {
    const last7 = await names(database, { range: "last7days" });
    expect(last7).toContain("Six days ago 00:00");
    expect(last7).toContain("Today 23:59");
    expect(last7).not.toContain("Seven days ago 23:59");
    expect(last7).not.toContain("Tomorrow 00:00");
    expect(last7).toHaveLength(9);
  });

  it("takes a custom range inclusive of both days", async () => {
    expect(
      await names(database, { range: "custom", from: "2026-03-09", to: "2026-03-09" }),
    ).toEqual(["Yesterday 23:59:59.999", "Yesterday 23:59", "Yesterday 00:00"]);
    expect(
      await names(database, { range: "custom", from: "2026-03-04", to: "2026-03-08" }),
    ).toEqual(["Two days ago 23:59", "Six days ago 00:00"]);
    expect(await names(database, { range: "custom", from: "2026-03-10" })).toEqual([
      "Tomorrow 00:00",
      "Today 23:59",
      "Today 00:30 (03-09 in UTC)",
      "Today 00:01",
      "Today 00:00",
    ]);
    expect(await names(database, { range: "custom", to: "2026-03-03" })).toContain(
      "Seven days ago 23:59",
    );
    expect(await names(database, { range: "custom", to: "2026-03-03" })).not.toContain(
      "Six days ago 00:00",
    );
    // No days given: no date limit.
    expect(await names(database, { range: "custom" })).toHaveLength(16);
    // Backwards: nothing.
    expect(
      await names(database, { range: "custom", from: "2026-03-10", to: "2026-03-09" }),
    ).toEqual([]);
  });

  it("combines status, search and date range", async () => {
    expect(await names(database, { q: "today", range: "today", status: "new" })).toHaveLength(4);
    expect(await names(database, { q: "sana", range: "today" })).toEqual([]);
  });

  it("uses the database's clock when no 'now' is given (runs last: it adds a lead)", async () => {
    const { createdAt: _pinned, ...current } = lead({ name: "Just now" });
    await database.db.insert(leads).values(current);
    const list = await listLeads(database.db, filters({ range: "today" }), { timeZone: ZONE });
    expect(list.rows.map((row) => row.name)).toEqual(["Just now"]);
  });
});

describe("query plans at scale", () => {
  // 20k leads with realistic spread, so the planner's choices are the ones production gets.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      INSERT INTO leads (name, email, phone, whatsapp_number, country, business_type, source, status, created_at, deleted_at)
      SELECT 'Lead ' || md5(i::text), md5(i::text) || '@example.pk', '+92300' || lpad(i::text, 7, '0'),
             '92300' || lpad(i::text, 7, '0'), (ARRAY['Pakistan','UAE','United Kingdom'])[1 + i % 3],
             (ARRAY['Restaurant','Education','Solar Business','Other'])[1 + i % 4], 'get_started_form',
             CASE WHEN i % 50 = 0 THEN 'archived' ELSE 'new' END,
             timestamptz '2026-03-10 12:00+05' - i * interval '7 minutes',
             CASE WHEN i % 50 = 0 THEN now() END
      FROM generate_series(1, 20000) AS i`);
    // A timeline for every lead: two notes around a status change.
    await database.db.execute(sql`
      INSERT INTO lead_events (lead_id, kind, body, details, created_at)
      SELECT id, e.kind, CASE WHEN e.kind = 'note' THEN 'Note ' || e.i END, '{}'::jsonb,
             created_at + e.i * interval '1 hour'
      FROM leads CROSS JOIN (VALUES (1, 'note'), (2, 'status'), (3, 'note')) AS e(i, kind)`);
    // What autovacuum does in production: flush the GIN pending lists, refresh the statistics.
    await database.db.execute(sql`VACUUM ANALYZE leads`);
    await database.db.execute(sql`VACUUM ANALYZE lead_events`);
  }, 120_000);
  afterAll(() => database.close());

  async function plan(fields: Partial<LeadFilters>) {
    const query = database.db
      .select({ id: leads.id })
      .from(leads)
      .where(leadsWhere(filters(fields), options))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(25);
    const rows = await selectRows<{ "QUERY PLAN": string }>(database.db, sql`EXPLAIN ${query}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  }

  it("lets the trigram index on search_text serve a selective search", async () => {
    // (A common term is read newest first along created_at instead, which is as quick.)
    for (const q of ["4f2a9", "0000123", "Lead 4F2A"]) {
      expect(await plan({ q })).toContain("leads_search_text_trgm_idx");
    }
  });

  it("finds a rare term among many quickly (no scan of every lead)", async () => {
    const rows = await selectRows<{ "QUERY PLAN": string }>(
      database.db,
      sql`EXPLAIN ANALYZE SELECT count(*) FROM leads WHERE ${leadsWhere(filters({ q: "4F2A9" }), options)}`,
    );
    const text = rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("leads_search_text_trgm_idx");
    expect(text).not.toContain("Seq Scan");
  });

  it("reads the first page of the plain list from the created_at index", async () => {
    expect(await plan({})).toContain("Index Scan Backward using leads_created_at_idx");
  });

  it("lets the created_at index serve the date ranges, with bounds fixed before the scan", async () => {
    for (const range of ["today", "yesterday", "last7days"] as const) {
      expect(await plan({ range })).toMatch(/Index Cond: \(\(created_at >= .*created_at </);
    }
    expect(await plan({ range: "custom", from: "2026-03-01", to: "2026-03-02" })).toContain(
      "leads_created_at_idx",
    );
  });

  it("reads an export batch along the created_at index, each newest note from its index", async () => {
    const [middle] = await selectRows<{ created_at: string; id: string }>(
      database.db,
      sql`SELECT created_at::text, id FROM leads ORDER BY created_at DESC, id DESC OFFSET 5000 LIMIT 1`,
    );
    for (const cursor of [null, { createdAt: middle!.created_at, id: middle!.id }]) {
      const rows = await selectRows<{ "QUERY PLAN": string }>(
        database.db,
        sql`EXPLAIN ANALYZE ${leadExportBatchQuery(database.db, leadsWhere(filters(), options), cursor, 1000)}`,
      );
      const text = rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(text).toContain("Index Scan Backward using leads_created_at_idx on leads");
      expect(text).toContain("using lead_events_lead_created_at_idx on lead_events");
      expect(text).not.toMatch(/Seq Scan on (leads|lead_events)/);
      // The newest note is looked up for the batch's leads only (the first 1000 and the one
      // the sort needs to see the batch end), not for every lead.
      expect(text).toMatch(/lead_events_lead_created_at_idx on lead_events .*loops=100[01]\)/);
    }
  });
});

describe("escapeLikePattern", () => {
  it("escapes the wildcards and the escape character", () => {
    expect(escapeLikePattern("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});

describe("listLeads: pages", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const same = new Date("2026-03-01T10:00:00Z");
    await database.db.insert(leads).values(
      Array.from({ length: 23 }, (_, i) =>
        // Seven share one instant: the id breaks the tie, so pages never overlap.
        lead({ name: `P${i}`, createdAt: i < 7 ? same : new Date(same.getTime() + i * 60_000) }),
      ),
    );
  });
  afterAll(() => database.close());

  const page = (n: number, size: 10 | 25 | 50 = 10) =>
    listLeads(database.db, filters({ page: n, size }), options);

  it("gives full pages, then the rest on the last page, with the exact total", async () => {
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect([first.rows.length, second.rows.length, third.rows.length]).toEqual([10, 10, 3]);
    expect([first.hasNext, second.hasNext, third.hasNext]).toEqual([true, true, false]);
    expect([await first.total, third.page]).toEqual([23, 3]);
    const ids = [...first.rows, ...second.rows, ...third.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(23);
    const tied = [...first.rows, ...second.rows, ...third.rows].slice(16);
    expect(tied.map((row) => row.id)).toEqual(
      tied
        .map((row) => row.id)
        .sort()
        .reverse(),
    );
  });

  it("shows the last page for a page past the end", async () => {
    const beyond = await page(9);
    expect(beyond.page).toBe(3);
    expect(beyond.rows).toHaveLength(3);
    expect(await beyond.total).toBe(23);
    expect(beyond.hasNext).toBe(false);
  });

  it("has one page when everything fits, and one empty page when nothing matches", async () => {
    const all = await page(1, 25);
    expect([all.rows.length, all.hasNext]).toEqual([23, false]);
    const none = await listLeads(database.db, filters({ q: "zzz", page: 4 }), options);
    expect(none).toMatchObject({ rows: [], page: 1, hasNext: false });
    expect(await none.total).toBe(0);
  });

  it("streams every matching lead once, in list order, in keyset batches", async () => {
    const batches: LeadListRow[][] = [];
    for await (const batch of leadBatches(database.db, filters(), { ...options, batchSize: 4 })) {
      batches.push(batch);
    }
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 4, 4, 4, 3]);
    const all = await listLeads(database.db, filters(), options);
    expect(batches.flat().map((row) => row.id)).toEqual(all.rows.map((row) => row.id));
  });

  it("streams only what the filters match, and nothing for no match", async () => {
    const rows: LeadListRow[] = [];
    for await (const batch of leadBatches(database.db, filters({ q: "P1" }), options)) {
      rows.push(...batch);
    }
    expect(rows.map((row) => row.name).sort()).toEqual(
      ["P1", "P10", "P11", "P12", "P13", "P14", "P15", "P16", "P17", "P18", "P19"].sort(),
    );
    const none: LeadListRow[][] = [];
    for await (const batch of leadBatches(database.db, filters({ q: "zzz" }), options)) {
      none.push(batch);
    }
    expect(none).toEqual([]);
  });
});
