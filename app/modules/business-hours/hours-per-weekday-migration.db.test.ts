import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { parsePageBody } from "#app/modules/sections/page-body.ts";
import { databaseBefore, type OlderDatabase } from "../../../tests/helpers/older-database.ts";
import { SEEDED_WEEK } from "./opening-week.ts";

// Migration 0041 (ADR 0049): a businessHours section's free-text rows become each weekday's
// hours where they are the seed's, and stay readable in the note where they are the owner's.

const text = (en: string, ur?: string) => (ur ? { en, ur } : { en });
const SEEDED_ROWS = [
  { days: text("Monday - Friday", "پیر تا جمعہ"), hours: text("9:00 AM - 6:00 PM PST") },
  { days: text("Saturday", "ہفتہ"), hours: text("10:00 AM - 4:00 PM PST") },
  { days: text("Sunday", "اتوار"), hours: text("Closed", "بند") },
];
const hoursBody = (props: Record<string, unknown>) => ({
  root: { props: {} },
  content: [
    { type: "pageHeader", props: { id: "heading", title: text("Contact") } },
    {
      type: "businessHours",
      props: { id: "hours", title: text("Hours"), icon: "clock", ...props },
    },
  ],
});

/** A body as stored: sections of any props. */
type StoredBody = { content: { type: string; props: Record<string, unknown> }[] };

let database: OlderDatabase;
let pages: Map<string, StoredBody>;
let draft: StoredBody | undefined;
let revision: StoredBody | undefined;

beforeAll(async () => {
  database = await databaseBefore("0044_business_hours_per_weekday");
  const insert = async (slug: string, body: unknown) => {
    const [row] = await selectRows<{ id: string }>(
      database.db,
      sql`INSERT INTO website_pages (slug, title, sections)
          VALUES (${JSON.stringify({ en: slug })}::jsonb, '{"en": "Page"}'::jsonb,
                  ${JSON.stringify(body)}::jsonb) RETURNING id`,
    );
    return row!.id;
  };
  const seeded = await insert("hours-seeded", hoursBody({ rows: SEEDED_ROWS }));
  await insert(
    "hours-own",
    hoursBody({
      rows: [
        SEEDED_ROWS[0],
        { days: text("Saturday", "ہفتہ"), hours: text("By appointment", "ملاقات طے کر کے") },
        { days: text("Eid"), hours: text("Closed") },
      ],
      note: text("Holidays differ."),
    }),
  );
  const snapshot = { slug: { en: "hours-seeded" }, sections: hoursBody({ rows: SEEDED_ROWS }) };
  await database.db.execute(
    sql`INSERT INTO page_drafts (page_id, snapshot) VALUES (${seeded}, ${JSON.stringify(snapshot)}::jsonb)`,
  );
  await database.db.execute(
    sql`INSERT INTO page_revisions (page_id, snapshot, action)
        VALUES (${seeded}, ${JSON.stringify(snapshot)}::jsonb, 'publish')`,
  );
  await database.migrateToNewest();
  const rows = await selectRows<{ slug: string; sections: StoredBody }>(
    database.db,
    sql`SELECT slug ->> 'en' AS slug, sections FROM website_pages WHERE slug ->> 'en' LIKE 'hours-%'`,
  );
  pages = new Map(rows.map((row) => [row.slug, row.sections]));
  const bodyIn = async (table: "page_drafts" | "page_revisions") => {
    const [row] = await selectRows<{ sections: StoredBody }>(
      database.db,
      sql`SELECT snapshot -> 'sections' AS sections FROM ${sql.identifier(table)}`,
    );
    return row?.sections;
  };
  draft = await bodyIn("page_drafts");
  revision = await bodyIn("page_revisions");
});
afterAll(() => database.close());

const hoursOf = (body: StoredBody | undefined) => body?.content[1]?.props;

describe("business hours per weekday", () => {
  it("turns the seeded rows into the seeded week, a body that parses", () => {
    const body = pages.get("hours-seeded");
    expect(hoursOf(body)).toEqual({
      id: "hours",
      title: { en: "Hours" },
      icon: "clock",
      week: SEEDED_WEEK,
    });
    expect(parsePageBody(body).ok).toBe(true);
  });

  it("keeps an owner's own rows, in each language, as lines of the note, their days closed", () => {
    const props = hoursOf(pages.get("hours-own"));
    expect(props?.week).toEqual({
      ...SEEDED_WEEK,
      saturday: { opens: "", closes: "" },
    });
    expect(props?.note).toEqual({
      en: "Holidays differ.\n\nSaturday: By appointment\nEid: Closed",
      ur: "ہفتہ: ملاقات طے کر کے",
    });
    expect(props).not.toHaveProperty("rows");
    expect(parsePageBody(pages.get("hours-own")).ok).toBe(true);
  });

  it("converts unpublished drafts and revisions alike", () => {
    expect(hoursOf(draft)?.week).toEqual(SEEDED_WEEK);
    expect(hoursOf(revision)?.week).toEqual(SEEDED_WEEK);
  });
});
