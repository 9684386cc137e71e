import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { chatReferences, websiteSettings } from "#app/db/schema.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { ANALYTICS_RETENTION_SETTING } from "#app/modules/analytics/analytics-jobs.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { databaseBefore } from "../../../tests/helpers/older-database.ts";
import { resolveChatReference } from "./resolve-chat-reference.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(chatReferences).values({
    code: "K7Q2X",
    channel: "whatsapp",
    page: "/pricing",
    locale: "en",
    visitorDay: "2026-03-02",
    visitorId: 42,
    landingPage: "/",
    utmCampaign: "eid",
    device: "mobile",
    createdAt: new Date("2026-03-02T10:00:00Z"),
  });
});
afterAll(() => database.close());

async function refusal(typed: string, now: Date) {
  try {
    await resolveChatReference(database.db, typed, now);
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (rule) return { code: rule.code, field: rule.field, message: rule.message };
    throw error;
  }
  throw new Error(`${typed} resolved`);
}

describe("resolving a chat's reference code", () => {
  const soon = new Date("2026-03-10T00:00:00Z");

  it("gives the visit the chat was started in, however the code is typed", async () => {
    expect(await resolveChatReference(database.db, " k7q2x ", soon)).toMatchObject({
      code: "K7Q2X",
      page: "/pricing",
      visitorDay: "2026-03-02",
      visitorId: 42,
      landingPage: "/",
      utmCampaign: "eid",
      device: "mobile",
    });
  });

  it("refuses a malformed code and an unknown one on the code field", async () => {
    expect(await refusal("K7Q", soon)).toMatchObject({ code: "invalid", field: "code" });
    expect(await refusal("K7Q2Y", soon)).toEqual({
      code: "not-found",
      field: "code",
      message: "No chat was started with the code K7Q2Y.",
    });
  });

  it("refuses a code older than the analytics retention", async () => {
    const past13Months = new Date("2027-04-03T00:00:00Z");
    expect(await refusal("K7Q2X", past13Months)).toMatchObject({ code: "expired", field: "code" });
    await database.db
      .insert(websiteSettings)
      .values({ settingKey: ANALYTICS_RETENTION_SETTING, settingValue: { months: 24 } });
    expect((await resolveChatReference(database.db, "K7Q2X", past13Months)).code).toBe("K7Q2X");
  });
});

describe("migration 0039", () => {
  it("adds the chat references and shows the chat button on a configuration stored before it", async () => {
    const older = await databaseBefore("0039_chat_references");
    try {
      await older.db.execute(sql`
        INSERT INTO website_config (id, site_title, footer_text, whatsapp_number)
        VALUES (1, '{"en": "DMflow"}', '{"en": "©"}', '0300 1234567')`);
      await older.migrateToNewest();
      expect(
        await selectRows(older.db, sql`SELECT chat_button, chat_message FROM website_config`),
      ).toEqual([{ chat_button: true, chat_message: {} }]);
      expect(
        await selectRows(older.db, sql`SELECT count(*)::int AS n FROM chat_references`),
      ).toEqual([{ n: 0 }]);
    } finally {
      await older.close();
    }
  });
});

describe("migration 0040", () => {
  it("gives every stored page an empty chat message and takes the Messenger and Instagram channels", async () => {
    const older = await databaseBefore("0041_page_chat_messages");
    try {
      await older.db.execute(sql`
        INSERT INTO website_pages (slug, title) VALUES ('{"en": "story"}', '{"en": "Story"}')`);
      await older.migrateToNewest();
      expect(
        await selectRows(
          older.db,
          sql`SELECT chat_message FROM website_pages WHERE slug ->> 'en' = 'story'`,
        ),
      ).toEqual([{ chat_message: {} }]);
      await older.db.insert(chatReferences).values({
        code: "M3SSG",
        channel: "messenger",
        page: "/contact",
        locale: "en",
        visitorDay: "2026-03-02",
        visitorId: 7,
        device: "desktop",
      });
      await expect(
        older.db.execute(sql`
          INSERT INTO chat_references (code, channel, page, locale, visitor_day, visitor_id, device)
          VALUES ('T3L3G', 'telegram', '/', 'en', '2026-03-02', 7, 'desktop')`),
      ).rejects.toThrow();
    } finally {
      await older.close();
    }
  });
});
