// The built-in pages as rows of website_pages (ADR 0023): the English row with one of these
// slugs holds that page's sections; its URL is the page's fixed route, never `/{slug}`.
import type { PageBody } from "../page-body.ts";
import { aboutPageSections } from "./about.ts";
import { contactPageSections } from "./contact.ts";
import { featuresPageSections } from "./features.ts";
import { homePageSections } from "./home.ts";
import { leadFormPageSections } from "./lead-form.ts";
import { pricingPageSections } from "./pricing.ts";

/** Each built-in page's slug, its public path and its default body (the texts shown today). */
export const BUILT_IN_PAGE_ROWS = {
  home: { path: "/", title: "Home", defaultBody: homePageSections },
  about: { path: "/about", title: "About", defaultBody: aboutPageSections },
  features: { path: "/features", title: "Features", defaultBody: featuresPageSections },
  pricing: { path: "/pricing", title: "Pricing", defaultBody: pricingPageSections },
  // Contact's sections stand in one column of the site's width (ADR 0023).
  contact: { path: "/contact", title: "Contact", defaultBody: contactPageSections, inColumn: true },
  form: { path: "/form", title: "Get Started", defaultBody: leadFormPageSections },
} as const satisfies Record<
  string,
  { path: string; title: string; defaultBody: () => PageBody; inColumn?: true }
>;

export type BuiltInSlug = keyof typeof BUILT_IN_PAGE_ROWS;

export const BUILT_IN_SLUGS = Object.keys(BUILT_IN_PAGE_ROWS) as BuiltInSlug[];

export function isBuiltInSlug(slug: string): slug is BuiltInSlug {
  return Object.hasOwn(BUILT_IN_PAGE_ROWS, slug);
}

const BUILT_IN_SLUG_OF_PATH = new Map<string, BuiltInSlug>(
  BUILT_IN_SLUGS.map((slug) => [BUILT_IN_PAGE_ROWS[slug].path, slug]),
);

/** The built-in page whose route is exactly `path` (`/pricing` → pricing), if one is. */
export function builtInSlugOfPath(path: string): BuiltInSlug | undefined {
  return BUILT_IN_SLUG_OF_PATH.get(path);
}

/** Where an English page row answers: a built-in page at its route, any other at `/{slug}`. */
export function pagePathOfSlug(slug: string): string {
  return isBuiltInSlug(slug) ? BUILT_IN_PAGE_ROWS[slug].path : `/${slug}`;
}

/** Whether a page's sections stand in one column of the site's width (Contact's). */
export function isDrawnInColumn(slug: string): boolean {
  return isBuiltInSlug(slug) && "inColumn" in BUILT_IN_PAGE_ROWS[slug];
}
