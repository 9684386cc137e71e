import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, pricingPlans, users } from "#app/db/schema.ts";
import { formDataOf } from "#app/lib/form-entries.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { runDueSchedules } from "#app/modules/publishing/schedules.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { DEFAULT_PLANS } from "./default-plans.ts";
import {
  newPlanValues,
  type PlanEditorValues,
  type PlanInput,
  parsePlanEditor,
  planEditorValues,
} from "./plan-form.ts";
import { listPublicPlans } from "./pricing.server.ts";
import {
  createPlan,
  deletePlan,
  listAdminPlans,
  reorderPlans,
  schedulePlan,
  setPlanActive,
  updatePlan,
} from "./pricing-admin.server.ts";

const ADMIN_ID = "admin-pricing-test";

type Translatable = "name" | "description" | "yearlySavingsText";

/**
 * A valid plan as the editor posts it: its texts given by their English (their Urdu ones in
 * `ur`), `features` by their English texts (their Urdu ones in `urFeatures`), new ones.
 */
function input(
  overrides: Omit<Partial<PlanEditorValues>, "features" | Translatable> &
    Partial<Record<Translatable, string>> & {
      ur?: Partial<Record<Translatable, string>>;
      features?: string[];
      urFeatures?: Record<string, string>;
    } = {},
): PlanInput {
  const {
    features = [],
    urFeatures = {},
    ur = {},
    name = "Test",
    description = "",
    yearlySavingsText = "",
    ...rest
  } = overrides;
  const values = {
    ...newPlanValues(),
    price: "10",
    ...rest,
    name: { en: name, ur: ur.name ?? "" },
    description: { en: description, ur: ur.description ?? "" },
    yearlySavingsText: { en: yearlySavingsText, ur: ur.yearlySavingsText ?? "" },
    features: features.map((text) => ({ text: { en: text, ur: urFeatures[text] ?? "" } })),
  };
  return parsed(values);
}

/** What the editor saves from `values` as it would post them. */
function parsed(values: Record<string, unknown>): PlanInput {
  const submission = parsePlanEditor(formDataOf(values), "UTC");
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value.plan;
}

/** The features' texts, in order (their ids aside). */
function featureTexts(plan: { features: { text: unknown }[] }) {
  return plan.features.map((feature) => feature.text);
}

async function activity(db: TestDatabase["db"], action: string) {
  return db
    .select()
    .from(activityLog)
    .where(eq(activityLog.action, action))
    .orderBy(asc(activityLog.id));
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "pricing@example.test" });
});
afterAll(() => database.close());

beforeEach(async () => {
  await database.db.delete(pricingPlans);
  await database.db.delete(activityLog);
});

describe("listing", () => {
  it("lists every plan, inactive ones too, by display_order", async () => {
    await database.db.insert(pricingPlans).values(DEFAULT_PLANS);
    const seeded = await listAdminPlans(database.db);
    expect(seeded.length).toBeGreaterThan(0);
    const orders = seeded.map((plan) => plan.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const first = seeded[0] as (typeof seeded)[number];
    await setPlanActive(database.db, ADMIN_ID, first.id, false);
    expect((await listAdminPlans(database.db)).map((plan) => plan.id)).toContain(first.id);
    expect((await listPublicPlans(database.db)).map((plan) => plan.id)).not.toContain(first.id);
  });
});

describe("creating", () => {
  it("stores every field, the monthly fee from the price, and logs create_pricing_plan", async () => {
    const plan = await createPlan(
      database.db,
      ADMIN_ID,
      input({
        name: "Growth",
        description: "For growing shops",
        price: "49.5",
        setupFee: "10",
        implementationCharges: "25000",
        yearlyDiscountPercent: "20",
        yearlyPrice: "475.2",
        yearlySavingsText: "Save 20%",
        billingPeriod: "yearly",
        currency: "PKR",
        countryCode: "PK",
        features: ["WhatsApp", "AI"],
        isFeatured: true,
        isActive: false,
      }),
    );
    expect(plan).toMatchObject({
      name: { en: "Growth" },
      description: { en: "For growing shops" },
      price: "49.50",
      monthlyFee: "49.50",
      setupFee: "10.00",
      implementationCharges: "25000.00",
      yearlyDiscountPercent: 20,
      yearlyPrice: "475.20",
      yearlySavingsText: { en: "Save 20%" },
      billingPeriod: "yearly",
      currency: "PKR",
      countryCode: "PK",
      isFeatured: true,
      isActive: false,
      displayOrder: 1,
    });
    expect(featureTexts(plan)).toEqual([{ en: "WhatsApp" }, { en: "AI" }]);
    const ids = plan.features.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{1,16}$/);
    const [entry] = await activity(database.db, "create_pricing_plan");
    expect(entry).toMatchObject({
      userId: ADMIN_ID,
      entity: "pricing_plans",
      entityId: plan.id,
      details: { plan_name: "Growth" },
    });
  });

  it("puts a new plan after the highest display_order", async () => {
    await database.db.insert(pricingPlans).values([
      { ...input({ name: "A" }), displayOrder: 3 },
      { ...input({ name: "B" }), displayOrder: 7 },
    ]);
    const plan = await createPlan(database.db, ADMIN_ID, input({ name: "C" }));
    expect(plan.displayOrder).toBe(8);
  });

  it("gives concurrent creations distinct places", async () => {
    const created = await Promise.all(
      ["P1", "P2", "P3", "P4"].map((name) => createPlan(database.db, ADMIN_ID, input({ name }))),
    );
    expect(new Set(created.map((plan) => plan.displayOrder))).toEqual(new Set([1, 2, 3, 4]));
  });

  it("keeps yearly price null and the savings text in no language when left empty", async () => {
    const plan = await createPlan(
      database.db,
      null,
      input({ yearlyPrice: "", yearlySavingsText: "" }),
    );
    expect(plan.yearlyPrice).toBeNull();
    expect(plan.yearlySavingsText).toEqual({});
    const [entry] = await activity(database.db, "create_pricing_plan");
    expect(entry?.userId).toBeNull();
  });
});

