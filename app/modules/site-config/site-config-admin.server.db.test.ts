import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, users, websiteConfig } from "#app/db/schema.ts";
import { formDataOf } from "#app/lib/form-entries.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  CONTACT_FALLBACK,
  contactDetails,
  DEFAULT_SITE_FACTS,
  DEFAULT_SITE_TITLE,
  defaultSiteConfig,
} from "./defaults.ts";
import { getSiteConfig } from "./site-config.server.ts";
import {
  getSiteConfigForAdmin,
  getWebsiteSettings,
  saveSiteSettingsForm,
} from "./site-config-admin.server.ts";
import { localizeSiteConfig, siteConfigDefinition } from "./site-config-definition.ts";
import type { SiteConfigValues } from "./site-config-form.ts";

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

const english = (en: string) => ({ en, ur: "" });

const form = {
  // Every field empty (the translated texts in every language), as a form posted without them.
  ...siteConfigDefinition.initialValues(),
  siteTitle: english("ReplyPilot"),
  tagline: english("Replies while you sleep"),
  metaTitle: english("ReplyPilot - AI replies"),
  metaDescription: english("Automated replies for WhatsApp, Instagram and Messenger."),
  footerText: english("© 2024 ReplyPilot. All rights reserved."),
  contactEmail: "team@replypilot.pk",
  phone: "+92 321 7654321",
  whatsappNumber: "",
  address: english("Clifton, Karachi"),
  ...DEFAULT_SITE_FACTS,
  timeZoneLabel: "PKT",
  socialLinks: {
    facebook: "https://facebook.com/replypilot",
    twitter: "",
    instagram: "",
    linkedin: "https://www.linkedin.com/company/replypilot",
  },
} satisfies SiteConfigValues;

