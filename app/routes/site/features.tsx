import { faqStructuredData, metaTranslator, publicPageMeta } from "#app/modules/seo/page-meta.ts";
import type { Route } from "./+types/features";
import { loadBuiltInPage } from "./section-page.server.ts";
import { SectionPage } from "./section-page.tsx";

export function loader(args: Route.LoaderArgs) {
  return loadBuiltInPage(args, "features");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  return publicPageMeta(matches, {
    path: "/features",
    title: loaderData?.seo.title ?? t("nav.features"),
    description: loaderData?.seo.description ?? t("meta.featuresDescription"),
    structuredData: faqStructuredData(matches, loaderData?.body),
  });
};

export default function Features({ loaderData }: Route.ComponentProps) {
  return <SectionPage page={loaderData} path="/features" />;
}