describe("updating", () => {
  it("replaces the fields, keeps the place, and logs update_pricing_plan with what changed", async () => {
    const plan = await createPlan(database.db, ADMIN_ID, input({ name: "Old", features: ["A"] }));
    const updated = await updatePlan(
      database.db,
      ADMIN_ID,
      plan.id,
      input({ name: "New", price: "99.99", features: ["B", "C"] }),
    );
    expect(updated).toMatchObject({
      id: plan.id,
      name: { en: "New" },
      price: "99.99",
      monthlyFee: "99.99",
      displayOrder: plan.displayOrder,
    });
    expect(featureTexts(updated)).toEqual([{ en: "B" }, { en: "C" }]);
    const [entry] = await activity(database.db, "update_pricing_plan");
    expect(entry).toMatchObject({
      entityId: plan.id,
      details: { plan_name: "New", changed_fields: ["Plan Name", "Price", "Features"] },
    });
  });

  it("logs no changed field for a plan saved unchanged from the editor, an Urdu edit as its field's", async () => {
    const plan = await createPlan(
      database.db,
      ADMIN_ID,
      input({ name: "Same", description: "Kept", features: ["WhatsApp"], isFeatured: true }),
    );
    const shown = planEditorValues(plan, { publishAt: "", unpublishAt: "" });
    await updatePlan(database.db, ADMIN_ID, plan.id, parsed(shown));
    await updatePlan(
      database.db,
      ADMIN_ID,
      plan.id,
      parsed({ ...shown, name: { en: "Same", ur: "وہی" } }),
    );
    const entries = await activity(database.db, "update_pricing_plan");
    expect(entries.map((entry) => entry.details)).toEqual([
      { plan_name: "Same", changed_fields: [] },
      { plan_name: "Same", changed_fields: ["Plan Name"] },
    ]);
  });

  it("toggles Active/Inactive as an update", async () => {
    const plan = await createPlan(database.db, ADMIN_ID, input({ name: "Toggle" }));
    expect((await setPlanActive(database.db, ADMIN_ID, plan.id, false)).isActive).toBe(false);
    expect((await setPlanActive(database.db, ADMIN_ID, plan.id, true)).isActive).toBe(true);
    const entries = await activity(database.db, "update_pricing_plan");
    expect(entries.map((entry) => entry.details)).toEqual([
      { plan_name: "Toggle", changed_fields: ["Active"], is_active: false },
      { plan_name: "Toggle", changed_fields: ["Active"], is_active: true },
    ]);
  });

  it("refuses an unknown plan and logs nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(updatePlan(database.db, ADMIN_ID, missing, input())).rejects.toThrow();
    await expect(setPlanActive(database.db, ADMIN_ID, "not-a-uuid", true)).rejects.toThrow(
      "This pricing plan no longer exists",
    );
    expect(await activity(database.db, "update_pricing_plan")).toEqual([]);
  });
});

