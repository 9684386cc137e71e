import { describe, expect, it } from "vitest";
import type { TranslatedText } from "#app/db/translated-text.ts";
import { consolePlan, type PlanRecord, toPublicPlan } from "./pricing-display.ts";

// A plan's texts as a page in each language shows them (ADR 0021, ADR 0041): its own text in
// that language where it has one, the English one otherwise.

const plan: PlanRecord = {
  id: "p1",
  name: { en: "Starter", ur: "اسٹارٹر" },
  description: { en: "For small shops", ur: "  " },
  yearlySavingsText: { en: "20% OFF" },
  bestFor: { en: "Shops starting out", ur: "نئی دکانوں کے لیے" },
  features: [
    { id: "wa", text: { en: "WhatsApp", ur: "واٹس ایپ" } },
    { id: "ai", text: { en: "AI replies" } },
  ],
  price: "49.00",
  currency: "USD",
  billingPeriod: "monthly",
  isFeatured: false,
  countryCode: "INTL",
  implementationCharges: "0.00",
  monthlyFee: null,
  yearlyPrice: "470.00",
  yearlyDiscountPercent: 20,
};

describe("toPublicPlan's texts, by the page's language", () => {
  it("shows English pages the English texts, whatever the other languages hold", () => {
    expect(toPublicPlan(plan, "en")).toMatchObject({
      id: "p1",
      name: "Starter",
      description: "For small shops",
      yearlySavingsText: "20% OFF",
      bestFor: "Shops starting out",
      features: ["WhatsApp", "AI replies"],
    });
  });

  it("shows each Urdu text that has a value, English for the others (a blank one too)", () => {
    expect(toPublicPlan(plan, "ur")).toMatchObject({
      id: "p1",
      name: "اسٹارٹر",
      description: "For small shops",
      yearlySavingsText: "20% OFF",
      bestFor: "نئی دکانوں کے لیے",
      features: ["واٹس ایپ", "AI replies"],
    });
  });

  it("uses the Urdu savings text, and the discount's text when neither language has one", () => {
    const savings = (yearlySavingsText: TranslatedText, yearlyDiscountPercent = 20) =>
      toPublicPlan({ ...plan, yearlySavingsText, yearlyDiscountPercent }, "ur").yearlySavingsText;
    expect(savings({ en: "20% OFF", ur: "20% رعایت" })).toBe("20% رعایت");
    expect(savings({ ur: "20% رعایت" })).toBe("20% رعایت");
    // The discount's own text is in the page's language too (ADR 0051).
    expect(savings({})).toBe("20% رعایت");
    // No discount to speak of and no text: none at all.
    expect(savings({}, 0)).toBeNull();
  });

  it("falls back to English for a plan without Urdu texts", () => {
    const english = {
      ...plan,
      name: { en: "Starter" },
      features: [{ id: "wa", text: { en: "WhatsApp" } }],
    };
    expect(toPublicPlan(english, "ur")).toMatchObject({ name: "Starter", features: ["WhatsApp"] });
  });

  it("falls back to English for a malformed stored value", () => {
    const malformed = { en: "Starter", ur: 5 } as unknown as TranslatedText;
    expect(toPublicPlan({ ...plan, name: malformed }, "ur").name).toBe("Starter");
  });
});

describe("consolePlan", () => {
  it("shows the console a plan's English texts", () => {
    const row = { ...plan, isActive: true, setupFee: "0.00", displayOrder: 1 };
    const stamps = { createdAt: new Date(0), updatedAt: new Date(0) };
    expect(consolePlan({ ...row, ...stamps })).toMatchObject({
      name: "Starter",
      description: "For small shops",
      yearlySavingsText: "20% OFF",
      features: ["WhatsApp", "AI replies"],
    });
  });

  it("labels the console's fees in English, the setup fee visitors are not shown too", () => {
    const row = { ...plan, isActive: true, setupFee: "10.00", displayOrder: 1 };
    const stamps = { createdAt: new Date(0), updatedAt: new Date(0) };
    expect(consolePlan({ ...row, implementationCharges: "99.00", ...stamps }).fees).toEqual([
      { key: "setupFee", label: "Setup fee:", amount: "$10" },
      { key: "implementationCharges", label: "Implementation charges:", amount: "$99" },
    ]);
  });
});
