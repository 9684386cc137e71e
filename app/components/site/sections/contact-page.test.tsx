import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { ContactForm } from "#app/components/site/contact-form.tsx";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { LeadConsent } from "#app/modules/leads/lead-consent.ts";
import { contactPageSections } from "#app/modules/sections/built-in/contact.ts";
import { type PlacedSection, placeSections } from "#app/modules/sections/form-aside.ts";
import type { Section } from "#app/modules/sections/page-body.ts";
import type { SectionProps, SectionType } from "#app/modules/sections/section-types.ts";
import { contactDetails } from "#app/modules/site-config/defaults.ts";
import Contact from "#app/routes/site/contact.tsx";
import {
  innerHtml,
  renderPageAt,
  topLevelElements,
  withGeneratedIdsAlike,
} from "../../../../tests/helpers/page-html.tsx";
import { BusinessHoursSection } from "./business-hours.tsx";
import { ContactCardsSection } from "./contact-cards.tsx";
import { ContactFormSection } from "./contact-form.tsx";
import { FaqSection } from "./faq.tsx";
import { PageColumn } from "./page-column.tsx";
import { PageHeaderSection } from "./page-header.tsx";

// Pixel identity at the level of HTML (ADR 0023): the Contact page rebuilt from its default
// sections renders exactly what today's page renders, in every language, the contact details
// and hours beside the form.

const PRODUCT = "Acme Chat";
const SITE = {
  siteTitle: PRODUCT,
  contactEmail: "hello@acme.example",
  phone: "+92 300 1234567",
  address: "Lahore, Pakistan",
};
const CONSENT: LeadConsent = { enabled: true, label: "I agree to be contacted." };

/** Renders `Page` at the Contact page's URL in `locale`, with the site and the data it loads. */
const renderAt = (locale: Locale, Page: ComponentType<never>) =>
  renderPageAt(
    { path: "/contact", locale, product: PRODUCT, site: SITE, loaderData: { consent: CONSENT } },
    Page,
  );

function props<Type extends SectionType>(section: Section, locale: Locale) {
  return {
    section: section.props as SectionProps<Type> & { id: string },
    locale,
    product: PRODUCT,
  };
}

/** A section as the page draws it, a contact form with its aside. */
function SectionView({ placed, locale }: { placed: PlacedSection; locale: Locale }) {
  const { section, aside } = placed;
  switch (section.type) {
    case "pageHeader":
      return <PageHeaderSection {...props<"pageHeader">(section, locale)} />;
    case "contactForm":
      return (
        <ContactFormSection
          {...props<"contactForm">(section, locale)}
          aside={
            aside.length > 0
              ? aside.map((beside) => (
                  <SectionView
                    key={beside.props.id}
                    placed={{ section: beside, aside: [] }}
                    locale={locale}
                  />
                ))
              : undefined
          }
        >
          <ContactForm consent={CONSENT} result={undefined} />
        </ContactFormSection>
      );
    case "contactCards":
      return (
        <ContactCardsSection
          {...props<"contactCards">(section, locale)}
          contact={contactDetails(SITE)}
        />
      );
    case "businessHours":
      return <BusinessHoursSection {...props<"businessHours">(section, locale)} />;
    case "faq":
      return <FaqSection {...props<"faq">(section, locale)} />;
    default:
      throw new Error(`No component for ${section.type} in this test`);
  }
}

const renderPlaced = (locale: Locale, placed: PlacedSection) =>
  renderAt(locale, () => <SectionView placed={placed} locale={locale} />);

describe.each(["en", "ur"] as const)("the Contact page from its sections, in %s", (locale) => {
  const today = renderAt(locale, Contact);
  const placed = placeSections(contactPageSections().content);

  const rebuilt = renderAt(locale, () => (
    <PageColumn>
      {placed.map((entry) => (
        <SectionView key={entry.section.props.id} placed={entry} locale={locale} />
      ))}
    </PageColumn>
  ));

  it("renders, in the page's column, exactly today's page", () => {
    expect(rebuilt).toBe(today);
  });

  // Today's page inside its column: the heading, the form with its aside, the questions.
  const todaysSections = topLevelElements(innerHtml(today));
  const todaysAside = topLevelElements(
    innerHtml(topLevelElements(innerHtml(todaysSections[1] ?? "")).at(-1) ?? ""),
  );

  it.each(placed.map((entry, index) => [entry.section.type, index] as const))(
    "%s renders today's part of the page",
    (_type, index) => {
      // Alone, the form's fields get other generated ids than in the page (checked above).
      expect(withGeneratedIdsAlike(renderPlaced(locale, placed[index] as PlacedSection))).toBe(
        withGeneratedIdsAlike(todaysSections[index] ?? ""),
      );
    },
  );

  const beside = placed.flatMap((entry) => entry.aside);
  it.each(beside.map((section, index) => [section.props.id, index] as const))(
    "%s renders today's part of the aside",
    (_id, index) => {
      const first = beside
        .slice(0, index)
        .flatMap((section) =>
          topLevelElements(renderPlaced(locale, { section, aside: [] })),
        ).length;
      const rendered = renderPlaced(locale, { section: beside[index] as Section, aside: [] });
      const count = topLevelElements(rendered).length;
      expect(count).toBeGreaterThan(0);
      expect(rendered).toBe(todaysAside.slice(first, first + count).join(""));
    },
  );

  it("fills in every placeholder: Website Settings' address for {address}", () => {
    expect(rebuilt).toContain(SITE.address);
    expect(rebuilt).not.toMatch(/[{}]/);
  });
});
