import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { leadBatches } from "./lead-export.server.ts";
import { DEFAULT_LEAD_FILTERS, type LeadFilters } from "./lead-filters.ts";
import {
  countLeads,
  getLead,
  type LeadListRow,
  leadsWhere,
  listLeads,
} from "./lead-queries.server.ts";
import { createLead } from "./leads.server.ts";

// A lead remembers the language of the page its form was sent from (docs/product.md#languages): stored with
// the lead, English for every lead from before, and a filter of the Leads Manager and its CSV.

const options = { timeZone: "Asia/Karachi", now: new Date("2026-03-10T12:00:00+05:00") };
const filters = (fields: Partial<LeadFilters> = {}): LeadFilters => ({
  ...DEFAULT_LEAD_FILTERS,
  size: 50,
  ...fields,
});

describe("a lead's language", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
    await database.db.insert(leads).values([
      {
        name: "Urdu new",
        email: "u1@example.pk",
        source: "contact_page",
        locale: "ur",
        createdAt: at(5),
      },
      {
        name: "Urdu won",
        email: "u2@example.pk",
        source: "get_started_form",
        locale: "ur",
        status: "won",
        createdAt: at(4),
      },
      {
        name: "English new",
        email: "e1@example.pk",
        source: "contact_page",
        locale: "en",
        createdAt: at(3),
      },
      // Inserted without a language, as every lead before the column was: English.
      {
        name: "Older, no language",
        email: "e2@example.pk",
        source: "contact_page",
        createdAt: at(2),
      },
      {
        name: "Urdu archived",
        email: "u3@example.pk",
        source: "contact_page",
        locale: "ur",
        status: "archived",
        deletedAt: at(6),
        createdAt: at(1),
      },
    ]);
  });
  afterAll(() => database.close());

  const names = async (fields: Partial<LeadFilters>) =>
    (await listLeads(database.db, filters(fields), options)).rows.map((row) => row.name);

  it("is English for a lead stored without one, and kept as given otherwise", async () => {
    const { id } = await createLead(
      database.db,
      { name: "Made here", email: "made@example.pk", source: "contact_page", locale: "ur" },
      null,
      [],
    );
    expect((await getLead(database.db, id))?.locale).toBe("ur");
    const rows = await database.db.select({ name: leads.name, locale: leads.locale }).from(leads);
    expect(rows.find((row) => row.name === "Older, no language")?.locale).toBe("en");
    await database.db.delete(leads).where(sql`${leads.id} = ${id}`);
  });

  it("is refused by the database unless it is one of the site's languages", async () => {
    for (const locale of ["fr", "", "UR"]) {
      await expect(
        database.db.execute(
          sql`INSERT INTO leads (name, email, source, locale) VALUES ('X', 'x@example.pk', 'contact_page', ${locale})`,
        ),
      ).rejects.toThrow();
    }
    await expect(
      database.db.execute(
        sql`INSERT INTO leads (name, email, source, locale) VALUES ('X', 'x@example.pk', 'contact_page', NULL)`,
      ),
    ).rejects.toThrow();
  });

  it("lists every language without the filter, and the row carries it", async () => {
    const list = await listLeads(database.db, filters(), options);
    expect(list.rows.map((row) => [row.name, row.locale])).toEqual([
      ["Urdu new", "ur"],
      ["Urdu won", "ur"],
      ["English new", "en"],
      ["Older, no language", "en"],
    ]);
  });

  it("filters by language, with an exact total, alone and with the other filters", async () => {
    expect(await names({ language: "ur" })).toEqual(["Urdu new", "Urdu won"]);
    expect(await names({ language: "en" })).toEqual(["English new", "Older, no language"]);
    expect(await names({ language: "ur", status: "won" })).toEqual(["Urdu won"]);
    expect(await names({ language: "ur", status: "archived" })).toEqual(["Urdu archived"]);
    expect(await names({ language: "en", status: "archived" })).toEqual([]);
    expect(await names({ language: "ur", q: "won" })).toEqual(["Urdu won"]);
    // The totals are counted with the filter, not read from the per-status counters.
    expect(await countLeads(database.db, filters({ language: "ur" }), options)).toBe(2);
    expect(await countLeads(database.db, filters({ language: "en" }), options)).toBe(2);
    expect(await countLeads(database.db, filters(), options)).toBe(4);
    expect(await (await listLeads(database.db, filters({ language: "ur" }), options)).total).toBe(
      2,
    );
  });

  it("exports only the leads of the language filtered on, with their language", async () => {
    const rows: LeadListRow[] = [];
    for await (const batch of leadBatches(database.db, filters({ language: "ur" }), options)) {
      rows.push(...batch);
    }
    expect(rows.map((row) => [row.name, row.locale])).toEqual([
      ["Urdu new", "ur"],
      ["Urdu won", "ur"],
    ]);
  });
});

describe("the Language filter at scale", () => {
  // 20k leads, one in forty in Urdu: the filter must not walk every lead newest first.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      INSERT INTO leads (name, email, source, locale, created_at)
      SELECT 'Lead ' || i, i || '@example.pk', 'contact_page',
             CASE WHEN i % 40 = 0 THEN 'ur' ELSE 'en' END,
             timestamptz '2026-03-10 12:00+05' - i * interval '7 minutes'
      FROM generate_series(1, 20000) AS i`);
    await database.db.execute(sql`VACUUM ANALYZE leads`);
  }, 120_000);
  afterAll(() => database.close());

  it("reads the first page of Urdu leads from the (locale, created_at) index", async () => {
    const query = database.db
      .select({ id: leads.id })
      .from(leads)
      .where(leadsWhere(filters({ language: "ur" }), options))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(25);
    const rows = await selectRows<{ "QUERY PLAN": string }>(database.db, sql`EXPLAIN ${query}`);
    expect(rows.map((row) => row["QUERY PLAN"]).join("\n")).toContain(
      "leads_locale_created_at_idx",
    );
  });
});
