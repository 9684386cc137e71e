import { describe } from "vitest";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { aboutPageSections } from "#app/modules/sections/built-in/about.ts";
import About, { meta } from "#app/routes/site/about.tsx";
import { itRendersTodaysPage } from "../../../../tests/helpers/page-html.tsx";

// Pixel identity at the level of HTML (ADR 0023): the About route, drawn from its stored
// sections, renders exactly what today's page rendered (todays-pages/), in every language.

describe.each(LOCALES)("the About page from its stored sections, in %s", (locale) => {
  itRendersTodaysPage({
    name: "about",
    path: "/about",
    locale,
    Page: About,
    meta,
    defaultBody: aboutPageSections,
  });
});
