import { contactFormTexts } from "#app/components/site/contact-form.tsx";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { type Locale, requestLocale } from "#app/modules/i18n/locales.ts";
import type { CONSENT_FIELD } from "#app/modules/leads/lead-consent.ts";
import {
  type ContactField,
  contactBusinessTypeLabel,
  contactFormSchemas,
} from "#app/modules/leads/lead-forms.server.ts";
import type { LeadFormResult } from "#app/modules/leads/lead-forms.ts";
import { submitLeadForm } from "#app/modules/leads/lead-submission.server.ts";
import { isDrawnInColumn } from "#app/modules/sections/built-in/built-in-pages.ts";
import {
  faqStructuredData,
  metaPlaceholders,
  metaTranslator,
  publicPageMeta,
} from "#app/modules/seo/page-meta.ts";
import { leadIntakeOf } from "#app/services.server.ts";
import type { Route } from "./+types/contact";
import { loadBuiltInPage } from "./section-page.server.ts";
import { SectionPage } from "./section-page.tsx";

export function loader(args: Route.LoaderArgs) {
  return loadBuiltInPage(args, "contact");
}

export const headers = loaderAndActionHeaders;

export async function action(args: Route.ActionArgs) {
  const locale = requestLocale(args.request);
  const t = translator(locale);
  return submitLeadForm<(typeof contactFormSchemas)[Locale], ContactField>(
    args.request,
    leadIntakeOf(args.context),
    {
      schema: contactFormSchemas[locale],
      failureToast: contactFormTexts(t).failure,
      t,
      toLead: (form) => ({
        name: [form.firstName, form.lastName].filter(Boolean).join(" "),
        email: form.email,
        phone: form.phone ?? null,
        whatsappNumber: form.phone ?? form.email,
        country: "Not specified",
        businessType: contactBusinessTypeLabel(form.businessType),
        message: form.message,
        source: "contact_page",
      }),
    },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  return publicPageMeta(matches, {
    path: "/contact",
    title: loaderData?.seo.title ?? t("forms.contact.metaTitle"),
    description:
      loaderData?.seo.description ?? t("forms.contact.metaDescription", metaPlaceholders(matches)),
    structuredData: faqStructuredData(matches, loaderData?.body),
  });
};

/** Contact's sections stand in one column of the site's width (ADR 0023, State). */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as LeadFormResult<ContactField | typeof CONSENT_FIELD> | undefined;
  return (
    <SectionPage
      page={loaderData}
      path="/contact"
      inColumn={isDrawnInColumn("contact")}
      forms={{ contactFormResult: result }}
    />
  );
}
