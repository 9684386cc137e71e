import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import { featuresPageSections } from "#app/modules/sections/built-in/features.ts";
import type { Section } from "#app/modules/sections/page-body.ts";
import Features from "#app/routes/site/features.tsx";
import { partsOfPage, renderPageAt } from "../../../../tests/helpers/page-html.tsx";
import { CallToActionSection } from "./call-to-action.tsx";
import { FeatureCardsSection } from "./feature-cards.tsx";
import { PageHeaderSection } from "./page-header.tsx";
import type { SectionComponentProps } from "./section-component.ts";

// Pixel identity at the level of HTML (ADR 0023): the Features page rebuilt from its default
// sections renders exactly what today's page renders, in every language.

const PRODUCT = "Acme Chat";
const page = (locale: Locale) => ({ path: "/features", locale, product: PRODUCT });

function renderSection(section: Section, locale: Locale): string {
  const props = { section: section.props, locale, product: PRODUCT };
  const components = {
    pageHeader: PageHeaderSection,
    // Full cards have no "more" card, so the pages switched on do not matter.
    featureCards: (cards: SectionComponentProps<"featureCards">) => (
      <FeatureCardsSection {...cards} enabledPages={[]} />
    ),
    callToAction: CallToActionSection,
  } as Record<string, (props: SectionComponentProps<never>) => ReactNode>;
  const Component = components[section.type];
  if (!Component) throw new Error(`No component for ${section.type} in this test`);
  return renderPageAt(page(locale), () => (
    <Component {...(props as SectionComponentProps<never>)} />
  ));
}

describe.each(LOCALES)("the Features page from its sections, in %s", (locale) => {
  const today = renderPageAt(page(locale), Features);
  const sections = featuresPageSections().content;
  const rendered = sections.map((section) => renderSection(section, locale));

  it("renders, section after section, exactly today's page", () => {
    expect(rendered.join("")).toBe(today);
  });

  it.each(sections.map((section, index) => [section.type, index] as const))(
    "%s renders today's part of the page",
    (_type, index) => {
      expect(rendered[index]).toBe(partsOfPage(today, rendered)[index]);
    },
  );

  it("keeps every feature's anchor, and the hours on one line in the call to action", () => {
    for (const id of ["whatsapp-automation", "enterprise-security"]) {
      expect(rendered.join("")).toContain(`id="${id}"`);
    }
    expect(rendered.join("")).toContain('<span class="whitespace-nowrap">');
    expect(rendered.join("")).not.toMatch(/[{}]/);
  });
});
