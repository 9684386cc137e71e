import { describe, expect, it } from "vitest";
import { aboutPageSections } from "#app/modules/sections/built-in/about.ts";
import About from "#app/routes/site/about.tsx";
import {
  itRebuildsTodaysPage,
  renderPageAt,
  renderSection,
  type SectionComponents,
} from "../../../../tests/helpers/page-html.tsx";
import { CallToActionSection } from "./call-to-action.tsx";
import { LeadershipSection } from "./leadership.tsx";
import { MissionVisionValuesSection } from "./mission-vision-values.tsx";
import { PageHeaderSection } from "./page-header.tsx";
import { StatsSection } from "./stats.tsx";
import { StorySection } from "./story.tsx";

// Pixel identity at the level of HTML (ADR 0023): the About page rebuilt from its default
// sections renders exactly what today's page renders, in every language.

const PRODUCT = "Acme Chat";

const COMPONENTS: SectionComponents = {
  pageHeader: PageHeaderSection,
  missionVisionValues: MissionVisionValuesSection,
  story: StorySection,
  stats: StatsSection,
  leadership: LeadershipSection,
  callToAction: CallToActionSection,
};

describe.each(["en", "ur"] as const)("the About page from its sections, in %s", (locale) => {
  const today = renderPageAt({ path: "/about", locale, product: PRODUCT }, About);
  const sections = aboutPageSections().content;
  const rendered = sections.map((section) =>
    renderSection(COMPONENTS, section, { path: "/about", locale, product: PRODUCT }),
  );

  itRebuildsTodaysPage(today, sections, rendered);

  it("fills in every placeholder: the site title for {product}", () => {
    expect(today).toContain(PRODUCT);
    expect(rendered.join("")).not.toMatch(/[{}]/);
  });
});