/** Posts `values` as the settings form does. */
const save = (actorId: string | null, values: SiteConfigValues) =>
  saveSiteSettingsForm(database.db, actorId, formDataOf(values));

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

    const result = await save(ADMIN_ID, form);
    expect(result.ok).toBe(true);

    const after = await getSiteConfigForAdmin(database.db);
    expect(after.config).toEqual({
      siteTitle: { en: "ReplyPilot" },
      tagline: { en: "Replies while you sleep" },
      logoUrl: "/media/logo-1.png",
      metaTitle: { en: "ReplyPilot - AI replies" },
      metaDescription: { en: "Automated replies for WhatsApp, Instagram and Messenger." },
      footerText: { en: "© 2024 ReplyPilot. All rights reserved." },
      contactEmail: "team@replypilot.pk",
      phone: "+92 321 7654321",
      whatsappNumber: "",
      address: { en: "Clifton, Karachi" },
      chatButton: true,
      chatMessage: {},
      adminLoginLink: true,
      timeZoneLabel: "PKT",
      ...DEFAULT_SITE_FACTS,
      socialLinks: {
        facebook: "https://facebook.com/replypilot",
        linkedin: "https://www.linkedin.com/company/replypilot",
      },
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
      expect.arrayContaining(["Site Title", "Contact Email", "Social Media Links"]),
    );
  });

  it("records only the fields that changed", async () => {
    await save(ADMIN_ID, { ...form, phone: "+92 300 0000000" });
    const [entry] = await settingsActivity();
    expect(entry?.details).toEqual({ changed_fields: ["Phone Number"] });
  });

  it("inserts the row (id 1, no logo) when none is stored", async () => {
    await database.db.delete(websiteConfig);
    const missing = await getSiteConfigForAdmin(database.db);
    expect(missing).toEqual({
      config: defaultSiteConfig(),
      updatedAt: null,
    });

    const result = await save(null, form);
    expect(result.ok).toBe(true);
    const rows = await database.db.select().from(websiteConfig);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, siteTitle: { en: "ReplyPilot" }, logoUrl: null });
    expect((await getSiteConfig(database.db)).contactEmail).toBe("team@replypilot.pk");
    const [entry] = await settingsActivity();
    expect(entry).toMatchObject({ userId: null, entity: "website_config" });
  });

  it("rejects bad input with field errors and writes nothing", async () => {
    const before = await database.db.select().from(websiteConfig);
    const activityBefore = (await settingsActivity()).length;

    const result = await save(ADMIN_ID, {
      ...form,
      siteTitle: english("Changed"),
      contactEmail: "not-an-email",
      socialLinks: { ...form.socialLinks, instagram: "javascript:alert(1)" },
      address: english("a".repeat(301)),
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.submission.status === "error" && result.submission.error).toEqual({
      contactEmail: ["Enter a valid email address"],
      "socialLinks.instagram": ["The Instagram link must be a web address (https://)"],
      "address.en": ["Address must be at most 300 characters"],
    });
    expect(await database.db.select().from(websiteConfig)).toEqual(before);
    expect(await settingsActivity()).toHaveLength(activityBefore);
  });

  it("saves the Urdu texts beside the English ones and clears them", async () => {
    const saved = await save(ADMIN_ID, {
      ...form,
      tagline: { ...form.tagline, ur: "آپ کے سوتے میں جوابات" },
      footerText: { ...form.footerText, ur: "جملہ حقوق محفوظ ہیں" },
    });
    expect(saved.ok).toBe(true);
    const stored = await getSiteConfigForAdmin(database.db);
    expect(stored.config.tagline).toEqual({
      en: "Replies while you sleep",
      ur: "آپ کے سوتے میں جوابات",
    });
    expect(stored.config.footerText).toEqual({
      en: "© 2024 ReplyPilot. All rights reserved.",
      ur: "جملہ حقوق محفوظ ہیں",
    });
    const [entry] = await settingsActivity();
    expect(entry?.details).toMatchObject({ changed_fields: ["Tagline", "Footer Text"] });

    await save(ADMIN_ID, form);
    const cleared = await getSiteConfig(database.db);
    expect([cleared.tagline, cleared.footerText]).toEqual([
      { en: "Replies while you sleep" },
      { en: "© 2024 ReplyPilot. All rights reserved." },
    ]);
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
      siteTitle: { en: DEFAULT_SITE_TITLE, ur: DEFAULT_SITE_TITLE },
      contactEmail: CONTACT_FALLBACK.email,
      phone: CONTACT_FALLBACK.phone,
      whatsappNumber: CONTACT_FALLBACK.phone,
      address: { en: CONTACT_FALLBACK.address.en },
    });

    const saved = await save(ADMIN_ID, shown.values);
    expect(saved.ok).toBe(true);
    // Not one default frozen into the row (the contact fields stay empty), not one Urdu text.
    expect(await getSiteConfig(database.db)).toEqual(defaultSiteConfig());
    expect(await getSiteConfig(database.db)).toMatchObject({
      contactEmail: "",
      phone: "",
      whatsappNumber: "",
      address: {},
    });
  });

  it("keeps a default tagline following the page's language after a save", async () => {
    await database.db.update(websiteConfig).set({ tagline: {} }).where(eq(websiteConfig.id, 1));
    const shown = await getWebsiteSettings(database.db);
    expect(shown.values.tagline?.en).toBe(translator("en")("footer.tagline"));

    await save(ADMIN_ID, shown.values);
    const config = await getSiteConfig(database.db);
    expect(config.tagline).toEqual({});
    // The footer shows the catalogue's tagline in the page's language (site-footer.tsx).
    expect(localizeSiteConfig(config, "ur").tagline).toBe("");
  });

  it("reaches WhatsApp on its own number, and on the phone again once emptied", async () => {
    const shown = await getWebsiteSettings(database.db);
    await save(ADMIN_ID, {
      ...shown.values,
      phone: "+92 311 5550123",
      whatsappNumber: "+92 300 7654321",
    });
    const contact = async () =>
      contactDetails(localizeSiteConfig(await getSiteConfig(database.db), "en"));
    expect(await contact()).toMatchObject({
      phone: "+92 311 5550123",
      whatsapp: "+92 300 7654321",
    });
    expect((await getWebsiteSettings(database.db)).values.whatsappNumber).toBe("+92 300 7654321");

    const again = await getWebsiteSettings(database.db);
    await save(ADMIN_ID, { ...again.values, whatsappNumber: "" });
    expect((await contact()).whatsapp).toBe("+92 311 5550123");
    expect((await getWebsiteSettings(database.db)).values.whatsappNumber).toBe("+92 311 5550123");
  });

  it("stores a social link typed without its scheme with https://", async () => {
    const shown = await getWebsiteSettings(database.db);
    await save(ADMIN_ID, {
      ...shown.values,
      socialLinks: { ...shown.values.socialLinks, facebook: "facebook.com/myshop" },
    });
    expect((await getSiteConfig(database.db)).socialLinks).toEqual({
      facebook: "https://facebook.com/myshop",
    });
  });
});
