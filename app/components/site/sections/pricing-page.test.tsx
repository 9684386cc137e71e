import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { pricingFaqs } from "#app/components/site/pricing/pricing-faqs.ts";
import { PricingSection } from "#app/components/site/pricing-section.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import type { PublicPlan } from "#app/modules/pricing/pricing-display.ts";
import { pricingPageSections } from "#app/modules/sections/built-in/pricing.ts";
import type { Section } from "#app/modules/sections/page-body.ts";
import { pageFaqTexts } from "#app/modules/sections/page-faqs.ts";
import { faqPageJsonLd } from "#app/modules/seo/seo.ts";
import Pricing from "#app/routes/site/pricing.tsx";
import {
  itRebuildsTodaysPage,
  renderPageAt,
  renderSection as renderSectionWith,
  type SectionComponents,
} from "../../../../tests/helpers/page-html.tsx";
import { FaqSection } from "./faq.tsx";
import { PageHeaderSection } from "./page-header.tsx";
import { PlanComparisonSection } from "./plan-comparison.tsx";
import { PricingPlansSection } from "./pricing.tsx";
import type { SectionComponentProps } from "./section-component.ts";

// Pixel identity at the level of HTML (ADR 0023): the Pricing page rebuilt from its default
// sections renders exactly what today's page renders, in every language, and describes the
// same questions in its FAQPage structured data.

const PRODUCT = "Acme Chat";

const PLANS: PublicPlan[] = [
  {
    id: "starter",
    name: "Starter",
    description: "For a small shop",
    isFeatured: false,
    features: ["WhatsApp", "Button replies"],
    countryCode: "PK",
    implementationCharges: "25,000 PKR",
    monthlyPrice: "5,000 PKR",
    monthlyAmount: "5000",
    currency: "PKR",
    yearlyPrice: "48,000 PKR",
    yearlySavingsText: "Save 20%",
  },
  {
    id: "premium-intl",
    name: "Premium",
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

const renderAt = (locale: Locale, element: () => ReactNode) =>
  renderPageAt({ path: "/pricing", locale, product: PRODUCT }, element);

function renderTodaysPricing(locale: Locale): string {
  const props = { loaderData: { plans: PLANS } } as unknown as React.ComponentProps<typeof Pricing>;
  return renderAt(locale, () => <Pricing {...props} />);
}

const COMPONENTS: SectionComponents = {
  pageHeader: PageHeaderSection,
  planComparison: PlanComparisonSection,
  faq: FaqSection,
};

function renderSection(section: Section, locale: Locale): string {
  const props = { section: section.props, locale, product: PRODUCT };
  if (section.type === "pricing") {
    return renderAt(locale, () => (
      <PricingPlansSection {...(props as SectionComponentProps<"pricing">)}>
        <PricingSection plans={PLANS} />
      </PricingPlansSection>
    ));
  }
  return renderSectionWith(COMPONENTS, section, { path: "/pricing", locale, product: PRODUCT });
}

describe.each(LOCALES)("the Pricing page from its sections, in %s", (locale) => {
  const today = renderTodaysPricing(locale);
  const sections = pricingPageSections().content;
  const rendered = sections.map((section) => renderSection(section, locale));

  itRebuildsTodaysPage(today, sections, rendered);

  it("describes the same questions in its FAQPage structured data as today", () => {
    expect(faqPageJsonLd(pageFaqTexts(pricingPageSections(), locale, PRODUCT))).toEqual(
      faqPageJsonLd(pricingFaqs(translator(locale))),
    );
  });
});
