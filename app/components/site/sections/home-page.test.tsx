import { describe } from "vitest";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { homePageSections } from "#app/modules/sections/built-in/home.ts";
import Home, { meta } from "#app/routes/site/home.tsx";
import { itRendersTodaysPage } from "../../../../tests/helpers/page-html.tsx";

// Pixel identity at the level of HTML (ADR 0023): the Home route, drawn from its stored
// sections (the numbers band inside the feature cards, placement.ts), renders exactly what
// today's page rendered (todays-pages/), in every language, with the Features page on and off
// (the last feature card leads there, or to the lead form).

describe.each(LOCALES)("Home from its stored sections, in %s", (locale) => {
  describe.each([
    ["home", ["home", "about", "features", "pricing", "contact"]],
    ["home-features-off", ["home", "about", "pricing", "contact"]],
  ] as const)("(%s)", (name, enabledPages) => {
    itRendersTodaysPage({
      name,
      path: "/",
      locale,
      Page: Home,
      meta,
      defaultBody: homePageSections,
      data: { enabledPages },
    });
  });
});
