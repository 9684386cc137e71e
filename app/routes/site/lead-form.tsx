import { data } from "react-router";
import { getStartedFormTexts } from "#app/components/site/get-started-form.tsx";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { type Locale, requestLocale } from "#app/modules/i18n/locales.ts";
import type { CONSENT_FIELD } from "#app/modules/leads/lead-consent.ts";
import {
  type GetStartedField,
  getStartedFormSchemas,
} from "#app/modules/leads/lead-forms.server.ts";
import type { LeadFormResult } from "#app/modules/leads/lead-forms.ts";
import { submitLeadForm } from "#app/modules/leads/lead-submission.server.ts";
import { findPublicPlan } from "#app/modules/pricing/pricing.server.ts";
import { type PublicPlan, selectedPlanLabel } from "#app/modules/pricing/pricing-display.ts";
import {
  faqStructuredData,
  metaPlaceholders,
  metaTranslator,
  publicPageMeta,
} from "#app/modules/seo/page-meta.ts";
import { leadIntakeOf, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/lead-form";
import { loadBuiltInPage } from "./section-page.server.ts";
import { SectionPage } from "./section-page.tsx";

/** The chosen plan as the page shows it; a lead records the English label (selectedPlanLabel). */
function shownPlanLabel(plan: PublicPlan, locale: Locale): string {
  if (locale === "en") return selectedPlanLabel(plan);
  return `${plan.name} - ${plan.monthlyPrice} ${translator(locale)("pricing.perMonth")}`;
}

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const { db } = context.get(servicesContext);
  const locale = requestLocale(request);
  const plan = await findPublicPlan(db, new URL(request.url).searchParams.get("plan"), locale);
  return data(
    {
      ...(await loadBuiltInPage(args, "form")),
      plan: plan ? { id: plan.id, label: shownPlanLabel(plan, locale) } : null,
    },
    // The page differs per chosen plan only: never let an index treat ?plan= as its own page.
    { headers: { "X-Robots-Tag": plan ? "noindex" : "all" } },
  );
}

export const headers = loaderAndActionHeaders;

export async function action(args: Route.ActionArgs) {
  const { db } = args.context.get(servicesContext);
  const locale = requestLocale(args.request);
  const t = translator(locale);
  return submitLeadForm<(typeof getStartedFormSchemas)[Locale], GetStartedField>(
    args.request,
    leadIntakeOf(args.context),
    {
      schema: getStartedFormSchemas[locale],
      failureToast: getStartedFormTexts(t).failure,
      t,
      toLead: async (form, formData) => {
        const plan = await findPublicPlan(db, String(formData.get("plan") ?? ""));
        return {
          name: form.name,
          email: form.email,
          whatsappNumber: form.whatsapp_number,
          country: form.country,
          businessType: form.business_type,
          source: "get_started_form",
          selectedPlan: plan ? selectedPlanLabel(plan) : null,
        };
      },
    },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  return publicPageMeta(matches, {
    path: "/form",
    title: loaderData?.seo.title ?? t("forms.getStarted.metaTitle"),
    description:
      loaderData?.seo.description ??
      t("forms.getStarted.metaDescription", metaPlaceholders(matches)),
    structuredData: faqStructuredData(matches, loaderData?.body),
  });
};

export default function GetStarted({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as LeadFormResult<GetStartedField | typeof CONSENT_FIELD> | undefined;
  return (
    <SectionPage
      page={loaderData}
      path="/form"
      forms={{ leadFormResult: result, chosenPlan: loaderData.plan }}
    />
  );
}
