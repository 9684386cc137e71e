import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import { aboutPageSections } from "#app/modules/sections/built-in/about.ts";
import type { Section } from "#app/modules/sections/page-body.ts";
import About from "#app/routes/site/about.tsx";
import { topLevelElements } from "../../../../tests/helpers/html-elements.ts";
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

/** Renders `element` at the About page's URL in `locale`, under a root whose site is PRODUCT. */
function renderAt(locale: Locale, element: () => ReactNode): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site: { siteTitle: PRODUCT } }),
      children: [{ path: localizedPath(locale, "/about").slice(1), Component: element }],
    },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={[localizedPath(locale, "/about")]}
      hydrationData={{ loaderData: { root: { site: { siteTitle: PRODUCT } } } }}
    />,
  );
}

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
  return renderAt(locale, () => <Component {...(props as SectionComponentProps<never>)} />);
}

describe.each(["en", "ur"] as const)("the About page from its sections, in %s", (locale) => {
  const today = renderAt(locale, About);
  const sections = aboutPageSections().content;
  const rendered = sections.map((section) => renderSection(section, locale));

  it("renders, section after section, exactly today's page", () => {
    expect(rendered.join("")).toBe(today);
  });

  it.each(sections.map((section, index) => [section.type, index] as const))(
    "%s renders today's part of the page",
    (_type, index) => {
      const first = rendered.slice(0, index).flatMap(topLevelElements).length;
      const count = topLevelElements(rendered[index] ?? "").length;
      expect(count).toBeGreaterThan(0);
      const todays = topLevelElements(today).slice(first, first + count);
      expect(rendered[index]).toBe(todays.join(""));
    },
  );

  it("fills in every placeholder: the site title for {product}", () => {
    expect(today).toContain(PRODUCT);
    expect(rendered.join("")).not.toMatch(/[{}]/);
  });
});