describe("deleting", () => {
  it("removes the plan and logs delete_pricing_plan with its name", async () => {
    const plan = await createPlan(database.db, ADMIN_ID, input({ name: "Doomed" }));
    await deletePlan(database.db, ADMIN_ID, plan.id);
    expect(await listAdminPlans(database.db)).toEqual([]);
    const [entry] = await activity(database.db, "delete_pricing_plan");
    expect(entry).toMatchObject({
      entity: "pricing_plans",
      entityId: plan.id,
      details: { plan_name: "Doomed" },
    });
  });

  it("refuses an unknown plan", async () => {
    const error = await deletePlan(
      database.db,
      ADMIN_ID,
      "00000000-0000-4000-8000-000000000000",
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RuleError);
    expect(error).toMatchObject({ code: "not-found", status: 404 });
  });
});

describe("reordering", () => {
  async function threePlans() {
    const a = await createPlan(database.db, ADMIN_ID, input({ name: "A" }));
    const b = await createPlan(database.db, ADMIN_ID, input({ name: "B" }));
    const c = await createPlan(database.db, ADMIN_ID, input({ name: "C" }));
    return { a, b, c };
  }

  it("rewrites display_order as 1..n and logs reorder_pricing_plans with the new order", async () => {
    const { a, b, c } = await threePlans();
    // Gaps and ties are rewritten too.
    await database.db
      .update(pricingPlans)
      .set({ displayOrder: 10 })
      .where(eq(pricingPlans.id, a.id));
    const plans = await reorderPlans(database.db, ADMIN_ID, [c.id, a.id, b.id]);
    expect(plans.map((plan) => [plan.name.en, plan.displayOrder])).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);
    const [entry] = await activity(database.db, "reorder_pricing_plans");
    expect(entry).toMatchObject({
      userId: ADMIN_ID,
      entity: "pricing_plans",
      entityId: null,
      details: {
        new_order: [
          { id: c.id, name: "C", display_order: 1 },
          { id: a.id, name: "A", display_order: 2 },
          { id: b.id, name: "B", display_order: 3 },
        ],
      },
    });
    const publicOrder = (await listPublicPlans(database.db)).map((plan) => plan.name);
    expect(publicOrder).toEqual(["C", "A", "B"]);
  });

  it("refuses a list that is not exactly the current plans, and changes nothing", async () => {
    const { a, b, c } = await threePlans();
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const ids of [
      [a.id, b.id],
      [a.id, b.id, c.id, unknown],
      [a.id, b.id, unknown],
      [a.id, a.id, b.id],
      [a.id, b.id, "nope"],
      [],
    ]) {
      await expect(reorderPlans(database.db, ADMIN_ID, ids)).rejects.toThrow(RuleError);
    }
    expect((await listAdminPlans(database.db)).map((plan) => plan.name.en)).toEqual([
      "A",
      "B",
      "C",
    ]);
    expect(await activity(database.db, "reorder_pricing_plans")).toEqual([]);
  });

  it("accepts an empty list when there are no plans", async () => {
    expect(await reorderPlans(database.db, ADMIN_ID, [])).toEqual([]);
  });
});

describe("scheduling a plan", () => {
  it("puts a plan on the public pricing page at Publish at and takes it off at Unpublish at", async () => {
    const { db } = database;
    const plan = await createPlan(db, ADMIN_ID, input({ name: "Launch later", isActive: false }));
    const publishAt = new Date("2030-01-01T09:00:00Z");
    const unpublishAt = new Date("2030-02-01T09:00:00Z");
    expect(await schedulePlan(db, ADMIN_ID, plan.id, { publishAt, unpublishAt })).toBe(true);
    // The same times again change nothing and are not logged twice.
    expect(await schedulePlan(db, ADMIN_ID, plan.id, { publishAt, unpublishAt })).toBe(false);
    expect((await activity(db, "schedule_pricing_plan")).length).toBe(1);
    const names = async () => (await listPublicPlans(db)).map((row) => row.name);
    const noPages = async () => {};

    await runDueSchedules(db, new Date("2029-12-31T09:00:00Z"), noPages);
    expect(await names()).not.toContain("Launch later");
    await runDueSchedules(db, publishAt, noPages);
    expect(await names()).toContain("Launch later");
    await runDueSchedules(db, unpublishAt, noPages);
    expect(await names()).not.toContain("Launch later");
    expect((await activity(db, "scheduled_publish_plan")).length).toBe(1);
    expect((await activity(db, "scheduled_unpublish_plan")).length).toBe(1);
  });

  it("refuses a plan that does not exist", async () => {
    await expect(
      schedulePlan(database.db, ADMIN_ID, "not-a-plan", { publishAt: null, unpublishAt: null }),
    ).rejects.toBeInstanceOf(RuleError);
  });
});

