import { ArrowLeft } from "lucide-react";
import { data, Link, useRouteLoaderData } from "react-router";
import { GetStartedForm, getStartedFormTexts } from "#app/components/site/get-started-form.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { translator, useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { type Locale, localizedPath, requestLocale } from "#app/modules/i18n/locales.ts";
import { getLeadConsent } from "#app/modules/leads/lead-consent.server.ts";
import type { CONSENT_FIELD } from "#app/modules/leads/lead-consent.ts";
import {
  type GetStartedField,
  getStartedFormSchemas,
} from "#app/modules/leads/lead-forms.server.ts";
import type { LeadFormResult } from "#app/modules/leads/lead-forms.ts";
import { submitLeadForm } from "#app/modules/leads/lead-submission.server.ts";
import { findPublicPlan } from "#app/modules/pricing/pricing.server.ts";
import { type PublicPlan, selectedPlanLabel } from "#app/modules/pricing/pricing-display.ts";
import { metaTranslator, publicPageMeta } from "#app/modules/seo/page-meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { leadIntakeOf, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/lead-form";

/** The chosen plan as the page shows it; a lead records the English label (selectedPlanLabel). */
function shownPlanLabel(plan: PublicPlan, locale: Locale): string {
  if (locale === "en") return selectedPlanLabel(plan);
  return `${plan.name} - ${plan.monthlyPrice} ${translator(locale)("pricing.perMonth")}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const locale = requestLocale(request);
  const plan = await findPublicPlan(db, new URL(request.url).searchParams.get("plan"), locale);
  return data(
    {
      plan: plan ? { id: plan.id, label: shownPlanLabel(plan, locale) } : null,
      consent: await getLeadConsent(db),
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

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return publicPageMeta(matches, {
    path: "/form",
    title: t("forms.getStarted.metaTitle"),
    description: t("forms.getStarted.metaDescription"),
  });
};

export default function GetStarted({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const t = useTranslate();
  const home = localizedPath(useLocale(), "/");
  const result = actionData as LeadFormResult<GetStartedField | typeof CONSENT_FIELD> | undefined;

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Link to={home} className={buttonVariants({ variant: "ghost", size: "sm" })}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t("common.backToHome")}
      </Link>
      <header className="mt-6 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("forms.getStarted.title", { site: root?.site.siteTitle ?? "" })}
        </h1>
        <p className="mt-3 text-muted-foreground">{t("forms.getStarted.intro")}</p>
      </header>

      <Card className="mt-8">
        <CardContent className="p-6 sm:p-8">
          <GetStartedForm consent={loaderData.consent} plan={loaderData.plan} result={result} />
        </CardContent>
      </Card>
    </div>
  );
}
