import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { databaseBefore, type OlderDatabase } from "../../../tests/helpers/older-database.ts";

// Migration 0035 (ADR 0042): pages and posts stored the old way, an Urdu version a row of its own
// (ADR 0020), become one row per item with every language's texts inside, losing none of them,
// and what a visitor saw live stays live.

const POST = "00000000-0000-4000-8000-000000000001";
const POST_UR = "00000000-0000-4000-8000-000000000002";
const PAGE = "00000000-0000-4000-8000-000000000003";
const PAGE_UR = "00000000-0000-4000-8000-000000000004";
const DRAFTED = "00000000-0000-4000-8000-000000000005";
const DRAFTED_UR = "00000000-0000-4000-8000-000000000006";

type Row = {
  id: string;
  slug: Record<string, string>;
  title: Record<string, string>;
  content: Record<string, string>;
  meta_title: Record<string, string>;
  meta_description: Record<string, string>;
  tags: Record<string, string[]>;
  featured_image: string | null;
  is_published: boolean;
};
type Snapshot = Record<string, unknown> & { title: Record<string, string> };

let database: OlderDatabase;
let rows: Map<string, Row>;

async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return selectRows<T>(database.db, query);
}

beforeAll(async () => {
  database = await databaseBefore("0035_pages_one_row_per_item");
  // The old rows, as statements whose values are this file's constants, written inline.
  const script = `
    INSERT INTO users (id, email) VALUES ('owner', 'owner@example.test');
    INSERT INTO website_pages (id, slug, title, content, meta_title, meta_description,
      featured_image, tags, is_published, locale, translation_of)
    VALUES
      ('${POST}', 'blog/hello', 'Hello', '<p>Hi</p>', 'Hello', 'A greeting', NULL, '{news}', true, 'en', NULL),
      ('${POST_UR}', 'blog/salam', 'سلام', '<p>آداب</p>', '', 'ایک سلام', '/uploads/a.png', '{خبر,news}', true, 'ur', '${POST}'),
      ('${PAGE}', 'refunds', 'Refunds', '', 'Refunds', '', NULL, '{}', true, 'en', NULL),
      ('${PAGE_UR}', 'refunds', 'رقم کی واپسی', '', 'واپسی', '', NULL, '{}', false, 'ur', '${PAGE}'),
      ('${DRAFTED}', 'blog/drafted', 'Drafted', '<p>Old</p>', 'Drafted', '', NULL, '{}', true, 'en', NULL),
      ('${DRAFTED_UR}', 'blog/drafted', 'مسودہ', '<p>پرانا</p>', '', '', NULL, '{}', true, 'ur', '${DRAFTED}');
    INSERT INTO page_drafts (page_id, snapshot) VALUES
      ('${DRAFTED}', '{"slug": "blog/drafted", "title": "Drafted anew", "content": "<p>New</p>",
        "metaTitle": "Drafted anew", "metaDescription": "", "featuredImage": null, "tags": [], "isPublished": true}'),
      ('${DRAFTED_UR}', '{"slug": "blog/drafted", "title": "نیا مسودہ", "content": "<p>نیا</p>",
        "metaTitle": "", "metaDescription": "", "featuredImage": null, "tags": [], "isPublished": true}');
    INSERT INTO page_revisions (page_id, snapshot, action) VALUES
      ('${POST_UR}', '{"slug": "blog/salam", "title": "پرانا سلام", "content": "<p>پرانا</p>",
        "metaTitle": "", "metaDescription": "", "featuredImage": null, "tags": [], "isPublished": true}', 'create'),
      ('${POST}', '{"slug": "blog/hello", "title": "Hello", "content": "<p>Hi</p>",
        "metaTitle": "Hello", "metaDescription": "", "featuredImage": null, "tags": [], "isPublished": true}', 'create');
    INSERT INTO publish_schedules (page_id, action, run_at) VALUES
      ('${POST_UR}', 'unpublish', now() + interval '1 day'),
      ('${DRAFTED_UR}', 'publish', now() + interval '1 day'),
      ('${DRAFTED}', 'publish', now() + interval '2 days');
    INSERT INTO preview_links (page_id, token_hash, expires_at) VALUES
      ('${POST_UR}', 'hash-of-an-urdu-link', now() + interval '7 days');
    INSERT INTO page_autosaves (user_id, slot, values) VALUES
      ('owner', '${POST_UR}', '{"title": "سلام!"}'), ('owner', 'ur-${PAGE}', '{"title": "واپسی"}');
  `;
  for (const statement of script.split(";\n")) await database.db.execute(sql.raw(statement));
  await database.migrateToNewest();
  const stored = await select<Row>(sql`SELECT * FROM website_pages`);
  rows = new Map(stored.map((row) => [row.id, row]));
}, 180_000);
afterAll(() => database?.close());

