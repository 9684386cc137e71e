import { describe, expect, it } from "vitest";
import { en } from "#app/modules/i18n/catalogue.en.ts";
import { ur } from "#app/modules/i18n/catalogue.ur.ts";
import { parsePageBody } from "../page-body.ts";
import { pricingPageSections } from "./pricing.ts";

describe("pricingPageSections", () => {
  it("is a body every save would accept, kept as it is", () => {
    const body = pricingPageSections();
    expect(parsePageBody(body)).toEqual({ ok: true, body });
  });

  it("holds the Pricing page's sections in order, each with a readable id", () => {
    expect(pricingPageSections().content.map(({ type, props }) => [type, props.id])).toEqual([
      ["pageHeader", "heading"],
      ["pricing", "plans"],
      ["planComparison", "compare"],
      ["faq", "faq"],
    ]);
  });

  it("takes its texts from the catalogues in each language, the discount as sections write it", () => {
    const [heading] = pricingPageSections().content;
    const sectionsWay = (text: string) => text.replace("{{discount}}", "{discount}");
    expect(heading?.props.badge).toEqual({
      icon: "badge-percent",
      text: { en: sectionsWay(en.pricing.yearlySaving), ur: sectionsWay(ur.pricing.yearlySaving) },
    });
    expect(heading?.props.badge).toMatchObject({
      text: { en: "Save {discount} with yearly billing" },
    });
  });
});
