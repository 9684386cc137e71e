import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/db.ts";
import { selectRows } from "./client.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function rejects(statement: ReturnType<typeof sql>) {
  await expect(database.db.execute(statement)).rejects.toThrow();
}

describe("schema constraints", () => {
  it("rejects a lead status outside the specification's five", async () => {
    await rejects(
      sql`INSERT INTO leads (name, email, source, status) VALUES ('A', 'a@b.co', 'test', 'pending')`,
    );
    await database.db.execute(
      sql`INSERT INTO leads (name, email, source, status) VALUES ('A', 'a@b.co', 'test', 'won')`,
    );
  });

  it("rejects unknown user roles and statuses", async () => {
    await rejects(sql`INSERT INTO users (id, email, role) VALUES ('u1', 'a@b.co', 'owner')`);
    await rejects(sql`INSERT INTO users (id, email, status) VALUES ('u2', 'b@b.co', 'deleted')`);
  });

  it("rejects unknown billing periods, country codes and out-of-range discounts", async () => {
    // A name as stored (a text per language, ADR 0041): each plan is refused for its one bad value.
    const name = sql.raw(`'{"en": "X"}'`);
    await database.db.execute(sql`INSERT INTO pricing_plans (name, price) VALUES (${name}, 1)`);
    await rejects(
      sql`INSERT INTO pricing_plans (name, price, billing_period) VALUES (${name}, 1, 'weekly')`,
    );
    await rejects(
      sql`INSERT INTO pricing_plans (name, price, country_code) VALUES (${name}, 1, 'US')`,
    );
    await rejects(
      sql`INSERT INTO pricing_plans (name, price, yearly_discount_percent) VALUES (${name}, 1, 101)`,
    );
  });

  it("keeps website_config to a single row", async () => {
    await database.db.execute(
      sql`INSERT INTO website_config (id, site_title, footer_text) VALUES (1, '{"en": "A"}', '{"en": "B"}')`,
    );
    await rejects(
      sql`INSERT INTO website_config (id, site_title, footer_text) VALUES (2, '{"en": "A"}', '{"en": "B"}')`,
    );
  });

  it("gives every page a unique slug and every user a unique e-mail, case-insensitively", async () => {
    await database.db.execute(
      sql`INSERT INTO website_pages (slug, title) VALUES ('{"en": "about"}', '{"en": "About"}')`,
    );
    await rejects(
      sql`INSERT INTO website_pages (slug, title) VALUES ('{"en": "about"}', '{"en": "Again"}')`,
    );
    await database.db.execute(
      sql`INSERT INTO users (id, email) VALUES ('u3', 'Admin@Example.com')`,
    );
    await rejects(sql`INSERT INTO users (id, email) VALUES ('u4', 'admin@example.com')`);
  });

  it("keeps the six searched lead columns in one lowercased, trigram-indexed search text", async () => {
    await database.db.execute(sql`
      INSERT INTO leads (name, email, phone, whatsapp_number, country, business_type, source)
      VALUES ('Sana KHAN', 'Sana@Shop.PK', '0300', '+92 300', 'Pakistan', 'Solar Business', 'test')`);
    const [row] = await selectRows<{ search_text: string }>(
      database.db,
      sql`SELECT search_text FROM leads WHERE email = 'Sana@Shop.PK'`,
    );
    expect(row?.search_text).toBe("sana khan sana@shop.pk 0300 +92 300 pakistan solar business");
    const indexes = await selectRows<{ indexdef: string }>(
      database.db,
      sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'leads' AND indexdef LIKE '%gin_trgm_ops%'`,
    );
    expect(indexes.map((index) => index.indexdef)).toEqual([
      expect.stringMatching(
        /leads_search_text_trgm_idx ON public\.leads USING gin \(search_text gin_trgm_ops\)/,
      ),
    ]);
  });

  it("serves newest-first lead lists and trigram searches from indexes", async () => {
    await database.db.execute(sql`
      INSERT INTO leads (name, email, source, created_at)
      SELECT 'Lead ' || n, 'lead' || n || '@example.com', 'test', now() - n * interval '1 minute'
      FROM generate_series(1, 2000) AS n`);
    // The question is whether the indexes can serve these queries; at this size the planner
    // would rightly prefer a sequential scan, so that is switched off for the check.
    const plans = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explain = async (query: ReturnType<typeof sql>) => {
        const rows = await selectRows<{ "QUERY PLAN": string }>(tx, sql`EXPLAIN ${query}`);
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      };
      return {
        newestFirst: await explain(sql`SELECT id FROM leads ORDER BY created_at DESC LIMIT 25`),
        search: await explain(sql`SELECT id FROM leads WHERE search_text LIKE '%lead1999%'`),
      };
    });
    expect(plans.newestFirst).toMatch(/Index Scan Backward using leads_created_at_idx/);
    expect(plans.search).toMatch(/leads_search_text_trgm_idx/);
  });
});
