import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import { featuresPageSections } from "#app/modules/sections/built-in/features.ts";
import Features from "#app/routes/site/features.tsx";
import {
  itRebuildsTodaysPage,
  renderPageAt,
  renderSection,
  type SectionComponents,
} from "../../../../tests/helpers/page-html.tsx";
import { CallToActionSection } from "./call-to-action.tsx";
import { FeatureCardsSection } from "./feature-cards.tsx";
import { PageHeaderSection } from "./page-header.tsx";
import type { SectionComponentProps } from "./section-component.ts";

// Pixel identity at the level of HTML (ADR 0023): the Features page rebuilt from its default
// sections renders exactly what today's page renders, in every language.

const PRODUCT = "Acme Chat";
const page = (locale: Locale) => ({ path: "/features", locale, product: PRODUCT });

const COMPONENTS: SectionComponents = {
  pageHeader: PageHeaderSection,
  // Full cards have no "more" card, so the pages switched on do not matter.
  featureCards: (cards: SectionComponentProps<"featureCards">) => (
    <FeatureCardsSection {...cards} enabledPages={[]} />
  ),
  callToAction: CallToActionSection,
};

describe.each(LOCALES)("the Features page from its sections, in %s", (locale) => {
  const today = renderPageAt(page(locale), Features);
  const sections = featuresPageSections().content;
  const rendered = sections.map((section) => renderSection(COMPONENTS, section, page(locale)));

  itRebuildsTodaysPage(today, sections, rendered);

  it("keeps every feature's anchor, and the hours on one line in the call to action", () => {
    for (const id of ["whatsapp-automation", "enterprise-security"]) {
      expect(rendered.join("")).toContain(`id="${id}"`);
    }
    expect(rendered.join("")).toContain('<span class="whitespace-nowrap">');
    expect(rendered.join("")).not.toMatch(/[{}]/);
  });
});
