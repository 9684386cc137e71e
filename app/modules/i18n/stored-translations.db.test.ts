import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricingPlans, users, websiteConfig } from "#app/db/schema.ts";
import { formDataOf } from "#app/lib/form-entries.ts";
import { parsePlanEditor, planEditorValues } from "#app/modules/pricing/plan-form.ts";
import { createPlan, getAdminPlan, updatePlan } from "#app/modules/pricing/pricing-admin.server.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import {
  getWebsiteSettings,
  saveSiteSettingsForm,
} from "#app/modules/site-config/site-config-admin.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";

// ADR 0035: the languages became a list, the stored translations kept their shape
// (`{ "ur": { field: value } }`), so no migration moves them. A database holding Urdu values,
// written as the code before the list wrote them, opens in today's forms and saves back through
// them unchanged: not one value lost.

const ADMIN_ID = "admin-stored-translations-test";

const URDU_SITE_LABELS = {
  siteTitle: "ڈی ایم فلو",
  tagline: "چوبیس گھنٹے جوابات",
  metaTitle: "ڈی ایم فلو - خودکار جوابات",
  metaDescription: "واٹس ایپ اور انسٹاگرام پر خودکار جوابات",
  footerText: "جملہ حقوق محفوظ ہیں",
  address: "کلفٹن، کراچی",
};

const URDU_PLAN_LABELS = {
  name: "سٹارٹر",
  description: "چھوٹے کاروبار کے لیے",
  yearlySavingsText: "20% بچت",
  features: { "24/7 replies": "ہر وقت جواب", "1 WhatsApp number": "ایک واٹس ایپ نمبر" },
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

  it("the plan editor shows and saves every one, features included", async () => {
    const { db } = database;
    const plan = await createPlan(db, ADMIN_ID, {
      name: "Starter",
      description: "For small shops",
      price: "49.00",
      monthlyFee: "49.00",
      setupFee: "0.00",
      implementationCharges: "0.00",
      yearlyDiscountPercent: 20,
      yearlyPrice: null,
      yearlySavingsText: "Save 20%",
      billingPeriod: "monthly",
      currency: "USD",
      countryCode: "INTL",
      features: ["24/7 replies", "1 WhatsApp number"],
      isFeatured: false,
      isActive: true,
      translations: {},
    });
    await db.execute(
      sql`update pricing_plans set translations = ${JSON.stringify({ ur: URDU_PLAN_LABELS })}::jsonb where id = ${plan.id}`,
    );
    const stored = await getAdminPlan(db, plan.id);
    if (!stored) throw new Error("the plan is missing");
    const shown = planEditorValues(stored, { publishAt: "", unpublishAt: "" });
    const submission = parsePlanEditor(formDataOf(shown), "Asia/Karachi");
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    await updatePlan(db, ADMIN_ID, plan.id, submission.value.plan);
    const [row] = await db
      .select({ translations: pricingPlans.translations })
      .from(pricingPlans)
      .where(eq(pricingPlans.id, plan.id));
    expect(row?.translations).toEqual({ ur: URDU_PLAN_LABELS });
  });
});
