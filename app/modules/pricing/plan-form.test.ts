import { describe, expect, it } from "vitest";
import {
  addFeature,
  appendPlanValues,
  canSavePlan,
  emptyPlanValues,
  type PlanFormValues,
  parsePlanValues,
  planValuesFromFormData,
  planValuesFromPlan,
  removeFeature,
} from "./plan-form.ts";

function values(overrides: Partial<PlanFormValues> = {}): PlanFormValues {
  return { ...emptyPlanValues(), name: "Starter", price: "49", ...overrides };
}

function parsed(overrides: Partial<PlanFormValues> = {}) {
  const result = parsePlanValues(values(overrides));
  if (!result.ok) throw new Error(`expected valid, got ${JSON.stringify(result.fieldErrors)}`);
  return result.plan;
}

function errors(overrides: Partial<PlanFormValues>) {
  const result = parsePlanValues(values(overrides));
  if (result.ok) throw new Error("expected invalid");
  return result.fieldErrors;
}

describe("new plan defaults (docs/product.md#plan-fields)", () => {
  it("starts with fees and discount 0, USD, International, monthly, active, no savings text (ADR 0025)", () => {
    expect(emptyPlanValues()).toEqual({
      name: "",
      description: "",
      price: "",
      setupFee: "0",
      implementationCharges: "0",
      yearlyDiscountPercent: "0",
      yearlyPrice: "",
      yearlySavingsText: "",
      billingPeriod: "monthly",
      currency: "USD",
      countryCode: "INTL",
      features: [],
      isFeatured: false,
      isActive: true,
      urName: "",
      urDescription: "",
      urYearlySavingsText: "",
      urFeatures: {},
    });
  });
});

describe("Save is enabled only when name and price are non-empty", () => {
  it.each([
    ["", "", false],
    ["Starter", "", false],
    ["", "49", false],
    ["   ", "49", false],
    ["Starter", "  ", false],
    ["Starter", "49", true],
    ["Starter", "0", true],
  ])("name %j, price %j → %s", (name, price, enabled) => {
    expect(canSavePlan({ name, price })).toBe(enabled);
  });
});

describe("name and description", () => {
  it("requires a name and trims it", () => {
    expect(errors({ name: "  " }).name).toBe("Name is required");
    expect(parsed({ name: "  Premium " }).name).toBe("Premium");
  });

  it("limits the name to 100 characters", () => {
    expect(errors({ name: "x".repeat(101) }).name).toMatch(/at most 100/);
  });

  it("keeps the description optional", () => {
    expect(parsed({ description: "" }).description).toBe("");
    expect(parsed({ description: " For shops " }).description).toBe("For shops");
  });
});

describe("price", () => {
  it("is required", () => {
    expect(errors({ price: "" }).price).toBe("Price is required");
  });

  it.each([
    ["49", "49.00"],
    ["49.5", "49.50"],
    ["49.99", "49.99"],
    ["0", "0.00"],
    [".5", "0.50"],
    [" 12 ", "12.00"],
    ["9999999999.99", "9999999999.99"],
  ])("parses %j as the decimal %s", (typed, stored) => {
    expect(parsed({ price: typed }).price).toBe(stored);
  });

  it.each([
    ["-1", "Price cannot be negative"],
    ["49.999", "Price must be a number with at most 2 decimals"],
    ["abc", "Price must be a number with at most 2 decimals"],
    ["1,000", "Price must be a number with at most 2 decimals"],
    ["1e3", "Price must be a number with at most 2 decimals"],
    ["10000000000", "Price is too large"],
  ])("refuses %j", (typed, message) => {
    expect(errors({ price: typed }).price).toBe(message);
  });

  it("is also the monthly fee saved (no separate Monthly Fee field)", () => {
    const plan = parsed({ price: "30000" });
    expect(plan.monthlyFee).toBe("30000.00");
    expect(plan.monthlyFee).toBe(plan.price);
  });
});

describe("setup fee and implementation charges", () => {
  it("are decimals that default to 0", () => {
    const plan = parsed({ setupFee: "", implementationCharges: "" });
    expect(plan.setupFee).toBe("0.00");
    expect(plan.implementationCharges).toBe("0.00");
    const filled = parsed({ setupFee: "99.9", implementationCharges: "25000" });
    expect(filled.setupFee).toBe("99.90");
    expect(filled.implementationCharges).toBe("25000.00");
  });

  it("refuse negatives and more than 2 decimals", () => {
    expect(errors({ setupFee: "-5" }).setupFee).toBe("Setup fee cannot be negative");
    expect(errors({ implementationCharges: "1.234" }).implementationCharges).toMatch(
      /at most 2 decimals/,
    );
  });
});

