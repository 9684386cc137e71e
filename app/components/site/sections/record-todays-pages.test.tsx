import type { ComponentType } from "react";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import About, { meta as aboutMeta } from "#app/routes/site/about.tsx";
import Contact, { meta as contactMeta } from "#app/routes/site/contact.tsx";
import Features, { meta as featuresMeta } from "#app/routes/site/features.tsx";
import Home, { meta as homeMeta } from "#app/routes/site/home.tsx";
import GetStarted, { meta as getStartedMeta } from "#app/routes/site/lead-form.tsx";
import Pricing, { meta as pricingMeta } from "#app/routes/site/pricing.tsx";
import {
  CONSENT,
  metaRootData,
  PLANS,
  PRODUCT,
  recordedPagePath,
  renderPageAt,
  SITE,
} from "../../../../tests/helpers/page-html.tsx";

// Today's pages, as their route components render them with the identity tests' fixed data,
// recorded in todays-pages/ before the routes are drawn from the pages' stored sections
// (ADR 0023): the pages rebuilt from sections are then compared with these files. Their head
// tags too (title, description, structured data): the pages keep them while the owner leaves
// their rows' SEO fields as they are.

type Meta = (args: never) => MetaDescriptor[];

const TODAYS_PAGES: {
  name: string;
  path: string;
  Page: ComponentType<never>;
  meta: Meta;
  data?: unknown;
}[] = [
  {
    name: "home",
    path: "/",
    Page: Home,
    meta: homeMeta,
    data: { plans: PLANS, featuresPageEnabled: true },
  },
  {
    name: "home-features-off",
    path: "/",
    Page: Home,
    meta: homeMeta,
    data: { plans: PLANS, featuresPageEnabled: false },
  },
  { name: "features", path: "/features", Page: Features, meta: featuresMeta },
  { name: "pricing", path: "/pricing", Page: Pricing, meta: pricingMeta, data: { plans: PLANS } },
  { name: "about", path: "/about", Page: About, meta: aboutMeta },
  {
    name: "contact",
    path: "/contact",
    Page: Contact,
    meta: contactMeta,
    data: { consent: CONSENT },
  },
  {
    name: "form",
    path: "/form",
    Page: GetStarted,
    meta: getStartedMeta,
    data: { consent: CONSENT, plan: null },
  },
  {
    name: "form-with-plan",
    path: "/form",
    Page: GetStarted,
    meta: getStartedMeta,
    data: { consent: CONSENT, plan: { id: "starter", label: "Starter - 5,000 PKR" } },
  },
];

describe.each(LOCALES)("today's pages in %s", (locale) => {
  it.each(TODAYS_PAGES)("$name is recorded", async ({ name, path, Page, data }) => {
    const html = renderPageAt(
      { path, locale, product: PRODUCT, site: SITE, loaderData: data },
      Page,
    );
    await expect(html).toMatchFileSnapshot(recordedPagePath(name, locale));
  });

  it.each(TODAYS_PAGES)("$name's head tags are recorded", async ({ name, meta, data }) => {
    const matches = [
      { id: "root", loaderData: metaRootData(locale) },
      { id: "page", loaderData: data ?? null },
    ];
    const tags = meta({ matches, loaderData: data ?? null } as never);
    await expect(`${JSON.stringify(tags, null, 2)}\n`).toMatchFileSnapshot(
      recordedPagePath(name, locale, "meta.json"),
    );
  });
});
