import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FeaturesOverview } from "#app/components/site/home/features-overview.tsx";
import { HomeHero } from "#app/components/site/home/hero.tsx";
import { PricingSection } from "#app/components/site/pricing-section.tsx";
import { RenderInSlices } from "#app/components/site/render-in-slices.tsx";
import type { BuiltInPageId } from "#app/db/enums.ts";
import { LOCALES, type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import type { PublicPlan } from "#app/modules/pricing/pricing-display.ts";
import { homePageSections } from "#app/modules/sections/built-in/home.ts";
import type { SectionProps, SectionType } from "#app/modules/sections/section-types.ts";
import Home from "#app/routes/site/home.tsx";
import { FeatureCardsSection } from "./feature-cards.tsx";
import { HeroSection } from "./hero.tsx";
import { PricingPlansSection } from "./pricing.tsx";
import { StatsSection } from "./stats.tsx";

// Home rebuilt from its default sections must be the page visitors have today, byte for byte
// (docs/decisions/0023-pages-built-from-sections.md): each section component against today's
// component, in every language.

const PRODUCT = "DMflow";

/** Markup rendered at the page's URL in `locale`, as the site renders it. */
function renderAt(locale: Locale, element: React.ReactElement): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[localizedPath(locale, "/")]}>{element}</MemoryRouter>,
  );
}

/** Home's default section of `type`, with its id. */
function homeSection<Type extends SectionType>(type: Type): SectionProps<Type> & { id: string } {
  const found = homePageSections().content.find((section) => section.type === type);
  if (!found) throw new Error(`Home has no ${type} section`);
  return found.props as SectionProps<Type> & { id: string };
}

const PLANS: PublicPlan[] = [
  {
    id: "starter",
    name: "Starter",
    description: "For a small shop",
    isFeatured: false,
    features: ["WhatsApp", "Instagram"],
    countryCode: "PK",
    implementationCharges: "25,000 PKR",
    monthlyPrice: "5,000 PKR",
    monthlyAmount: "5000",
    currency: "PKR",
    yearlyPrice: "50,000 PKR",
    yearlySavingsText: null,
  },
  {
    id: "global",
    name: "Global",
    description: "Abroad",
    isFeatured: true,
    features: ["Everything"],
    countryCode: "INTL",
    implementationCharges: null,
    monthlyPrice: "$49",
    monthlyAmount: "49",
    currency: "USD",
    yearlyPrice: null,
    yearlySavingsText: null,
  },
];

/** Today's Home route at its URL in `locale`, with the site title and plans it loads. */
function renderTodaysHome(locale: Locale): string {
  const rootData = { site: { siteTitle: PRODUCT } };
  const homeData = { plans: PLANS, featuresPageEnabled: true };
  const HomeWithData = () => (
    <Home {...({ loaderData: homeData } as unknown as React.ComponentProps<typeof Home>)} />
  );
  const router = createMemoryRouter(
    [
      {
        id: "root",
        loader: () => rootData,
        children: [
          { path: "/", Component: HomeWithData },
          { path: "/ur", Component: HomeWithData },
        ],
      },
    ],
    {
      initialEntries: [localizedPath(locale, "/")],
      hydrationData: { loaderData: { root: rootData } },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe.each(LOCALES)("Home's default sections in %s", (locale) => {
  it("draw the hero with its example chat as Home does today", () => {
    expect(
      renderAt(
        locale,
        <HeroSection section={homeSection("hero")} locale={locale} product={PRODUCT} />,
      ),
    ).toBe(renderAt(locale, <HomeHero product={PRODUCT} />));
  });

  it.each([
    { featuresPageEnabled: true, enabledPages: ["home", "features"] },
    { featuresPageEnabled: false, enabledPages: ["home"] },
  ] satisfies { featuresPageEnabled: boolean; enabledPages: BuiltInPageId[] }[])(
    "draw the feature cards and the numbers band as Home does today (Features page on: $featuresPageEnabled)",
    ({ featuresPageEnabled, enabledPages }) => {
      expect(
        renderAt(
          locale,
          <FeatureCardsSection
            section={homeSection("featureCards")}
            locale={locale}
            product={PRODUCT}
            enabledPages={enabledPages}
          >
            <StatsSection section={homeSection("stats")} locale={locale} product={PRODUCT} />
          </FeatureCardsSection>,
        ),
      ).toBe(renderAt(locale, <FeaturesOverview featuresPageEnabled={featuresPageEnabled} />));
    },
  );

  it("draw the whole page, pricing heading and plans included, as Home does today", () => {
    expect(
      renderAt(
        locale,
        <RenderInSlices>
          <HeroSection section={homeSection("hero")} locale={locale} product={PRODUCT} />
          <FeatureCardsSection
            section={homeSection("featureCards")}
            locale={locale}
            product={PRODUCT}
            enabledPages={["home", "features"]}
          >
            <StatsSection section={homeSection("stats")} locale={locale} product={PRODUCT} />
          </FeatureCardsSection>
          <PricingPlansSection section={homeSection("pricing")} locale={locale} product={PRODUCT}>
            <PricingSection plans={PLANS} />
          </PricingPlansSection>
        </RenderInSlices>,
      ),
    ).toBe(renderTodaysHome(locale));
  });
});
