import { describe, expect, it } from "vitest";
import { localizePlan, readPlanTranslations } from "./plan-translations.ts";

const plan = {
  id: "p1",
  name: "Starter",
  description: "For small shops",
  yearlySavingsText: "20% OFF",
  features: ["WhatsApp", "AI replies"],
  translations: {
    ur: {
      name: "اسٹارٹر",
      description: "  ",
      features: { WhatsApp: "واٹس ایپ" },
    },
  },
};

describe("localizePlan", () => {
  it("leaves English pages' plans exactly as stored", () => {
    expect(localizePlan(plan, "en")).toBe(plan);
  });

  it("shows each Urdu label that has a value, English for the others", () => {
    expect(localizePlan(plan, "ur")).toMatchObject({
      id: "p1",
      name: "اسٹارٹر",
      description: "For small shops",
      yearlySavingsText: "20% OFF",
      features: ["واٹس ایپ", "AI replies"],
    });
  });

  it("uses the Urdu savings text, and keeps none when neither language has one", () => {
    const urdu = { ur: { yearlySavingsText: "20% رعایت" } };
    expect(localizePlan({ ...plan, translations: urdu }, "ur").yearlySavingsText).toBe("20% رعایت");
    expect(
      localizePlan({ ...plan, yearlySavingsText: null, translations: urdu }, "ur")
        .yearlySavingsText,
    ).toBe("20% رعایت");
    expect(
      localizePlan({ ...plan, yearlySavingsText: null, translations: {} }, "ur").yearlySavingsText,
    ).toBeNull();
  });

  it("falls back to English for a plan without translations or with a malformed value", () => {
    expect(localizePlan({ ...plan, translations: {} }, "ur").name).toBe("Starter");
    expect(localizePlan({ ...plan, translations: { ur: { name: 5 } } }, "ur").name).toBe("Starter");
  });
});

describe("readPlanTranslations", () => {
  it("keeps known fields and refuses unknown ones or over-long values", () => {
    expect(readPlanTranslations({ ur: { name: "نام" } })).toEqual({ ur: { name: "نام" } });
    expect(readPlanTranslations({ ur: { price: "1" } })).toEqual({});
    expect(readPlanTranslations({ fr: { name: "Nom" } })).toEqual({});
    expect(readPlanTranslations({ ur: { name: "ن".repeat(101) } })).toEqual({});
    expect(readPlanTranslations(null)).toEqual({});
  });
});
