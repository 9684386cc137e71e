import { describe } from "vitest";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { pricingPageSections } from "#app/modules/sections/built-in/pricing.ts";
import Pricing, { meta } from "#app/routes/site/pricing.tsx";
import { itRendersTodaysPage } from "../../../../tests/helpers/page-html.tsx";

// Pixel identity at the level of HTML (ADR 0023): the Pricing route, drawn from its stored
// sections, renders exactly what today's page rendered (todays-pages/), in every language.

describe.each(LOCALES)("the Pricing page from its stored sections, in %s", (locale) => {
  itRendersTodaysPage({
    name: "pricing",
    path: "/pricing",
    locale,
    Page: Pricing,
    meta,
    defaultBody: pricingPageSections,
  });
});
