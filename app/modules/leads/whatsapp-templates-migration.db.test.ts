import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { databaseBefore, type OlderDatabase } from "../../../tests/helpers/older-database.ts";
import { getWhatsappTemplates } from "./whatsapp-reply.server.ts";
import { DEFAULT_WHATSAPP_TEMPLATES } from "./whatsapp-template-definition.ts";

// Migration 0045 (ADR 0054): the reply templates saved as a name and one text keep every
// template, in order, the text now the English one; the seeded Welcome message gets its Urdu.

const OLD_WELCOME =
  "Hi {first_name}, thanks for your interest in {site_title}! When is a good time to talk about automating your chats?";

let database: OlderDatabase;

beforeAll(async () => {
  database = await databaseBefore("0045_whatsapp_templates_per_language");
  const saved = [
    { name: "Welcome", text: OLD_WELCOME },
    { name: "Price", text: "Salaam {first_name}, the {plan} plan\nfits you." },
    { name: "Demo", text: "Shall we book a demo?" },
  ];
  await database.db.execute(sql`
    INSERT INTO website_settings (setting_key, setting_value) VALUES
      ('whatsapp_reply_templates', ${JSON.stringify(saved)}::jsonb),
      ('lead_consent', '{"enabled": true, "label": "I agree"}'::jsonb)
  `);
  await database.migrateToNewest();
});
afterAll(() => database.close());

describe("migration 0045: reply templates per language", () => {
  it("keeps each saved template in order, its text the English one", async () => {
    expect(await getWhatsappTemplates(database.db)).toEqual([
      { name: "Welcome", text: DEFAULT_WHATSAPP_TEMPLATES[0]!.text },
      { name: "Price", text: { en: "Salaam {first_name}, the {plan} plan\nfits you." } },
      { name: "Demo", text: { en: "Shall we book a demo?" } },
    ]);
  });

  it("gives the seeded Welcome message its Urdu, and leaves other settings alone", async () => {
    const rows = await selectRows<{ setting_key: string; setting_value: unknown }>(
      database.db,
      sql`SELECT setting_key, setting_value FROM website_settings ORDER BY setting_key`,
    );
    expect(rows).toEqual([
      { setting_key: "lead_consent", setting_value: { enabled: true, label: "I agree" } },
      {
        setting_key: "whatsapp_reply_templates",
        setting_value: expect.arrayContaining([
          {
            name: "Welcome",
            text: { en: OLD_WELCOME, ur: DEFAULT_WHATSAPP_TEMPLATES[0]!.text.ur },
          },
        ]),
      },
    ]);
  });
});
