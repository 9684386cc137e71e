import { describe, expect, it } from "vitest";
import { en } from "#app/modules/i18n/catalogue.en.ts";
import { ur } from "#app/modules/i18n/catalogue.ur.ts";
import { type PageBody, parsePageBody } from "../page-body.ts";
import type { SectionProps, SectionType } from "../section-types.ts";
import { BUILT_IN_FEATURES, featuresPageSections } from "./features.ts";
import { homePageSections } from "./home.ts";

/** The props of the body's section of `type`. */
function propsOf<Type extends SectionType>(body: PageBody, type: Type): SectionProps<Type> {
  const found = body.content.find((section) => section.type === type);
  if (!found) throw new Error(`The body has no ${type} section`);
  return found.props as SectionProps<Type>;
}

describe("featuresPageSections", () => {
  it("is a body every save would accept, kept as it is", () => {
    const body = featuresPageSections();
    expect(parsePageBody(body)).toEqual({ ok: true, body });
  });

  it("holds the page's sections in order, each with a readable id", () => {
    expect(featuresPageSections().content.map(({ type, props }) => [type, props.id])).toEqual([
      ["pageHeader", "heading"],
      ["featureCards", "features"],
      ["callToAction", "features-cta"],
    ]);
  });

  it("gives every feature its full card: anchor, paragraph and five benefits in each language", () => {
    const cards = propsOf(featuresPageSections(), "featureCards");
    expect(cards.items.map((item) => item.anchor)).toEqual(Object.keys(en.features.list));
    const whatsapp = cards.items[0];
    expect(whatsapp?.description).toEqual({
      en: en.features.list["whatsapp-automation"].description,
      ur: ur.features.list["whatsapp-automation"].description,
    });
    expect(whatsapp?.benefits.map((benefit) => benefit.ur)).toEqual(
      Object.values(ur.features.list["whatsapp-automation"].benefits),
    );
  });

  it("says the setup time in the call to action as Website Settings' placeholder, kept together", () => {
    const cta = propsOf(featuresPageSections(), "callToAction");
    for (const [locale, catalogue] of [
      ["en", en],
      ["ur", ur],
    ] as const) {
      expect(cta.text?.[locale]).toBe(
        catalogue.features.ctaText.replace("{{setupTime}}", "{setupTime}"),
      );
      expect(cta.textKeepTogether?.[locale]).toBe("{setupTime}");
    }
  });
});

describe("BUILT_IN_FEATURES", () => {
  it("is the one list of features both Home's and the Features page's cards are made from", () => {
    const home = propsOf(homePageSections(), "featureCards");
    const features = propsOf(featuresPageSections(), "featureCards");
    const pairs = (cards: SectionProps<"featureCards">) =>
      cards.items.map(({ anchor, icon }) => ({ id: anchor, icon }));
    expect(pairs(features)).toEqual(BUILT_IN_FEATURES);
    expect(pairs(home)).toEqual(BUILT_IN_FEATURES.slice(0, 7));
  });
});
