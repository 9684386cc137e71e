import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, pricingPlans, users, websiteConfig } from "#app/db/schema.ts";
import { formDataOf } from "#app/lib/form-entries.ts";
import { parsePlanEditor, planEditorValues } from "#app/modules/pricing/plan-form.ts";
import { createPlan, getAdminPlan, updatePlan } from "#app/modules/pricing/pricing-admin.server.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import {
  getWebsiteSettings,
  saveSiteSettingsForm,
} from "#app/modules/site-config/site-config-admin.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";

// ADR 0035: the languages became a list. A database holding Urdu values opens in today's forms
// and saves back through them unchanged: not one value lost. The texts have since taken the one
// translated-text shape (ADR 0041; migrations 0032 and 0034 move them,
// plan-texts-migration.db.test.ts and site-texts-migration.db.test.ts): the site's texts and a
// plan's, held in it, open in the console and save back unchanged.

const ADMIN_ID = "admin-stored-translations-test";

/** The site's texts, each in English and Urdu, as website_config holds them (ADR 0041). */
const SITE_TEXTS = {
  site_title: { en: "DMflow", ur: "ڈی ایم فلو" },
  tagline: { en: "Replies around the clock", ur: "چوبیس گھنٹے جوابات" },
  meta_title: { en: "DMflow - automated replies", ur: "ڈی ایم فلو - خودکار جوابات" },
  meta_description: {
    en: "Automated replies on WhatsApp and Instagram",
    ur: "واٹس ایپ اور انسٹاگرام پر خودکار جوابات",
  },
  footer_text: { en: "All rights reserved", ur: "جملہ حقوق محفوظ ہیں" },
  address: { en: "Clifton, Karachi", ur: "کلفٹن، کراچی" },
};

/** A plan's texts, each in English and Urdu, as pricing_plans holds them (ADR 0041). */
const PLAN_TEXTS = {
  name: { en: "Starter", ur: "سٹارٹر" },
  description: { en: "For small shops", ur: "چھوٹے کاروبار کے لیے" },
  yearly_savings_text: { en: "Save 20%", ur: "20% بچت" },
  features: [
    { id: "replies", text: { en: "24/7 replies", ur: "ہر وقت جواب" } },
    { id: "number1", text: { en: "1 WhatsApp number", ur: "ایک واٹس ایپ نمبر" } },
  ],
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  await database.db.insert(users).values({ id: ADMIN_ID, email: "stored@example.test" });
});
afterAll(() => database.close());

describe("Urdu values stored before the languages were a list", () => {
  it("the Website Settings show and save every one", async () => {
    const { db } = database;
    // Written as raw JSON, as the database holds it, not through today's types.
    const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
    await db.execute(
      sql`update website_config set site_title = ${json(SITE_TEXTS.site_title)}, tagline = ${json(SITE_TEXTS.tagline)},
        meta_title = ${json(SITE_TEXTS.meta_title)}, meta_description = ${json(SITE_TEXTS.meta_description)},
        footer_text = ${json(SITE_TEXTS.footer_text)}, address = ${json(SITE_TEXTS.address)}`,
    );
    const { values } = await getWebsiteSettings(db);
    expect(values).toMatchObject({
      siteTitle: SITE_TEXTS.site_title,
      address: SITE_TEXTS.address,
    });
    const saved = await saveSiteSettingsForm(db, ADMIN_ID, formDataOf(values));
    expect(saved.ok).toBe(true);
    const [row] = await db
      .select({
        site_title: websiteConfig.siteTitle,
        tagline: websiteConfig.tagline,
        meta_title: websiteConfig.metaTitle,
        meta_description: websiteConfig.metaDescription,
        footer_text: websiteConfig.footerText,
        address: websiteConfig.address,
      })
      .from(websiteConfig);
    expect(row).toEqual(SITE_TEXTS);
    const [logged] = await db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.action, "update_website_settings"));
    expect(logged?.details).toEqual({ changed_fields: [] });
  });

  it("the plan editor shows and saves every one of a plan's, features included", async () => {
    const { db } = database;
    const plan = await createPlan(db, ADMIN_ID, {
      name: { en: "Starter" },
      description: {},
      price: "49.00",
      monthlyFee: "49.00",
      setupFee: "0.00",
      implementationCharges: "0.00",
      yearlyDiscountPercent: 20,
      yearlyPrice: null,
      yearlySavingsText: {},
      billingPeriod: "monthly",
      currency: "USD",
      countryCode: "INTL",
      features: [],
      isFeatured: false,
      isActive: true,
    });
    // Written as raw JSON, as the database holds it, not through today's types.
    const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
    await db.execute(
      sql`update pricing_plans set name = ${json(PLAN_TEXTS.name)}, description = ${json(PLAN_TEXTS.description)},
        yearly_savings_text = ${json(PLAN_TEXTS.yearly_savings_text)}, features = ${json(PLAN_TEXTS.features)}
        where id = ${plan.id}`,
    );
    const stored = await getAdminPlan(db, plan.id);
    if (!stored) throw new Error("the plan is missing");
    const shown = planEditorValues(stored, { publishAt: "", unpublishAt: "" });
    const submission = parsePlanEditor(formDataOf(shown), "Asia/Karachi");
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    await updatePlan(db, ADMIN_ID, plan.id, submission.value.plan);
    const [row] = await db
      .select({
        name: pricingPlans.name,
        description: pricingPlans.description,
        yearly_savings_text: pricingPlans.yearlySavingsText,
        features: pricingPlans.features,
      })
      .from(pricingPlans)
      .where(eq(pricingPlans.id, plan.id));
    expect(row).toEqual(PLAN_TEXTS);
    const [logged] = await db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.action, "update_pricing_plan"), eq(activityLog.entityId, plan.id)));
    expect(logged?.details).toMatchObject({ plan_name: "Starter", changed_fields: [] });
  });
});
