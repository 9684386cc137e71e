import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, users, websiteConfig } from "#app/db/schema.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  CONTACT_FALLBACK,
  contactDetails,
  DEFAULT_SITE_TITLE,
  defaultSiteConfig,
} from "./defaults.ts";
import { getSiteConfig } from "./site-config.server.ts";
import {
  getSiteConfigForAdmin,
  getWebsiteSettings,
  saveSiteSettingsForm,
} from "./site-config-admin.server.ts";
import { type SiteConfigValues, siteConfigValues } from "./site-config-form.ts";
import { localizeSiteConfig } from "./site-config-translations.ts";

let database: TestDatabase;
const ADMIN_ID = "admin-settings-test";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  await database.db.insert(users).values({
    id: ADMIN_ID,
    email: "owner@dmflow.pk",
    role: "admin",
  });
});
afterAll(() => database.close());

const form: SiteConfigValues = {
  // Every field empty (the translated labels in every language), as a form posted without them.
  ...siteConfigValues(new FormData()),
  siteTitle: "ReplyPilot",
  tagline: "Replies while you sleep",
  metaTitle: "ReplyPilot - AI replies",
  metaDescription: "Automated replies for WhatsApp, Instagram and Messenger.",
  footerText: "© 2024 ReplyPilot. All rights reserved.",
  contactEmail: "team@replypilot.pk",
  phone: "+92 321 7654321",
  whatsappNumber: "",
  address: "Clifton, Karachi",
  facebook: "https://facebook.com/replypilot",
  twitter: "",
  instagram: "",
  linkedin: "https://www.linkedin.com/company/replypilot",
};

async function settingsActivity() {
  return database.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.action, "update_website_settings"))
    .orderBy(desc(activityLog.id));
}

describe("saving website settings", () => {
  beforeEach(async () => {
    await database.db
      .update(websiteConfig)
      .set({ logoUrl: "/media/logo-1.png" })
      .where(eq(websiteConfig.id, 1));
  });

  it("updates the stored row, keeps the logo, sets updated_at and records the activity", async () => {
    const before = await getSiteConfigForAdmin(database.db);
    expect(before.updatedAt).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const result = await saveSiteSettingsForm(database.db, ADMIN_ID, form);
    expect(result.ok).toBe(true);

    const after = await getSiteConfigForAdmin(database.db);
    expect(after.config).toEqual({
      siteTitle: "ReplyPilot",
      tagline: "Replies while you sleep",
      logoUrl: "/media/logo-1.png",
      metaTitle: "ReplyPilot - AI replies",
      metaDescription: "Automated replies for WhatsApp, Instagram and Messenger.",
      footerText: "© 2024 ReplyPilot. All rights reserved.",
      contactEmail: "team@replypilot.pk",
      phone: "+92 321 7654321",
      whatsappNumber: "",
      address: "Clifton, Karachi",
      socialLinks: {
        facebook: "https://facebook.com/replypilot",
        linkedin: "https://www.linkedin.com/company/replypilot",
      },
      translations: {},
    });
    expect(after.updatedAt?.getTime()).toBeGreaterThan(before.updatedAt?.getTime() ?? 0);
    expect(await database.db.select().from(websiteConfig)).toHaveLength(1);

    const [entry] = await settingsActivity();
    expect(entry).toMatchObject({
      userId: ADMIN_ID,
      entity: "website_config",
      entityId: "1",
    });
    expect(entry?.details.changed_fields).toEqual(
      expect.arrayContaining(["siteTitle", "contactEmail", "socialLinks"]),
    );
  });

  it("records only the fields that changed", async () => {
    await saveSiteSettingsForm(database.db, ADMIN_ID, { ...form, phone: "+92 300 0000000" });
    const [entry] = await settingsActivity();
    expect(entry?.details).toEqual({ changed_fields: ["phone"] });
  });

  it("inserts the row (id 1, no logo) when none is stored", async () => {
    await database.db.delete(websiteConfig);
    const missing = await getSiteConfigForAdmin(database.db);
    expect(missing).toEqual({
      config: defaultSiteConfig(),
      updatedAt: null,
    });

    const result = await saveSiteSettingsForm(database.db, null, form);
    expect(result.ok).toBe(true);
    const rows = await database.db.select().from(websiteConfig);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, siteTitle: "ReplyPilot", logoUrl: null });
    expect((await getSiteConfig(database.db)).contactEmail).toBe("team@replypilot.pk");
    const [entry] = await settingsActivity();
    expect(entry).toMatchObject({ userId: null, entity: "website_config" });
  });

  it("rejects bad input with field errors and writes nothing", async () => {
    const before = await database.db.select().from(websiteConfig);
    const activityBefore = (await settingsActivity()).length;

    const result = await saveSiteSettingsForm(database.db, ADMIN_ID, {
      ...form,
      siteTitle: "Changed",
      contactEmail: "not-an-email",
      instagram: "javascript:alert(1)",
      address: "a".repeat(301),
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        contactEmail: "Enter a valid email address",
        instagram: "The Instagram link must be a web address (https://)",
        address: "Address must be at most 300 characters",
      },
    });
    expect(await database.db.select().from(websiteConfig)).toEqual(before);
    expect(await settingsActivity()).toHaveLength(activityBefore);
  });

  it("saves the Urdu labels beside the English ones and clears them", async () => {
    const saved = await saveSiteSettingsForm(database.db, ADMIN_ID, {
      ...form,
      "translations.ur.tagline": "آپ کے سوتے میں جوابات",
      "translations.ur.footerText": "جملہ حقوق محفوظ ہیں",
    });
    expect(saved.ok).toBe(true);
    const stored = await getSiteConfigForAdmin(database.db);
    expect(stored.config.tagline).toBe("Replies while you sleep");
    expect(stored.config.translations).toEqual({
      ur: { tagline: "آپ کے سوتے میں جوابات", footerText: "جملہ حقوق محفوظ ہیں" },
    });
    const [entry] = await settingsActivity();
    expect(entry?.details).toMatchObject({ changed_fields: ["translations"] });

    await saveSiteSettingsForm(database.db, ADMIN_ID, form);
    expect((await getSiteConfig(database.db)).translations).toEqual({});
  });
});

