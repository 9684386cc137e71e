import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "#app/modules/site-config/defaults.ts";
import { pageMeta } from "./seo.ts";

type RootData = { site: SiteConfig; origin: string };
type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The root loader's data, as seen from a route's meta function. */
export function rootDataFrom(matches: MetaMatches): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/**
 * A public page's head tags. `title` is the page's own title ("Pricing"), shown as
 * "Pricing | {site title}"; leave it out on Home, which uses the site's meta title.
 */
export function publicPageMeta(
  matches: MetaMatches,
  page: {
    path: string;
    title?: string;
    description?: string;
    image?: string | null;
    type?: "website" | "article";
    structuredData?: object[];
  },
): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const { site } = root;
  return pageMeta({
    title: page.title ? `${page.title} | ${site.siteTitle}` : site.metaTitle || site.siteTitle,
    description: page.description ?? site.metaDescription,
    path: page.path,
    origin: root.origin,
    siteName: site.siteTitle,
    // Link previews need a raster image: the uploaded logo, else the bundled PNG icon.
    image: page.image ?? site.logoUrl ?? "/apple-touch-icon.png",
    type: page.type,
    structuredData: page.structuredData,
  });
}