describe("yearly discount percent", () => {
  it("is an integer from 0 to 100, 0 when empty", () => {
    expect(parsed({ yearlyDiscountPercent: "" }).yearlyDiscountPercent).toBe(0);
    expect(parsed({ yearlyDiscountPercent: "20" }).yearlyDiscountPercent).toBe(20);
    expect(parsed({ yearlyDiscountPercent: "100" }).yearlyDiscountPercent).toBe(100);
  });

  it.each(["101", "-1", "12.5", "ten"])("refuses %j", (typed) => {
    expect(errors({ yearlyDiscountPercent: typed }).yearlyDiscountPercent).toBe(
      "Yearly discount must be a whole number from 0 to 100",
    );
  });
});

describe("yearly price and savings text", () => {
  it("are null when empty", () => {
    const plan = parsed({ yearlyPrice: " ", yearlySavingsText: "  " });
    expect(plan.yearlyPrice).toBeNull();
    expect(plan.yearlySavingsText).toBeNull();
  });

  it("keep a decimal yearly price and a trimmed text", () => {
    const plan = parsed({ yearlyPrice: "470.4", yearlySavingsText: " Save 20% " });
    expect(plan.yearlyPrice).toBe("470.40");
    expect(plan.yearlySavingsText).toBe("Save 20%");
  });

  it("checks the yearly price like the other amounts", () => {
    expect(errors({ yearlyPrice: "-1" }).yearlyPrice).toBe("Yearly price cannot be negative");
  });
});

describe("billing period, currency and country", () => {
  it.each(["monthly", "yearly", "one-time"])("accepts the billing period %s", (period) => {
    expect(parsed({ billingPeriod: period }).billingPeriod).toBe(period);
  });

  it("defaults to monthly and refuses others", () => {
    expect(parsed({ billingPeriod: "" }).billingPeriod).toBe("monthly");
    expect(errors({ billingPeriod: "weekly" }).billingPeriod).toBeDefined();
  });

  it("takes a 3-letter currency, upper-cased, USD by default", () => {
    expect(parsed({ currency: "" }).currency).toBe("USD");
    expect(parsed({ currency: "pkr" }).currency).toBe("PKR");
    expect(parsed({ currency: "GBP" }).currency).toBe("GBP");
    expect(errors({ currency: "US" }).currency).toBe("Currency must be a 3-letter code");
    expect(errors({ currency: "US$" }).currency).toBe("Currency must be a 3-letter code");
  });

  it("takes PK or INTL, INTL by default", () => {
    expect(parsed({ countryCode: "" }).countryCode).toBe("INTL");
    expect(parsed({ countryCode: "PK" }).countryCode).toBe("PK");
    expect(errors({ countryCode: "US" }).countryCode).toBe("Choose Pakistan or International");
  });
});

describe("features", () => {
  it("are saved trimmed, without blanks or repeats", () => {
    expect(parsed({ features: [" WhatsApp ", "", "  ", "AI", "WhatsApp"] }).features).toEqual([
      "WhatsApp",
      "AI",
    ]);
  });

  it("refuse an overlong feature and more than 50", () => {
    expect(errors({ features: ["x".repeat(201)] }).features).toMatch(/at most 200/);
    const many = Array.from({ length: 51 }, (_, index) => `Feature ${index}`);
    expect(errors({ features: many }).features).toBe("At most 50 features");
  });

  it("are added only when non-blank after trimming, and not twice", () => {
    expect(addFeature([], "  Button replies ")).toEqual(["Button replies"]);
    expect(addFeature(["A"], "   ")).toEqual(["A"]);
    expect(addFeature(["A"], "")).toEqual(["A"]);
    expect(addFeature(["A"], " A ")).toEqual(["A"]);
    expect(addFeature(["A"], "B")).toEqual(["A", "B"]);
  });

  it("are removed one by one", () => {
    expect(removeFeature(["A", "B", "C"], 1)).toEqual(["A", "C"]);
    expect(removeFeature(["A"], 0)).toEqual([]);
    expect(removeFeature(["A"], 5)).toEqual(["A"]);
  });
});

describe("switches", () => {
  it("keep is_featured and is_active", () => {
    const plan = parsed({ isFeatured: true, isActive: false });
    expect(plan.isFeatured).toBe(true);
    expect(plan.isActive).toBe(false);
  });
});

