import { describe } from "vitest";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { featuresPageSections } from "#app/modules/sections/built-in/features.ts";
import Features, { meta } from "#app/routes/site/features.tsx";
import { itRendersTodaysPage } from "../../../../tests/helpers/page-html.tsx";

// Pixel identity at the level of HTML (ADR 0023): the Features route, drawn from its stored
// sections, renders exactly what today's page rendered (todays-pages/), in every language.

describe.each(LOCALES)("the Features page from its stored sections, in %s", (locale) => {
  itRendersTodaysPage({
    name: "features",
    path: "/features",
    locale,
    Page: Features,
    meta,
    defaultBody: featuresPageSections,
  });
});
