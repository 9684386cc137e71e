import { useRouteLoaderData } from "react-router";
import { FeaturesOverview } from "#app/components/site/home/features-overview.tsx";
import { HomeHero } from "#app/components/site/home/hero.tsx";
import { PricingSection } from "#app/components/site/pricing-section.tsx";
import { RenderInSlices } from "#app/components/site/render-in-slices.tsx";
import { useTranslate, withElement } from "#app/modules/i18n/i18n.ts";
import { requestLocale } from "#app/modules/i18n/locales.ts";
import { siteNavigationContext } from "#app/modules/navigation/site-context.server.ts";
import { listPublicPlans } from "#app/modules/pricing/pricing.server.ts";
import { publicPageMeta, rootDataFrom } from "#app/modules/seo/page-meta.ts";
import { offersJsonLd } from "#app/modules/seo/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return {
    plans: await listPublicPlans(db, requestLocale(request)),
    featuresPageEnabled: context.get(siteNavigationContext).enabledPages.includes("features"),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteName = rootDataFrom(matches)?.site.siteTitle ?? "";
  const plans = loaderData?.plans ?? [];
  return publicPageMeta(matches, {
    path: "/",
    structuredData:
      plans.length > 0
        ? [
            offersJsonLd(
              siteName,
              plans.map((plan) => ({
                name: plan.name,
                description: plan.description,
                price: plan.monthlyAmount,
                currency: plan.currency,
              })),
            ),
          ]
        : [],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const product = root?.site.siteTitle ?? "";
  const t = useTranslate();
  return (
    <RenderInSlices>
      <HomeHero product={product} />
      <FeaturesOverview featuresPageEnabled={loaderData.featuresPageEnabled} />
      <section
        id="pricing"
        aria-labelledby="pricing-title"
        className="scroll-mt-16 bg-muted py-16 sm:py-24"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="mx-auto mb-12 max-w-2xl text-center">
            <h2
              id="pricing-title"
              className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {t("home.pricingTitle")}
            </h2>
            <p className="mt-4 text-lg text-pretty text-muted-foreground">
              {withElement(
                (hours) => t("home.pricingIntro", { hours }),
                <span key="hours" className="whitespace-nowrap">
                  {t("home.pricingIntroHours")}
                </span>,
              )}
            </p>
          </div>
          <PricingSection plans={loaderData.plans} />
        </div>
      </section>
    </RenderInSlices>
  );
}