describe("Urdu texts (ADR 0021, ADR 0041)", () => {
  it("saves a plan's Urdu texts and shows them on Urdu pages only, English as the fallback", async () => {
    const plan = await createPlan(
      database.db,
      ADMIN_ID,
      input({
        name: "Starter",
        description: "For small shops",
        features: ["WhatsApp", "AI replies"],
        ur: { name: "اسٹارٹر", description: "", yearlySavingsText: "" },
        urFeatures: { WhatsApp: "واٹس ایپ" },
      }),
    );
    const [stored] = await database.db
      .select({
        name: pricingPlans.name,
        description: pricingPlans.description,
        yearlySavingsText: pricingPlans.yearlySavingsText,
        features: pricingPlans.features,
      })
      .from(pricingPlans)
      .where(eq(pricingPlans.id, plan.id));
    expect(stored).toMatchObject({
      name: { en: "Starter", ur: "اسٹارٹر" },
      description: { en: "For small shops" },
      yearlySavingsText: {},
    });
    expect(stored && featureTexts(stored)).toEqual([
      { en: "WhatsApp", ur: "واٹس ایپ" },
      { en: "AI replies" },
    ]);

    const [english] = await listPublicPlans(database.db, "en");
    expect(english).toMatchObject({
      name: "Starter",
      description: "For small shops",
      features: ["WhatsApp", "AI replies"],
    });
    const [urdu] = await listPublicPlans(database.db, "ur");
    expect(urdu).toMatchObject({
      name: "اسٹارٹر",
      description: "For small shops",
      features: ["واٹس ایپ", "AI replies"],
    });

    // Clearing the Urdu values puts English back on the Urdu pages.
    await updatePlan(
      database.db,
      ADMIN_ID,
      plan.id,
      input({ name: "Starter", features: ["WhatsApp", "AI replies"] }),
    );
    const [cleared] = await listPublicPlans(database.db, "ur");
    expect(cleared).toMatchObject({ name: "Starter", features: ["WhatsApp", "AI replies"] });
    const [row] = await listAdminPlans(database.db);
    expect(row?.name).toEqual({ en: "Starter" });
    expect(row && featureTexts(row)).toEqual([{ en: "WhatsApp" }, { en: "AI replies" }]);
  });

  // The Urdu of a feature used to be stored under its English text, so editing the English lost
  // it. Now each feature keeps its id and its texts together, so the Urdu stays.
  it("keeps a feature's Urdu (and its id) when its English is edited", async () => {
    const plan = await createPlan(
      database.db,
      ADMIN_ID,
      input({ features: ["WhatsApp", "AI"], urFeatures: { WhatsApp: "واٹس ایپ" } }),
    );
    const shown = planEditorValues(plan, { publishAt: "", unpublishAt: "" });
    const [whatsapp, ai] = shown.features ?? [];
    const edited = await updatePlan(
      database.db,
      ADMIN_ID,
      plan.id,
      parsed({
        ...shown,
        features: [{ ...whatsapp, text: { en: "WhatsApp Business", ur: "واٹس ایپ" } }, ai],
      }),
    );
    expect(edited.features).toEqual([
      { id: plan.features[0]?.id, text: { en: "WhatsApp Business", ur: "واٹس ایپ" } },
      { id: plan.features[1]?.id, text: { en: "AI" } },
    ]);
    const [urdu] = await listPublicPlans(database.db, "ur");
    expect(urdu?.features).toEqual(["واٹس ایپ", "AI"]);
  });

  it("gives the default plans their texts in every language, each feature with an id", async () => {
    await database.db.insert(pricingPlans).values(DEFAULT_PLANS);
    const plans = await listAdminPlans(database.db);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      for (const text of [plan.name, plan.description, plan.yearlySavingsText]) {
        expect(Object.keys(text)).toEqual([...LOCALES]);
      }
      const ids = plan.features.map((feature) => feature.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const feature of plan.features) expect(Object.keys(feature.text)).toEqual([...LOCALES]);
    }
  });
});
