import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { databaseBefore, type OlderDatabase } from "../../../tests/helpers/older-database.ts";

// Migration 0032 (ADR 0041): plans stored the old way (English in columns, other languages in
// `translations`, features keyed by their English text) keep every text, now per language.

let database: OlderDatabase;
type Row = {
  name: unknown;
  description: unknown;
  yearly_savings_text: unknown;
  features: { id: string; text: Record<string, string> }[];
};
let rows: Map<string, Row>;

beforeAll(async () => {
  database = await databaseBefore("0032_plan_texts_per_language");
  await database.db.execute(sql`
    INSERT INTO pricing_plans (name, description, price, features, yearly_savings_text, translations)
    VALUES
      ('Starter', 'For a growing shop', 49, ARRAY['WhatsApp automation', 'Menu buttons'], '20% OFF',
       '{"ur": {"name": "سٹارٹر", "description": "  ", "yearlySavingsText": "20% رعایت",
                "features": {"WhatsApp automation": "واٹس ایپ آٹومیشن", "Gone feature": "پرانا"}}}'),
      ('Plain', '', 10, ARRAY[]::text[], NULL, '{}'),
      ('Odd', 'Kept', 5, ARRAY['One'], '', '{"ur": "not an object", "fr": {"name": 3}}')
  `);
  await database.migrateToNewest();
  const stored = await selectRows<Row & { english: string }>(
    database.db,
    sql`SELECT name ->> 'en' AS english, name, description, yearly_savings_text, features FROM pricing_plans`,
  );
  rows = new Map(stored.map((row) => [row.english, row]));
}, 120_000);

afterAll(() => database?.close());

describe("migration 0032: a plan's texts per language", () => {
  it("carries the English and Urdu labels into one text each", () => {
    const starter = rows.get("Starter");
    expect(starter?.name).toEqual({ en: "Starter", ur: "سٹارٹر" });
    // A blank translation was no translation.
    expect(starter?.description).toEqual({ en: "For a growing shop" });
    expect(starter?.yearly_savings_text).toEqual({ en: "20% OFF", ur: "20% رعایت" });
  });

  it("gives each feature an id and its translation, in order, dropping stale ones", () => {
    const features = rows.get("Starter")?.features ?? [];
    expect(features.map((feature) => feature.text)).toEqual([
      { en: "WhatsApp automation", ur: "واٹس ایپ آٹومیشن" },
      { en: "Menu buttons" },
    ]);
    expect(features.every((feature) => /^[a-z0-9]{10}$/.test(feature.id))).toBe(true);
    expect(new Set(features.map((feature) => feature.id)).size).toBe(2);
  });

  it("reads empty and missing texts as none, and ignores translations of another shape", () => {
    expect(rows.get("Plain")).toMatchObject({
      description: {},
      yearly_savings_text: {},
      features: [],
    });
    expect(rows.get("Odd")).toMatchObject({
      name: { en: "Odd" },
      description: { en: "Kept" },
      yearly_savings_text: {},
    });
  });

  it("drops the translations column", async () => {
    const columns = await selectRows<{ column_name: string }>(
      database.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'pricing_plans'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain("translations");
  });
});
