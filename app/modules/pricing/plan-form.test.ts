import { describe, expect, it, vi } from "vitest";
import { formDataOf } from "#app/lib/form-entries.ts";
import { parseScheduleFields } from "#app/modules/publishing/schedule-time.ts";
import {
  canSavePlan,
  currencyAfterRegionChange,
  isNewFeature,
  newPlanValues,
  type PlanEditorValues,
  type PlanFeatureValues,
  type PlanInput,
  parsePlanEditor,
  planEditorValues,
} from "./plan-form.ts";

// The schedule's reader, counted: a form is read with one pass over its schedule.
vi.mock("#app/modules/publishing/schedule-time.ts", async (importOriginal) => {
  const original =
    await importOriginal<typeof import("#app/modules/publishing/schedule-time.ts")>();
  return { ...original, parseScheduleFields: vi.fn(original.parseScheduleFields) };
});

const TIME_ZONE = "Asia/Karachi";

/** A translatable text as the editor posts it: its English and its Urdu ("" where none). */
function text(en: string, ur = ""): { en: string; ur: string } {
  return { en, ur };
}

/**
 * The editor's values as typed; `features` as their English texts for short tests (a feature
 * just added, without an id yet). A select's value may be any text, as a script could post it.
 */
type Typed = Omit<Partial<PlanEditorValues>, "features" | "billingPeriod" | "countryCode"> & {
  billingPeriod?: string;
  countryCode?: string;
  features?: (string | PlanFeatureValues)[];
};

function values(overrides: Typed = {}): Record<string, unknown> {
  const { features = [], ...rest } = overrides;
  return {
    ...newPlanValues(),
    name: text("Starter"),
    price: "49",
    ...rest,
    features: features.map((feature) =>
      typeof feature === "string" ? { text: text(feature) } : feature,
    ),
  };
}

/** What the action reads from the form holding these values. */
function submit(overrides: Typed = {}) {
  return parsePlanEditor(formDataOf(values(overrides)), TIME_ZONE);
}

function parsed(overrides: Typed = {}) {
  const submission = submit(overrides);
  if (submission.status !== "success") {
    throw new Error(`expected valid, got ${JSON.stringify(submission.error)}`);
  }
  return submission.value.plan;
}

/** The English texts of the features saved, in order. */
function englishFeatures(plan: PlanInput): (string | undefined)[] {
  return (plan.features ?? []).map((feature) => feature.text.en);
}

const FEATURE_ID = /^[a-z0-9]{1,16}$/;

/** The first message of each field the form would show. */
function errors(overrides: Typed): Record<string, string | undefined> {
  const submission = submit(overrides);
  if (submission.status === "success") throw new Error("expected invalid");
  return Object.fromEntries(
    Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
  );
}

describe("new plan defaults (docs/product.md#plan-fields)", () => {
  it("starts with fees and discount 0, USD, International, monthly, active, no savings text (ADR 0025)", () => {
    expect(newPlanValues()).toEqual({
      name: { en: "", ur: "" },
      description: { en: "", ur: "" },
      bestFor: { en: "", ur: "" },
      price: "",
      setupFee: "0",
      implementationCharges: "0",
      yearlyDiscountPercent: "0",
      yearlyPrice: "",
      yearlySavingsText: { en: "", ur: "" },
      billingPeriod: "monthly",
      currency: "USD",
      countryCode: "INTL",
      features: [],
      newFeature: "",
      isFeatured: false,
      isActive: true,
      publishAt: "",
      unpublishAt: "",
    });
  });
});

