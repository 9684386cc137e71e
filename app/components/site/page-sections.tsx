import type { ReactNode } from "react";
import { ContactForm } from "#app/components/site/contact-form.tsx";
import { GetStartedForm } from "#app/components/site/get-started-form.tsx";
import { PricingSection } from "#app/components/site/pricing-section.tsx";
import { RenderInSlices } from "#app/components/site/render-in-slices.tsx";
import type { BuiltInPageId, ChatChannel } from "#app/db/enums.ts";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import { textIn } from "#app/modules/i18n/translated-content.ts";
import {
  type CONSENT_FIELD,
  DEFAULT_LEAD_CONSENT,
  type LeadConsent,
} from "#app/modules/leads/lead-consent.ts";
import type { ContactField, GetStartedField } from "#app/modules/leads/lead-forms.server.ts";
import type { LeadFormResult } from "#app/modules/leads/lead-forms.ts";
import { bestYearlyDiscount, type PublicPlan } from "#app/modules/pricing/pricing-display.ts";
import { type PageBody, type Section, visibleSections } from "#app/modules/sections/page-body.ts";
import { type PlacedSection, placeSections } from "#app/modules/sections/placement.ts";
import type { SectionProps, SectionType } from "#app/modules/sections/section-types.ts";
import type { contactDetails } from "#app/modules/site-config/defaults.ts";
import type { SiteFacts } from "#app/modules/site-config/site-placeholders.ts";
import { BusinessHoursSection } from "./sections/business-hours.tsx";
import { CallToActionSection } from "./sections/call-to-action.tsx";
import { ClientLogosSection } from "./sections/client-logos.tsx";
import { ContactCardsSection } from "./sections/contact-cards.tsx";
import { ContactFormSection } from "./sections/contact-form.tsx";
import { FaqSection } from "./sections/faq.tsx";
import { FeatureCardsSection } from "./sections/feature-cards.tsx";
import { HeroSection } from "./sections/hero.tsx";
import { ImageSection } from "./sections/image.tsx";
import { LeadFormSection } from "./sections/lead-form.tsx";
import { LeadershipSection } from "./sections/leadership.tsx";
import { MissionVisionValuesSection } from "./sections/mission-vision-values.tsx";
import { PageColumn } from "./sections/page-column.tsx";
import { PageHeaderSection } from "./sections/page-header.tsx";
import { PlanComparisonSection } from "./sections/plan-comparison.tsx";
import { PricingPlansSection } from "./sections/pricing.tsx";
import { RichTextSection } from "./sections/rich-text.tsx";
import type { SectionChat } from "./sections/section-button.tsx";
import { StatsSection } from "./sections/stats.tsx";
import { StorySection } from "./sections/story.tsx";
import { TestimonialsSection } from "./sections/testimonials.tsx";

// One renderer for every page built from sections (ADR 0023): the visible sections in order,
// each drawn by its type's component, with what some types show from elsewhere (Pricing's
// plans, Website Settings' contact details, the forms' consent and results, which built-in
// pages are on). Server HTML only: public pages carry no framework runtime (ADR 0009).

/** What a page's sections are drawn with, beside the body. */
export type PageSectionsContext = {
  locale: Locale;
  /** What the site's placeholders stand for: the title (`{product}`) and the facts (ADR 0052). */
  facts: SiteFacts;
  /** The page's English path: a form placed on another page than its own posts to its own. */
  path: string;
  /** Whether the page draws its sections in one column of the site's width (Contact's). */
  inColumn?: boolean;
  /** Website Settings' contact details, with their fallbacks. */
  contact: ReturnType<typeof contactDetails>;
  /** Website Settings' name of the site's time zone ("PKT"), after the business hours. */
  timeZoneLabel: string;
  /** The built-in pages that answer (a card leading to one that is off shows its fallback). */
  enabledPages: readonly BuiltInPageId[];
  /** Pricing's active plans, for a pricing section. */
  plans: readonly PublicPlan[];
  /** The lead forms' consent box, for a form section. */
  consent: LeadConsent | null;
  /** What the contact form's post answered, on the page that takes it. */
  contactFormResult?: LeadFormResult<ContactField | typeof CONSENT_FIELD>;
  /** What the Get Started form's post answered, on the page that takes it. */
  leadFormResult?: LeadFormResult<GetStartedField | typeof CONSENT_FIELD>;
  /** The plan a visitor chose on the way to the Get Started form. */
  chosenPlan?: { id: string; label: string } | null;
  /** The channels a chat starts on (offeredChatChannels): the sections' chat links. */
  chatChannels: readonly ChatChannel[];
};

/** What a section's chat links start from: the channels and the page as the visitor has it. */
function chatOf(context: PageSectionsContext): SectionChat {
  return { channels: context.chatChannels, from: localizedPath(context.locale, context.path) };
}

/** The page that takes each form's posts. */
const FORM_PAGES = { contactForm: "/contact", leadForm: "/form" } as const;

/** Where a form posts: nowhere but its own page on that page, else that page. */
function formAction(form: keyof typeof FORM_PAGES, context: PageSectionsContext) {
  const page = FORM_PAGES[form];
  return context.path === page ? undefined : localizedPath(context.locale, page);
}

