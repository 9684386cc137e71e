import {
  faqStructuredData,
  metaTranslator,
  publicPageMeta,
  rootDataFrom,
} from "#app/modules/seo/page-meta.ts";
import type { Route } from "./+types/about";
import { loadBuiltInPage } from "./section-page.server.ts";
import { SectionPage } from "./section-page.tsx";

export function loader(args: Route.LoaderArgs) {
  return loadBuiltInPage(args, "about");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteTitle = rootDataFrom(matches)?.site.siteTitle ?? "";
  const t = metaTranslator(matches);
  return publicPageMeta(matches, {
    path: "/about",
    title: loaderData?.seo.title ?? t("meta.aboutTitle"),
    description: loaderData?.seo.description ?? t("meta.aboutDescription", { site: siteTitle }),
    structuredData: faqStructuredData(matches, loaderData?.body),
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  return <SectionPage page={loaderData} path="/about" />;
}
