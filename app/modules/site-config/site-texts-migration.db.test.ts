import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { databaseBefore, type OlderDatabase } from "../../../tests/helpers/older-database.ts";

// Migration 0034 (ADR 0041): the site's texts stored the old way (English in columns, other
// languages in `translations`, ADR 0021) keep every text, now per language. The table holds one
// row (id 1), so each case is a database of its own.

const TEXT_COLUMNS = [
  "site_title",
  "tagline",
  "meta_title",
  "meta_description",
  "footer_text",
  "address",
] as const;
type Row = Record<(typeof TEXT_COLUMNS)[number] | "social_links", unknown> & {
  contact_email: string;
};

/** The row as migration 0034 leaves a configuration stored the old way by `insert`. */
async function migrated(insert: ReturnType<typeof sql>): Promise<{ row: Row; columns: string[] }> {
  const database: OlderDatabase = await databaseBefore("0034_site_texts_per_language");
  try {
    await database.db.execute(insert);
    await database.migrateToNewest();
    const [row] = await selectRows<Row>(
      database.db,
      sql`SELECT ${sql.raw(TEXT_COLUMNS.join(", "))}, contact_email, social_links FROM website_config`,
    );
    const columns = await selectRows<{ column_name: string }>(
      database.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'website_config'`,
    );
    if (!row) throw new Error("the configuration is gone");
    return { row, columns: columns.map((column) => column.column_name) };
  } finally {
    await database.close();
  }
}

let translated: Awaited<ReturnType<typeof migrated>>;
let blank: Awaited<ReturnType<typeof migrated>>;
let malformed: Awaited<ReturnType<typeof migrated>>;

beforeAll(async () => {
  translated = await migrated(sql`
    INSERT INTO website_config (id, site_title, tagline, meta_title, meta_description, footer_text,
      contact_email, phone, whatsapp_number, address, social_links, translations)
    VALUES (1, 'DMflow', 'Replies while you sleep', 'DMflow - AI replies', 'Chats answered,
day and night', '© 2024 DMflow.', 'hello@dmflow.pk', '+92 300 1234567', '', 'Clifton, Karachi',
      '{"facebook": "https://facebook.com/dmflow"}',
      '{"ur": {"siteTitle": "ڈی ایم فلو", "tagline": "آپ کے سوتے میں جوابات", "metaTitle": "",
               "metaDescription": "   ", "footerText": "جملہ حقوق\\nمحفوظ ہیں", "address": "کلفٹن، کراچی"}}')
  `);
  blank = await migrated(sql`
    INSERT INTO website_config (id, site_title, footer_text) VALUES (1, 'Acme', '')
  `);
  malformed = await migrated(sql`
    INSERT INTO website_config (id, site_title, tagline, footer_text, address, translations)
    VALUES (1, 'Acme', 'Kept', '© Acme', '', '{"ur": "not an object", "en": {"siteTitle": "Not English"},
      "pa": {"tagline": 3, "address": "لاہور", "phone": "1"}}')
  `);
}, 180_000);

describe("migration 0034: the site's texts per language", () => {
  it("carries each English text and its Urdu one into one text each", () => {
    expect(translated.row).toEqual({
      site_title: { en: "DMflow", ur: "ڈی ایم فلو" },
      tagline: { en: "Replies while you sleep", ur: "آپ کے سوتے میں جوابات" },
      // A blank translation was no translation.
      meta_title: { en: "DMflow - AI replies" },
      meta_description: { en: "Chats answered,\nday and night" },
      footer_text: { en: "© 2024 DMflow.", ur: "جملہ حقوق\nمحفوظ ہیں" },
      address: { en: "Clifton, Karachi", ur: "کلفٹن، کراچی" },
      contact_email: "hello@dmflow.pk",
      social_links: { facebook: "https://facebook.com/dmflow" },
    });
  });

  it("reads empty texts as none: a fresh row's defaults and empty columns", () => {
    expect(blank.row).toEqual({
      site_title: { en: "Acme" },
      tagline: {},
      meta_title: {},
      meta_description: {},
      footer_text: {},
      address: {},
      contact_email: "",
      social_links: {},
    });
  });

  it("ignores translations of another shape, keeps each language's texts that have one", () => {
    expect(malformed.row).toEqual({
      // Never an English text from `translations`: English was the columns.
      site_title: { en: "Acme" },
      tagline: { en: "Kept" },
      meta_title: {},
      meta_description: {},
      footer_text: { en: "© Acme" },
      address: { pa: "لاہور" },
      contact_email: "",
      social_links: {},
    });
  });

  it("drops the translations column", () => {
    for (const { columns } of [translated, blank, malformed]) {
      expect(columns).toContain("site_title");
      expect(columns).not.toContain("translations");
    }
  });
});