function propsOf<Type extends SectionType>(section: Section, context: PageSectionsContext) {
  return {
    section: section.props as SectionProps<Type> & { id: string },
    locale: context.locale,
    facts: context.facts,
  };
}

/** One section as the page draws it, with the sections it holds (placement.ts). */
function PlacedSectionView({
  placed: { section, held },
  context,
}: {
  placed: PlacedSection;
  context: PageSectionsContext;
}) {
  const inside = held.map((heldSection) => (
    <PlacedSectionView
      key={heldSection.props.id}
      placed={{ section: heldSection, held: [] }}
      context={context}
    />
  ));
  switch (section.type) {
    case "hero":
      return <HeroSection {...propsOf<"hero">(section, context)} chat={chatOf(context)} />;
    case "featureCards":
      return (
        <FeatureCardsSection
          {...propsOf<"featureCards">(section, context)}
          enabledPages={context.enabledPages}
        >
          {inside}
        </FeatureCardsSection>
      );
    case "stats":
      return <StatsSection {...propsOf<"stats">(section, context)} />;
    case "pricing":
      return (
        <PricingPlansSection {...propsOf<"pricing">(section, context)}>
          <PricingSection plans={[...context.plans]} chat={chatOf(context)} />
        </PricingPlansSection>
      );
    case "planComparison":
      return <PlanComparisonSection {...propsOf<"planComparison">(section, context)} />;
    case "richText":
      return <RichTextSection {...propsOf<"richText">(section, context)} />;
    case "image":
      return <ImageSection {...propsOf<"image">(section, context)} />;
    case "faq":
      return <FaqSection {...propsOf<"faq">(section, context)} />;
    case "callToAction":
      return (
        <CallToActionSection
          {...propsOf<"callToAction">(section, context)}
          chat={chatOf(context)}
        />
      );
    case "testimonials":
      return <TestimonialsSection {...propsOf<"testimonials">(section, context)} />;
    case "clientLogos":
      return <ClientLogosSection {...propsOf<"clientLogos">(section, context)} />;
    case "businessHours":
      return (
        <BusinessHoursSection
          {...propsOf<"businessHours">(section, context)}
          zoneLabel={context.timeZoneLabel}
        />
      );
    case "pageHeader":
      return (
        <PageHeaderSection
          {...propsOf<"pageHeader">(section, context)}
          yearlyDiscount={bestYearlyDiscount(context.plans)}
        />
      );
    case "story":
      return <StorySection {...propsOf<"story">(section, context)} />;
    case "leadership":
      return <LeadershipSection {...propsOf<"leadership">(section, context)} />;
    case "missionVisionValues":
      return <MissionVisionValuesSection {...propsOf<"missionVisionValues">(section, context)} />;
    case "contactCards":
      return (
        <ContactCardsSection
          {...propsOf<"contactCards">(section, context)}
          contact={context.contact}
          chat={chatOf(context)}
        />
      );
    case "contactForm":
      return (
        <ContactFormSection
          {...propsOf<"contactForm">(section, context)}
          aside={inside.length > 0 ? inside : undefined}
        >
          <ContactForm
            consent={context.consent ?? DEFAULT_LEAD_CONSENT}
            result={context.contactFormResult}
            action={formAction("contactForm", context)}
            replyTime={textIn(context.facts.replyTime, context.locale)}
          />
        </ContactFormSection>
      );
    case "leadForm":
      return (
        <LeadFormSection {...propsOf<"leadForm">(section, context)}>
          <GetStartedForm
            consent={context.consent ?? DEFAULT_LEAD_CONSENT}
            plan={context.chosenPlan ?? null}
            result={context.leadFormResult}
            action={formAction("leadForm", context)}
          />
        </LeadFormSection>
      );
    default:
      return section.type satisfies never;
  }
}

/**
 * How a section stands on its own (not held by another): the contact details and hours, cards
 * meant for the contact form's side column, in a column of a card's width rather than across
 * the whole page; and the sections drawn for a page-wide column (Contact's: the form, questions
 * or a heading in the column) in a column of their own on a page without one.
 */
function Framed({
  section,
  context,
  children,
}: {
  section: Section;
  context: PageSectionsContext;
  children: ReactNode;
}) {
  if (section.type === "contactCards" || section.type === "businessHours") {
    return <div className="mx-auto grid max-w-xl gap-6 px-4 py-8 sm:px-6">{children}</div>;
  }
  const drawnForTheColumn =
    section.type === "contactForm" ||
    ((section.type === "faq" || section.type === "pageHeader") &&
      section.props.variant === "column");
  if (drawnForTheColumn && !context.inColumn) return <PageColumn>{children}</PageColumn>;
  return children;
}

/** A page's visible sections in order, each a slice of the render (RenderInSlices). */
export function PageSections({ body, context }: { body: PageBody; context: PageSectionsContext }) {
  const views = placeSections(visibleSections(body)).map((placed) => (
    <Framed key={placed.section.props.id} section={placed.section} context={context}>
      <PlacedSectionView placed={placed} context={context} />
    </Framed>
  ));
  // A lone section is drawn as it is, not as a list of one: React's generated ids (useId, which
  // tie a form's labels to its fields) count positions in lists, and the Get Started page has
  // always drawn its form outside any list.
  return <RenderInSlices>{views.length === 1 ? views[0] : views}</RenderInSlices>;
}
