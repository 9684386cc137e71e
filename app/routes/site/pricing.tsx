import { BadgePercent } from "lucide-react";
import { FaqList } from "#app/components/site/faq-list.tsx";
import { ComparePlans } from "#app/components/site/pricing/compare-plans.tsx";
import { pricingFaqs } from "#app/components/site/pricing/pricing-faqs.ts";
import { PricingSection } from "#app/components/site/pricing-section.tsx";
import { RenderInSlices } from "#app/components/site/render-in-slices.tsx";
import { useTranslate } from "#app/modules/i18n/i18n.ts";
import { requestLocale } from "#app/modules/i18n/locales.ts";
import { requirePageEnabled } from "#app/modules/navigation/site-context.server.ts";
import { listPublicPlans } from "#app/modules/pricing/pricing.server.ts";
import { metaTranslator, publicPageMeta, rootDataFrom } from "#app/modules/seo/page-meta.ts";
import { faqPageJsonLd, offersJsonLd } from "#app/modules/seo/seo.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/pricing";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePageEnabled(context, "pricing");
  const { db } = context.get(servicesContext);
  return { plans: await listPublicPlans(db, requestLocale(request)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteTitle = rootDataFrom(matches)?.site.siteTitle ?? "";
  const plans = loaderData?.plans ?? [];
  const t = metaTranslator(matches);
  return publicPageMeta(matches, {
    path: "/pricing",
    title: t("nav.pricing"),
    description: t("meta.pricingDescription", { site: siteTitle }),
    structuredData: [
      faqPageJsonLd(pricingFaqs(t)),
      ...(plans.length > 0
        ? [
            offersJsonLd(
              siteTitle,
              plans.map((plan) => ({
                name: `${plan.name} (${t(plan.countryCode === "PK" ? "meta.planRegionPakistan" : "meta.planRegionInternational")})`,
                description: plan.description,
                price: plan.monthlyAmount,
                currency: plan.currency,
              })),
            ),
          ]
        : []),
    ],
  });
};

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <RenderInSlices>
      <header className="border-b bg-muted px-4 py-16 text-center sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            {t("pricing.pageTitle")}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">{t("pricing.pageIntro")}</p>
          <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-sm">
            <BadgePercent className="size-5 shrink-0" aria-hidden="true" />
            {t("pricing.yearlySaving")}
          </p>
        </div>
      </header>

      <section aria-labelledby="plans-heading" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-6xl">
          <h2 id="plans-heading" className="sr-only">
            {t("pricing.choosePlan")}
          </h2>
          <PricingSection plans={loaderData.plans} />
        </div>
      </section>

      <section
        aria-labelledby="compare-heading"
        className="border-t bg-muted px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-6xl">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 id="compare-heading" className="text-3xl font-bold tracking-tight">
              {t("pricing.compareTitle")}
            </h2>
            <p className="mt-3 text-muted-foreground">{t("pricing.compareIntro")}</p>
          </div>
          <ComparePlans />
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-heading" className="mb-10 text-center text-3xl font-bold tracking-tight">
            {t("pricing.faqTitle")}
          </h2>
          <FaqList items={pricingFaqs(t)} />
        </div>
      </section>
    </RenderInSlices>
  );
}