describe("the one-row migration", () => {
  it("keeps one row per item, with every live Urdu text, its tags and picture inside", () => {
    expect([...rows.keys()].sort()).toEqual([POST, PAGE, DRAFTED].sort());
    expect(rows.get(POST)).toMatchObject({
      slug: { en: "blog/hello", ur: "blog/salam" },
      title: { en: "Hello", ur: "سلام" },
      content: { en: "<p>Hi</p>", ur: "<p>آداب</p>" },
      meta_title: { en: "Hello" },
      meta_description: { en: "A greeting", ur: "ایک سلام" },
      featured_image: "/uploads/a.png",
      tags: { en: ["news"], ur: ["خبر", "news"] },
      is_published: true,
    });
  });

  it("keeps an Urdu version that was not live off the site, waiting in the item's draft", async () => {
    expect(rows.get(PAGE)).toMatchObject({
      slug: { en: "refunds" },
      title: { en: "Refunds" },
      meta_title: { en: "Refunds" },
      is_published: true,
    });
    const [draft] = await select<{ snapshot: Snapshot }>(
      sql`SELECT snapshot FROM page_drafts WHERE page_id = ${PAGE}`,
    );
    expect(draft?.snapshot).toMatchObject({
      slug: { en: "refunds" },
      title: { en: "Refunds", ur: "رقم کی واپسی" },
      metaTitle: { en: "Refunds", ur: "واپسی" },
      isPublished: true,
    });
  });

  it("joins both languages' drafts in the item's draft, over the live Urdu texts", async () => {
    expect(rows.get(DRAFTED)?.title).toEqual({ en: "Drafted", ur: "مسودہ" });
    const [draft] = await select<{ snapshot: Snapshot }>(
      sql`SELECT snapshot FROM page_drafts WHERE page_id = ${DRAFTED}`,
    );
    expect(draft?.snapshot).toMatchObject({
      slug: { en: "blog/drafted", ur: "blog/drafted" },
      title: { en: "Drafted anew", ur: "نیا مسودہ" },
      content: { en: "<p>New</p>", ur: "<p>نیا</p>" },
    });
  });

  it("moves revisions, schedules, preview links and autosaves to the item", async () => {
    const revisions = await select<{ page_id: string; snapshot: Snapshot }>(
      sql`SELECT page_id, snapshot FROM page_revisions ORDER BY id`,
    );
    expect(revisions.map((revision) => revision.page_id)).toEqual([POST, POST]);
    expect(revisions[0]?.snapshot.title).toEqual({ en: "Hello", ur: "پرانا سلام" });
    expect(revisions[1]?.snapshot.title).toEqual({ en: "Hello" });
    const schedules = await select<{ page_id: string; action: string }>(
      sql`SELECT page_id, action FROM publish_schedules ORDER BY run_at`,
    );
    // The English item's own pending publish stands; the Urdu one's beside it is dropped.
    expect(schedules).toEqual([
      { page_id: POST, action: "unpublish" },
      { page_id: DRAFTED, action: "publish" },
    ]);
    const [link] = await select<{ page_id: string }>(sql`SELECT page_id FROM preview_links`);
    expect(link?.page_id).toBe(POST);
    const slots = await select<{ slot: string }>(
      sql`SELECT slot FROM page_autosaves ORDER BY slot`,
    );
    expect(slots.map((row) => row.slot).sort()).toEqual([`ur-${PAGE}`, `ur-${POST}`].sort());
  });

  it("drops the per-row language and keeps each language's slugs unique", async () => {
    const columns = await select<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'website_pages'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain("locale");
    expect(columns.map((column) => column.column_name)).not.toContain("translation_of");
    await expect(
      database.db.execute(
        sql`INSERT INTO website_pages (slug, title) VALUES ('{"en": "blog/other", "ur": "blog/salam"}', '{"en": "Other"}')`,
      ),
    ).rejects.toThrow();
    await database.db.execute(
      sql`INSERT INTO website_pages (slug, title) VALUES ('{"en": "blog/salam"}', '{"en": "Salam"}')`,
    );
  });
});