describe("the form's wire format", () => {
  it("round-trips every field through FormData", () => {
    const typed = values({
      description: "Desc",
      setupFee: "10",
      implementationCharges: "5.5",
      yearlyDiscountPercent: "20",
      yearlyPrice: "470",
      yearlySavingsText: "Save",
      billingPeriod: "yearly",
      currency: "PKR",
      countryCode: "PK",
      features: ["A", "B"],
      isFeatured: true,
      isActive: false,
    });
    const formData = appendPlanValues(new FormData(), typed);
    expect(formData.get("setup_fee")).toBe("10");
    expect(formData.getAll("features")).toEqual(["A", "B"]);
    expect(planValuesFromFormData(formData)).toEqual(typed);
  });

  it("reads missing fields as empty and missing switches as off", () => {
    const formData = new FormData();
    formData.set("name", "Bare");
    formData.set("price", "1");
    formData.set("is_active", "on");
    const read = planValuesFromFormData(formData);
    expect(read.setupFee).toBe("");
    expect(read.features).toEqual([]);
    expect(read.isFeatured).toBe(false);
    expect(read.isActive).toBe(true);
    const plan = parsePlanValues(read);
    expect(plan.ok && plan.plan).toMatchObject({
      setupFee: "0.00",
      yearlyDiscountPercent: 0,
      currency: "USD",
      countryCode: "INTL",
      billingPeriod: "monthly",
      yearlySavingsText: null,
    });
  });

  it("fills the dialog from a stored plan", () => {
    expect(
      planValuesFromPlan({
        name: "Premium",
        description: "",
        price: "30000.00",
        setupFee: "0.00",
        implementationCharges: "25000.50",
        yearlyDiscountPercent: 20,
        yearlyPrice: null,
        yearlySavingsText: null,
        billingPeriod: "monthly",
        currency: "PKR",
        countryCode: "PK",
        features: ["AI"],
        isFeatured: true,
        isActive: true,
      }),
    ).toMatchObject({
      price: "30000",
      setupFee: "0",
      implementationCharges: "25000.5",
      yearlyDiscountPercent: "20",
      yearlyPrice: "",
      yearlySavingsText: "",
      features: ["AI"],
    });
  });
});

describe("the Urdu labels (ADR 0021)", () => {
  it("stores only the Urdu values given, trimmed, features by their English text", () => {
    const plan = parsed({
      features: ["WhatsApp", "AI", "Reports"],
      urName: "  اسٹارٹر ",
      urDescription: "",
      urYearlySavingsText: "  ",
      urFeatures: { WhatsApp: " واٹس ایپ ", AI: "", Gone: "ہٹایا گیا" },
    });
    expect(plan.translations).toEqual({
      ur: { name: "اسٹارٹر", features: { WhatsApp: "واٹس ایپ" } },
    });
  });

  it("stores no translations when every Urdu field is empty", () => {
    expect(parsed({}).translations).toEqual({});
  });

  it("limits each Urdu field like its English field", () => {
    const found = errors({
      urName: "ن".repeat(101),
      urDescription: "ن".repeat(1001),
      urYearlySavingsText: "ن".repeat(51),
      features: ["AI"],
      urFeatures: { AI: "ن".repeat(201) },
    });
    expect(found.urName).toMatch(/at most 100/);
    expect(found.urDescription).toMatch(/at most 1000/);
    expect(found.urYearlySavingsText).toMatch(/at most 50/);
    expect(found.urFeatures).toMatch(/at most 200/);
  });

  it("round-trips through FormData, one Urdu value beside each feature", () => {
    const typed = values({
      features: ["A", "B", "C"],
      urName: "نام",
      urDescription: "تفصیل",
      urYearlySavingsText: "20% رعایت",
      urFeatures: { A: "الف", C: "ج" },
    });
    const formData = appendPlanValues(new FormData(), typed);
    expect(formData.getAll("ur_features")).toEqual(["الف", "", "ج"]);
    expect(formData.get("ur_name")).toBe("نام");
    expect(planValuesFromFormData(formData)).toEqual(typed);
  });

  it("fills the Urdu fields from a stored plan's translations", () => {
    expect(
      planValuesFromPlan({
        name: "Premium",
        description: "",
        price: "1.00",
        setupFee: "0.00",
        implementationCharges: "0.00",
        yearlyDiscountPercent: 0,
        yearlyPrice: null,
        yearlySavingsText: null,
        billingPeriod: "monthly",
        currency: "PKR",
        countryCode: "PK",
        features: ["AI"],
        isFeatured: false,
        isActive: true,
        translations: { ur: { name: "پریمیم", features: { AI: "مصنوعی ذہانت" } } },
      }),
    ).toMatchObject({
      urName: "پریمیم",
      urDescription: "",
      urYearlySavingsText: "",
      urFeatures: { AI: "مصنوعی ذہانت" },
    });
  });
});
