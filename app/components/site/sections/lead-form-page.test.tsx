import { describe } from "vitest";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { leadFormPageSections } from "#app/modules/sections/built-in/lead-form.ts";
import GetStarted, { meta } from "#app/routes/site/lead-form.tsx";
import { itRendersTodaysPage } from "../../../../tests/helpers/page-html.tsx";

// Pixel identity at the level of HTML (ADR 0023): the Get Started route, its heading drawn from
// its stored section around the form, renders exactly what today's page rendered
// (todays-pages/), in every language, with and without a chosen plan.

describe.each(LOCALES)("the Get Started page from its stored section, in %s", (locale) => {
  describe.each([
    ["form", null],
    ["form-with-plan", { id: "starter", label: "Starter - 5,000 PKR" }],
  ] as const)("(%s)", (name, plan) => {
    itRendersTodaysPage({
      name,
      path: "/form",
      locale,
      Page: GetStarted,
      meta,
      defaultBody: leadFormPageSections,
      data: { plan },
    });
  });
});
