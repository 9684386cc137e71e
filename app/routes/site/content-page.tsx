import { data } from "react-router";
import { NotFoundContent } from "#app/components/site/not-found-content.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { localeFromPath, requestLocale } from "#app/modules/i18n/locales.ts";
import {
  getPublishedContentPage,
  rememberedPublicPage,
} from "#app/modules/pages/public-pages.server.ts";
import { faqStructuredData, publicPageMeta } from "#app/modules/seo/page-meta.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/content-page";
import { withSectionSources } from "./section-page.server.ts";
import { SectionPage } from "./section-page.tsx";

// Every path no other route answers: a published content page at `/{slug}` (its Urdu version
// at `/ur/{slug}`), drawn from its sections (ADR 0023); anything else is the site's 404.

export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const slug = params["*"] ?? "";
  const { db, changes } = context.get(servicesContext);
  const locale = requestLocale(request);
  const page = await rememberedPublicPage(changes, `content:${slug}:${locale}`, () =>
    getPublishedContentPage(db, slug, locale, context.get(requestInfoContext).log),
  );
  if (!page) return data(null, { status: 404 });
  return { ...(await withSectionSources(args, page)), path: `/${slug}` };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) {
    return [
      { title: translator(localeFromPath(location.pathname))("notFound.title") },
      { name: "robots", content: "noindex" },
    ];
  }
  return publicPageMeta(matches, {
    path: loaderData.path,
    title: loaderData.seo.title,
    description: loaderData.seo.description,
    structuredData: faqStructuredData(matches, loaderData.body),
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFoundContent />;
  return <SectionPage page={loaderData} path={loaderData.path} />;
}