describe("Save is enabled only when the (English) name and price are non-empty", () => {
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
  it("requires an English name and trims it", () => {
    expect(errors({ name: text("  ") })["name.en"]).toBe("Name is required");
    expect(errors({ name: text("", "پریمیم") })["name.en"]).toBe("Name is required");
    expect(parsed({ name: text("  Premium ") }).name).toEqual({ en: "Premium" });
  });

  it("limits the name to 100 characters", () => {
    expect(errors({ name: text("x".repeat(101)) })["name.en"]).toMatch(/at most 100/);
  });

  it("keeps the description optional: empty, it has no text in any language", () => {
    expect(parsed({ description: text("") }).description).toEqual({});
    expect(parsed({ description: text(" For shops ") }).description).toEqual({ en: "For shops" });
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
  it("are none when empty: a null yearly price, a savings text in no language", () => {
    const plan = parsed({ yearlyPrice: " ", yearlySavingsText: text("  ") });
    expect(plan.yearlyPrice).toBeNull();
    expect(plan.yearlySavingsText).toEqual({});
  });

  it("keep a decimal yearly price and a trimmed text", () => {
    const plan = parsed({ yearlyPrice: "470.4", yearlySavingsText: text(" Save 20% ") });
    expect(plan.yearlyPrice).toBe("470.40");
    expect(plan.yearlySavingsText).toEqual({ en: "Save 20%" });
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
    expect(
      englishFeatures(parsed({ features: [" WhatsApp ", "", "  ", "AI", "WhatsApp"] })),
    ).toEqual(["WhatsApp", "AI"]);
  });

  it("keep one typed but not yet added, as if added first", () => {
    expect(englishFeatures(parsed({ features: ["WhatsApp"], newFeature: " Reports " }))).toEqual([
      "WhatsApp",
      "Reports",
    ]);
    expect(englishFeatures(parsed({ features: ["WhatsApp"], newFeature: "WhatsApp" }))).toEqual([
      "WhatsApp",
    ]);
  });

  it("keep each posted feature's id and give one to a feature just added", () => {
    const features = parsed({
      features: [
        { id: "ai", text: text("AI replies") },
        "WhatsApp",
        { id: "ai", text: text("Reports") },
      ],
      newFeature: "Broadcasts",
    }).features as { id: string }[];
    expect(features).toHaveLength(4);
    expect(features[0]?.id).toBe("ai");
    for (const { id } of features) expect(id).toMatch(FEATURE_ID);
    // An id posted twice stays with the first feature only: every id is the plan's one feature.
    expect(new Set(features.map(({ id }) => id)).size).toBe(4);
  });

  it("refuse a feature id that is not a short lowercase word", () => {
    for (const id of ["AI", "a b", "x".repeat(17), "<script>"]) {
      expect(errors({ features: [{ id, text: text("AI") }] })["features[0].id"]).toBeDefined();
    }
  });

  it("refuse an overlong feature and more than 50", () => {
    expect(errors({ features: ["x".repeat(201)] })["features[0].text.en"]).toMatch(/at most 200/);
    const many = Array.from({ length: 51 }, (_, index) => `Feature ${index}`);
    expect(errors({ features: many }).newFeature).toBe("At most 50 features");
  });

  it("refuse a posted list past any editor's, even of repeats that would be dropped", () => {
    const repeats = Array.from({ length: 101 }, () => "WhatsApp");
    expect(errors({ features: repeats }).features).toBe("At most 50 features");
  });

  it("are added only when non-blank after trimming, and not twice", () => {
    expect(isNewFeature([], "  Button replies ")).toBe(true);
    expect(isNewFeature(["A"], "   ")).toBe(false);
    expect(isNewFeature(["A"], "")).toBe(false);
    expect(isNewFeature(["A"], " A ")).toBe(false);
    expect(isNewFeature(["A"], "B")).toBe(true);
  });
});

describe("switches", () => {
  it("keep is_featured and is_active", () => {
    const plan = parsed({ isFeatured: true, isActive: false });
    expect(plan.isFeatured).toBe(true);
    expect(plan.isActive).toBe(false);
  });
});

describe("the posted form", () => {
  it("reads missing fields as empty and missing switches as off", () => {
    const formData = new FormData();
    formData.set("name.en", "Bare");
    formData.set("price", "1");
    formData.set("isActive", "on");
    const submission = parsePlanEditor(formData, TIME_ZONE);
    expect(submission.status === "success" && submission.value.plan).toMatchObject({
      setupFee: "0.00",
      yearlyDiscountPercent: 0,
      currency: "USD",
      countryCode: "INTL",
      billingPeriod: "monthly",
      name: { en: "Bare" },
      description: {},
      yearlySavingsText: {},
      features: [],
      isFeatured: false,
      isActive: true,
    });
  });

  it("fills the editor from a stored plan", () => {
    expect(
      planEditorValues(
        {
          name: { en: "Premium" },
          description: {},
          price: "30000.00",
          setupFee: "0.00",
          implementationCharges: "25000.50",
          yearlyDiscountPercent: 20,
          yearlyPrice: null,
          yearlySavingsText: {},
          billingPeriod: "monthly",
          currency: "PKR",
          countryCode: "PK",
          features: [{ id: "ai", text: { en: "AI" } }],
          isFeatured: true,
          isActive: true,
        },
        { publishAt: "2026-12-01T09:00", unpublishAt: "" },
      ),
    ).toMatchObject({
      price: "30000",
      setupFee: "0",
      implementationCharges: "25000.5",
      yearlyDiscountPercent: "20",
      yearlyPrice: "",
      name: { en: "Premium", ur: "" },
      description: { en: "", ur: "" },
      yearlySavingsText: { en: "", ur: "" },
      features: [{ id: "ai", text: { en: "AI", ur: "" } }],
      publishAt: "2026-12-01T09:00",
    });
  });

  it("saves a stored plan unchanged when nothing is edited", () => {
    const stored = {
      name: { en: "Premium", ur: "پریمیم" },
      description: { en: "For shops" },
      bestFor: { en: "Growing shops", ur: "بڑھتی دکانیں" },
      price: "30000.00",
      setupFee: "0.00",
      implementationCharges: "25000.50",
      yearlyDiscountPercent: 20,
      yearlyPrice: "288000.00",
      yearlySavingsText: { en: "Save 20%" },
      billingPeriod: "monthly",
      currency: "PKR",
      countryCode: "PK",
      features: [
        { id: "ai", text: { en: "AI", ur: "مصنوعی ذہانت" } },
        { id: "k3x9w0", text: { en: "WhatsApp" } },
      ],
      isFeatured: true,
      isActive: false,
    };
    const submission = parsePlanEditor(
      formDataOf(planEditorValues(stored, { publishAt: "", unpublishAt: "" })),
      TIME_ZONE,
    );
    expect(submission.status === "success" && submission.value.plan).toEqual({
      ...stored,
      monthlyFee: "30000.00",
    });
  });
});

describe("the schedule", () => {
  it("reads the times in the site's time zone", () => {
    const submission = submit({ publishAt: "2026-12-01T09:00" });
    expect(submission.status === "success" && submission.value.publishAt).toEqual(
      new Date("2026-12-01T04:00:00.000Z"),
    );
  });

  it("is read once for a valid form", () => {
    vi.mocked(parseScheduleFields).mockClear();
    expect(submit({ publishAt: "2026-12-01T09:00" }).status).toBe("success");
    expect(parseScheduleFields).toHaveBeenCalledOnce();
  });

  it("refuses an Unpublish at before Publish at", () => {
    expect(
      errors({ publishAt: "2026-12-02T09:00", unpublishAt: "2026-12-01T09:00" }).unpublishAt,
    ).toBe("Unpublish at must be later than Publish at");
  });
});

describe("the Urdu texts (ADR 0021, ADR 0041)", () => {
  it("stores only the Urdu values given, trimmed, each beside its English, a feature's in the feature", () => {
    const plan = parsed({
      name: text("Starter", "  اسٹارٹر "),
      description: text("", ""),
      yearlySavingsText: text("", "  "),
      features: [{ text: text("WhatsApp", " واٹس ایپ ") }, { text: text("AI", "") }, "Reports"],
    });
    expect(plan.name).toEqual({ en: "Starter", ur: "اسٹارٹر" });
    expect(plan.description).toEqual({});
    expect(plan.yearlySavingsText).toEqual({});
    expect(plan.features?.map((feature) => feature.text)).toEqual([
      { en: "WhatsApp", ur: "واٹس ایپ" },
      { en: "AI" },
      { en: "Reports" },
    ]);
  });

  it("stores no Urdu when every Urdu field is empty", () => {
    const plan = parsed({ description: text("For shops"), features: ["AI"] });
    for (const stored of [plan.name, plan.description, plan.yearlySavingsText]) {
      expect(stored).not.toHaveProperty("ur");
    }
    expect(plan.features?.[0]?.text).toEqual({ en: "AI" });
  });

  // The Urdu used to be stored by the feature's English text, so editing the English lost it;
  // now it is the feature's own (beside its id), and stays.
  it("keeps a feature's Urdu when its English is edited", () => {
    const plan = parsed({ features: [{ id: "ai", text: text("AI replies", "مصنوعی ذہانت") }] });
    expect(plan.features).toEqual([{ id: "ai", text: { en: "AI replies", ur: "مصنوعی ذہانت" } }]);
  });

  it("limits each Urdu field like its English field", () => {
    const found = errors({
      name: text("Starter", "ن".repeat(101)),
      description: text("", "ن".repeat(1001)),
      yearlySavingsText: text("", "ن".repeat(51)),
      features: [{ text: text("AI", "ن".repeat(201)) }],
    });
    expect(found["name.ur"]).toMatch(/at most 100/);
    expect(found["description.ur"]).toMatch(/at most 1000/);
    expect(found["yearlySavingsText.ur"]).toMatch(/at most 50/);
    expect(found["features[0].text.ur"]).toMatch(/at most 200/);
  });
});

describe("a new plan's currency as its Country changes (ADR 0025)", () => {
  it("follows the region while it is the region's", () => {
    expect(currencyAfterRegionChange("USD", "INTL", "PK")).toBe("PKR");
    expect(currencyAfterRegionChange("PKR", "PK", "INTL")).toBe("USD");
  });

  it("stays once the owner picked another", () => {
    expect(currencyAfterRegionChange("GBP", "INTL", "PK")).toBe("GBP");
    expect(currencyAfterRegionChange("USD", "PK", "INTL")).toBe("USD");
    expect(currencyAfterRegionChange("PKR", "INTL", "PK")).toBe("PKR");
  });

  it("stays for a region that is none", () => {
    expect(currencyAfterRegionChange("USD", "INTL", "constructor")).toBe("USD");
    expect(currencyAfterRegionChange("USD", "toString", "PK")).toBe("USD");
  });
});
