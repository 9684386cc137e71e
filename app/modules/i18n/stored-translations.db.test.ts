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

// ADR 0035: the languages became a list, the site's stored translations kept their shape
// (`{ "ur": { field: value } }`), so no migration moves them. A database holding Urdu values,
// written as the code before the list wrote them, opens in today's forms and saves back through
// them unchanged: not one value lost. A plan's texts have since taken the one translated-text
// shape (ADR 0041; migration 0032 moves them, plan-texts-migration.db.test.ts): a plan holding
// Urdu texts in it opens in the editor and saves back unchanged too.

const ADMIN_ID = "admin-stored-translations-test";

const URDU_SITE_LABELS = {
  siteTitle: "ڈی ایم فلو",
  tagline: "چوبیس گھنٹے جوابات",
  metaTitle: "ڈی ایم فلو - خودکار جوابات",
  metaDescription: "واٹس ایپ اور انسٹاگرام پر خودکار جوابات",
  footerText: "جملہ حقوق محفوظ ہیں",
  address: "کلفٹن، کراچی",
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
    await db.execute(
      sql`update website_config set translations = ${JSON.stringify({ ur: URDU_SITE_LABELS })}::jsonb`,
    );
    const { values } = await getWebsiteSettings(db);
    expect(values).toMatchObject({
      "translations.ur.siteTitle": URDU_SITE_LABELS.siteTitle,
      "translations.ur.address": URDU_SITE_LABELS.address,
    });
    const saved = await saveSiteSettingsForm(db, ADMIN_ID, values);
    expect(saved.ok).toBe(true);
    const [row] = await db.select({ translations: websiteConfig.translations }).from(websiteConfig);
    expect(row?.translations).toEqual({ ur: URDU_SITE_LABELS });
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
