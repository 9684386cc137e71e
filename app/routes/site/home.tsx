import { faqStructuredData, publicPageMeta, rootDataFrom } from "#app/modules/seo/page-meta.ts";
import { offersJsonLd } from "#app/modules/seo/seo.ts";
import type { Route } from "./+types/home";
import { loadBuiltInPage } from "./section-page.server.ts";
import { SectionPage } from "./section-page.tsx";

export function loader(args: Route.LoaderArgs) {
  return loadBuiltInPage(args, "home");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteName = rootDataFrom(matches)?.site.siteTitle ?? "";
  const plans = loaderData?.plans ?? [];
  // Without a title of its own Home is titled by the site's meta title (Website Settings).
  return publicPageMeta(matches, {
    path: "/",
    title: loaderData?.seo.title,
    description: loaderData?.seo.description,
    structuredData: [
      ...faqStructuredData(matches, loaderData?.body),
      ...(plans.length > 0
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
        : []),
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <SectionPage page={loaderData} path="/" />;
}
