import {
  faqStructuredData,
  metaPlaceholders,
  metaTranslator,
  publicPageMeta,
  rootDataFrom,
} from "#app/modules/seo/page-meta.ts";
import { offersJsonLd } from "#app/modules/seo/seo.ts";
import type { Route } from "./+types/pricing";
import { loadBuiltInPage } from "./section-page.server.ts";
import { SectionPage } from "./section-page.tsx";

export function loader(args: Route.LoaderArgs) {
  return loadBuiltInPage(args, "pricing");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteTitle = rootDataFrom(matches)?.site.siteTitle ?? "";
  const plans = loaderData?.plans ?? [];
  const t = metaTranslator(matches);
  return publicPageMeta(matches, {
    path: "/pricing",
    title: loaderData?.seo.title ?? t("nav.pricing"),
    description:
      loaderData?.seo.description ??
      t("meta.pricingDescription", { ...metaPlaceholders(matches), site: siteTitle }),
    structuredData: [
      ...faqStructuredData(matches, loaderData?.body),
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
  return <SectionPage page={loaderData} path="/pricing" />;
}