describe("the values in use (docs/product.md#website-settings)", () => {
  beforeEach(async () => {
    await database.db.delete(websiteConfig);
    await seedDatabase(database.db);
  });

  it("shows a fresh site's values in use and, saved unchanged, stores no default", async () => {
    const shown = await getWebsiteSettings(database.db);
    expect(shown.values).toMatchObject({
      siteTitle: DEFAULT_SITE_TITLE,
      contactEmail: CONTACT_FALLBACK.email,
      phone: CONTACT_FALLBACK.phone,
      whatsappNumber: CONTACT_FALLBACK.phone,
      address: CONTACT_FALLBACK.address,
      "translations.ur.siteTitle": DEFAULT_SITE_TITLE,
    });

    const saved = await saveSiteSettingsForm(database.db, ADMIN_ID, shown.values);
    expect(saved.ok).toBe(true);
    expect(await getSiteConfig(database.db)).toMatchObject({
      contactEmail: "",
      phone: "",
      whatsappNumber: "",
      address: "",
      translations: {},
    });
  });

  it("keeps a default tagline following the page's language after a save", async () => {
    await database.db.update(websiteConfig).set({ tagline: "" }).where(eq(websiteConfig.id, 1));
    const shown = await getWebsiteSettings(database.db);
    expect(shown.values.tagline).toBe(translator("en")("footer.tagline"));

    await saveSiteSettingsForm(database.db, ADMIN_ID, shown.values);
    const config = await getSiteConfig(database.db);
    expect(config.tagline).toBe("");
    // The footer shows the catalogue's tagline in the page's language (site-footer.tsx).
    expect(localizeSiteConfig(config, "ur").tagline).toBe("");
  });

  it("reaches WhatsApp on its own number, and on the phone again once emptied", async () => {
    const shown = await getWebsiteSettings(database.db);
    await saveSiteSettingsForm(database.db, ADMIN_ID, {
      ...shown.values,
      phone: "+92 311 5550123",
      whatsappNumber: "+92 300 7654321",
    });
    expect(contactDetails(await getSiteConfig(database.db))).toMatchObject({
      phone: "+92 311 5550123",
      whatsapp: "+92 300 7654321",
    });
    expect((await getWebsiteSettings(database.db)).values.whatsappNumber).toBe("+92 300 7654321");

    const again = await getWebsiteSettings(database.db);
    await saveSiteSettingsForm(database.db, ADMIN_ID, { ...again.values, whatsappNumber: "" });
    expect(contactDetails(await getSiteConfig(database.db)).whatsapp).toBe("+92 311 5550123");
    expect((await getWebsiteSettings(database.db)).values.whatsappNumber).toBe("+92 311 5550123");
  });

  it("stores a social link typed without its scheme with https://", async () => {
    const shown = await getWebsiteSettings(database.db);
    await saveSiteSettingsForm(database.db, ADMIN_ID, {
      ...shown.values,
      facebook: "facebook.com/myshop",
    });
    expect((await getSiteConfig(database.db)).socialLinks).toEqual({
      facebook: "https://facebook.com/myshop",
    });
  });
});
