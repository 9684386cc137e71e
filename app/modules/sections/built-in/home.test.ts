import { describe, expect, it } from "vitest";
import { en } from "#app/modules/i18n/catalogue.en.ts";
import { ur } from "#app/modules/i18n/catalogue.ur.ts";
import { parsePageBody } from "#app/modules/sections/page-body.ts";
import { catalogueText } from "./default-body.ts";
import { homePageSections } from "./home.ts";

describe("homePageSections", () => {
  it("is a body every save would accept, kept as it is", () => {
    const body = homePageSections();
    const parsed = parsePageBody(body);
    expect(parsed).toEqual({ ok: true, body });
  });

  it("holds Home's sections in order, each with a readable id", () => {
    expect(homePageSections().content.map(({ type, props }) => [type, props.id])).toEqual([
      ["hero", "hero"],
      ["featureCards", "features"],
      ["stats", "stats"],
      ["pricing", "pricing"],
    ]);
  });
});

describe("catalogueText", () => {
  it("takes every language's text and writes {{product}} as the sections' {product}", () => {
    expect(catalogueText((c) => c.home.heroLead)).toEqual({
      en: en.home.heroLead.replace("{{product}}", "{product}"),
      ur: ur.home.heroLead.replace("{{product}}", "{product}"),
    });
  });

  it("fills another placeholder with the part it names", () => {
    expect(catalogueText((c) => c.forms.getStarted.title, { site: () => "Acme" }).en).toBe(
      en.forms.getStarted.title.replace("{{site}}", "Acme"),
    );
  });

  it("writes a placeholder no part names as a section's placeholder: the setup time's", () => {
    expect(catalogueText((c) => c.home.pricingIntro)).toEqual({
      en: en.home.pricingIntro.replace("{{setupTime}}", "{setupTime}"),
      ur: ur.home.pricingIntro.replace("{{setupTime}}", "{setupTime}"),
    });
    const pricing = homePageSections().content.find((section) => section.type === "pricing");
    expect(pricing?.props.introKeepTogether).toEqual({
      en: "{setupTime}",
      ur: "{setupTime}",
    });
  });
});
