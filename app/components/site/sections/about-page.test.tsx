import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { aboutPageSections } from "#app/modules/sections/built-in/about.ts";
import type { Section } from "#app/modules/sections/page-body.ts";
import About from "#app/routes/site/about.tsx";
import { partsOfPage, renderPageAt } from "../../../../tests/helpers/page-html.tsx";
import { CallToActionSection } from "./call-to-action.tsx";
import { LeadershipSection } from "./leadership.tsx";
import { MissionVisionValuesSection } from "./mission-vision-values.tsx";
import { PageHeaderSection } from "./page-header.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { StatsSection } from "./stats.tsx";
import { StorySection } from "./story.tsx";

// Pixel identity at the level of HTML (ADR 0023): the About page rebuilt from its default
// sections renders exactly what today's page renders, in every language.

const PRODUCT = "Acme Chat";

function renderSection(section: Section, locale: Locale): string {
  const props = { section: section.props, locale, product: PRODUCT };
  const components = {
    pageHeader: PageHeaderSection,
    missionVisionValues: MissionVisionValuesSection,
    story: StorySection,
    stats: StatsSection,
    leadership: LeadershipSection,
    callToAction: CallToActionSection,
  } as Record<string, (props: SectionComponentProps<never>) => ReactNode>;
  const Component = components[section.type];
  if (!Component) throw new Error(`No component for ${section.type} in this test`);
  return renderPageAt({ path: "/about", locale, product: PRODUCT }, () => (
    <Component {...(props as SectionComponentProps<never>)} />
  ));
}

describe.each(["en", "ur"] as const)("the About page from its sections, in %s", (locale) => {
  const today = renderPageAt({ path: "/about", locale, product: PRODUCT }, About);
  const sections = aboutPageSections().content;
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

  it("fills in every placeholder: the site title for {product}", () => {
    expect(today).toContain(PRODUCT);
    expect(rendered.join("")).not.toMatch(/[{}]/);
  });
});
