import { describe } from "vitest";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { contactPageSections } from "#app/modules/sections/built-in/contact.ts";
import Contact, { meta } from "#app/routes/site/contact.tsx";
import { itRendersTodaysPage } from "../../../../tests/helpers/page-html.tsx";

// Pixel identity at the level of HTML (ADR 0023): the Contact route, drawn from its stored
// sections in the page's column, the contact details and hours beside the form, renders
// exactly what today's page rendered (todays-pages/), in every language.

describe.each(LOCALES)("the Contact page from its stored sections, in %s", (locale) => {
  itRendersTodaysPage({
    name: "contact",
    path: "/contact",
    locale,
    Page: Contact,
    meta,
    defaultBody: contactPageSections,
    column: true,
  });
});
