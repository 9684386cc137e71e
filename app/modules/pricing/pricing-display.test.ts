import { describe, expect, it } from "vitest";
import {
  bestYearlyDiscount,
  cardFees,
  formatPrice,
  groupPlansByCountry,
  type PlanRecord,
  selectedPlanLabel,
  toPublicPlan,
  yearlyDiscountOf,
} from "./pricing-display.ts";

const plan: PlanRecord = {
  id: "p1",
  name: { en: "Starter" },
  description: {},
  price: "49.00",
  currency: "USD",
  billingPeriod: "monthly",
  features: [{ id: "f1", text: { en: "WhatsApp automation" } }],
  isFeatured: false,
  countryCode: "INTL",
  implementationCharges: "99.00",
  monthlyFee: null,
  yearlyPrice: "470.00",
  yearlyDiscountPercent: 20,
  yearlySavingsText: {},
  bestFor: {},
};

describe("formatPrice", () => {
  it("writes PKR after the amount, USD as a dollar sign, other currencies before it", () => {
    expect(formatPrice("15000.00", "PKR")).toBe("15,000 PKR");
    expect(formatPrice("49.00", "USD")).toBe("$49");
    expect(formatPrice("19.99", "usd")).toBe("$19.99");
    expect(formatPrice(1250.5, "GBP")).toBe("GBP 1,250.50");
  });
});

describe("toPublicPlan", () => {
  it("shows the monthly fee, else the price", () => {
    expect(toPublicPlan(plan, "en").monthlyPrice).toBe("$49");
    expect(toPublicPlan({ ...plan, monthlyFee: "59.00" }, "en")).toMatchObject({
      monthlyPrice: "$59",
      monthlyAmount: "59.00",
      currency: "USD",
    });
  });

  it("falls back to '{percent}% OFF' when the savings text is empty", () => {
    expect(toPublicPlan(plan, "en").yearlySavingsText).toBe("20% OFF");
    expect(toPublicPlan({ ...plan, yearlySavingsText: { en: "  " } }, "en").yearlySavingsText).toBe(
      "20% OFF",
    );
    expect(
      toPublicPlan({ ...plan, yearlySavingsText: { en: "Save 2 months" } }, "en").yearlySavingsText,
    ).toBe("Save 2 months");
  });

  it("works the yearly price out from the discount when none is set, the percent as its savings text", () => {
    const worked = toPublicPlan({ ...plan, yearlyPrice: null, yearlyDiscountPercent: 10 }, "en");
    expect(worked).toMatchObject({ yearlyPrice: "$529.20", yearlySavingsText: "10% OFF" });
    expect(
      toPublicPlan(
        {
          ...plan,
          price: "15000.00",
          currency: "PKR",
          yearlyPrice: "",
          yearlyDiscountPercent: 15,
          yearlySavingsText: { en: "Two months free" },
        },
        "en",
      ),
    ).toMatchObject({ yearlyPrice: "153,000 PKR", yearlySavingsText: "Two months free" });
  });

  it("says no percent it was not given: a set yearly price without a discount has no '0% OFF'", () => {
    expect(
      toPublicPlan({ ...plan, yearlyDiscountPercent: 0, yearlySavingsText: {} }, "en"),
    ).toMatchObject({ yearlyPrice: "$470", yearlySavingsText: null });
  });

  it("omits the yearly price and the fees when there are none", () => {
    const bare = toPublicPlan(
      {
        ...plan,
        yearlyPrice: null,
        yearlyDiscountPercent: 0,
        implementationCharges: "0.00",
      },
      "en",
    );
    expect(bare.yearlyPrice).toBeNull();
    expect(bare.yearlySavingsText).toBeNull();
    expect(bare.fees).toEqual([]);
    expect(toPublicPlan(plan, "en").fees).toEqual([
      { key: "implementationCharges", label: "Implementation charges:", amount: "$99" },
    ]);
  });
});

describe("cardFees", () => {
  const fees = { setupFee: "15.00", implementationCharges: "25000.50", currency: "PKR" };

  it("labels each fee above 0 in the page's language, English where it has no other", () => {
    expect(cardFees(fees, "ur", "public")).toEqual([
      { key: "implementationCharges", label: "سیٹ اپ فیس:", amount: "25,000.50 PKR" },
    ]);
    expect(cardFees({ ...fees, implementationCharges: "0.00" }, "en", "public")).toEqual([]);
  });

  it("shows the console the setup fee visitors are not shown", () => {
    expect(cardFees(fees, "en", "console")).toEqual([
      { key: "setupFee", label: "Setup fee:", amount: "15 PKR" },
      { key: "implementationCharges", label: "Implementation charges:", amount: "25,000.50 PKR" },
    ]);
    expect(
      toPublicPlan({ ...plan, ...fees } as PlanRecord, "en").fees.map((fee) => fee.key),
    ).toEqual(["implementationCharges"]);
  });
});

describe("groupPlansByCountry", () => {
  it("splits Pakistan and international plans, keeping their order", () => {
    const plans = [
      toPublicPlan({ ...plan, id: "a", countryCode: "PK" }, "en"),
      toPublicPlan({ ...plan, id: "b" }, "en"),
      toPublicPlan({ ...plan, id: "c", countryCode: "PK" }, "en"),
    ];
    const groups = groupPlansByCountry(plans);
    expect(groups.PK.map((p) => p.id)).toEqual(["a", "c"]);
    expect(groups.INTL.map((p) => p.id)).toEqual(["b"]);
  });
});

describe("selectedPlanLabel", () => {
  it("names the plan, its region and its monthly price", () => {
    expect(
      selectedPlanLabel(
        toPublicPlan({ ...plan, countryCode: "PK", currency: "PKR", price: "15000" }, "en"),
      ),
    ).toBe("Starter (Pakistan) - 15,000 PKR per month");
  });
});

describe("yearlyDiscountOf", () => {
  it("is the discount the owner set, else what the yearly price saves, rounded down", () => {
    expect(yearlyDiscountOf(plan)).toBe(20);
    // 12 x 49 = 588; 470.4 saves exactly 20%, 500 saves 14.97%.
    expect(yearlyDiscountOf({ ...plan, yearlyDiscountPercent: 0, yearlyPrice: "470.40" })).toBe(20);
    expect(yearlyDiscountOf({ ...plan, yearlyDiscountPercent: 0, yearlyPrice: "500" })).toBe(14);
  });

  it("is 0 without a yearly offer, or with a yearly price above twelve months", () => {
    expect(yearlyDiscountOf({ ...plan, yearlyDiscountPercent: 0, yearlyPrice: null })).toBe(0);
    expect(yearlyDiscountOf({ ...plan, yearlyDiscountPercent: 0, yearlyPrice: "700" })).toBe(0);
    expect(
      yearlyDiscountOf({ ...plan, price: "0", yearlyDiscountPercent: 0, yearlyPrice: "0" }),
    ).toBe(0);
  });
});

describe("bestYearlyDiscount", () => {
  it("is the best saving among the plans, or null when none has one", () => {
    const withDiscount = (yearlyDiscountPercent: number) =>
      toPublicPlan({ ...plan, yearlyDiscountPercent, yearlyPrice: null }, "en");
    expect(bestYearlyDiscount([withDiscount(10), withDiscount(25), withDiscount(0)])).toBe("25%");
    expect(bestYearlyDiscount([withDiscount(0)])).toBeNull();
    expect(bestYearlyDiscount([])).toBeNull();
  });
});
