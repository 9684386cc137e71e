import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { GetStartedForm } from "#app/components/site/get-started-form.tsx";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { LeadConsent } from "#app/modules/leads/lead-consent.ts";
import { leadFormPageSections } from "#app/modules/sections/built-in/lead-form.ts";
import type { SectionProps } from "#app/modules/sections/section-types.ts";
import GetStarted from "#app/routes/site/lead-form.tsx";
import { renderPageAt } from "../../../../tests/helpers/page-html.tsx";
import { LeadFormSection } from "./lead-form.tsx";

// Pixel identity at the level of HTML (ADR 0023): the Get Started page's heading rebuilt from its
// default section, around today's form, renders exactly what today's page renders, in every
// language, with and without a chosen plan.

const PRODUCT = "Acme Chat";
const CONSENT: LeadConsent = { enabled: true, label: "I agree to be contacted." };

/** Renders `Page` at the Get Started page's URL in `locale`, with the data it loads. */
const renderAt = (locale: Locale, Page: ComponentType<never>, loaderData: unknown) =>
  renderPageAt({ path: "/form", locale, product: PRODUCT, loaderData }, Page);

describe.each(["en", "ur"] as const)("the Get Started page from its section, in %s", (locale) => {
  const [heading] = leadFormPageSections().content;
  const section = heading?.props as SectionProps<"leadForm"> & { id: string };

  it.each([
    ["no plan", null],
    ["a chosen plan", { id: "starter", label: "Starter - 5,000 PKR" }],
  ])("renders exactly today's page with %s", (_case, plan) => {
    const rebuilt = renderAt(
      locale,
      () => (
        <LeadFormSection section={section} locale={locale} product={PRODUCT}>
          <GetStartedForm consent={CONSENT} plan={plan} result={undefined} />
        </LeadFormSection>
      ),
      { consent: CONSENT, plan },
    );
    expect(rebuilt).toBe(renderAt(locale, GetStarted, { consent: CONSENT, plan }));
    expect(rebuilt).toContain(PRODUCT);
    expect(rebuilt).not.toMatch(/[{}]/);
  });
});
