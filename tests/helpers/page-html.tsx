// The HTML-identity tests of the pages built from sections (ADR 0023): each built-in page's
// route, drawn from its stored sections, against the HTML recorded from today's page, whole and
// cut into each section's part.
import { readFileSync } from "node:fs";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { expect, it } from "vitest";
import { BUILT_IN_PAGES } from "#app/db/enums.ts";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import type { LeadConsent } from "#app/modules/leads/lead-consent.ts";
import { SUBMISSION_KEY_FIELD } from "#app/modules/leads/lead-submission-key.ts";
import { bodyToRender } from "#app/modules/pages/public-pages.server.ts";
import { cardFees, type PublicPlan } from "#app/modules/pricing/pricing-display.ts";
import { type PageBody, visibleSections } from "#app/modules/sections/page-body.ts";
import { placeSections } from "#app/modules/sections/placement.ts";
import { DEFAULT_SITE_FACTS } from "#app/modules/site-config/defaults.ts";
import { type SiteFacts, siteFactsOf } from "#app/modules/site-config/site-placeholders.ts";

// The fixed data every identity test renders the pages with: the site, its plans, the forms'
// consent. Today's pages rendered with it are recorded in app/components/site/sections/todays-pages/.

export const PRODUCT = "Acme Chat";

/** Website Settings as the Contact page reads them. */
export const SITE = {
  siteTitle: PRODUCT,
  contactEmail: "hello@acme.example",
  phone: "+92 300 1234567",
  whatsappNumber: "",
  address: "Lahore, Pakistan",
  timeZoneLabel: "PKT",
};

/** What the site's placeholders stand for with `product` as the site's title: the seeded facts. */
export function factsOf(product: string): SiteFacts {
  return siteFactsOf({ ...DEFAULT_SITE_FACTS, siteTitle: { en: product }, timeZoneLabel: "PKT" });
}

/** The site's placeholders as the identity tests' site has them. */
export const FACTS = factsOf(PRODUCT);

/** The root loader's data a page's meta function reads: the site in full, the origin, the language. */
export function metaRootData(locale: Locale) {
  return {
    site: {
      ...SITE,
      metaTitle: "Acme Chat: replies on autopilot",
      metaDescription: "Let Acme Chat answer your DMs.",
      logoUrl: null,
    },
    siteFacts: FACTS,
    origin: "https://acme.example",
    locale,
  };
}

export const CONSENT: LeadConsent = { enabled: true, label: "I agree to be contacted." };

/**
 * The plans' texts are English: on a page in another language they are shown as English
 * fallbacks, which the card marks (ADR 0053).
 */
function englishIn(
  locale: Locale,
  keys: (keyof NonNullable<PublicPlan["languages"]>)[],
  features: number,
): Pick<PublicPlan, "languages" | "featureLanguages"> {
  if (locale === "en") return {};
  return {
    languages: Object.fromEntries(keys.map((key) => [key, "en"])),
    featureLanguages: Array.from({ length: features }, () => "en" as const),
  };
}

/**
 * A plan of each region, one featured, one with a yearly price, as a page in `locale` gets
 * them: the fee's label is the definition's (cardFees), so today's pages check its texts.
 */
export const plansIn = (locale: Locale): PublicPlan[] => [
  {
    id: "starter",
    name: "Starter",
    description: "For a small shop",
    isFeatured: false,
    features: ["WhatsApp", "Button replies"],
    countryCode: "PK",
    fees: cardFees({ implementationCharges: "25000.00", currency: "PKR" }, locale, "public"),
    monthlyPrice: "5,000 PKR",
    monthlyAmount: "5000",
    currency: "PKR",
    yearlyPrice: "48,000 PKR",
    yearlySavingsText: "Save 20%",
    bestFor: "",
    yearlyDiscountPercent: 20,
    ...englishIn(locale, ["name", "description", "yearlySavingsText"], 2),
  },
  {
    id: "premium-intl",
    name: "Premium",
    description: "Abroad",
    isFeatured: true,
    features: ["Everything"],
    countryCode: "INTL",
    fees: [],
    monthlyPrice: "$49",
    monthlyAmount: "49",
    currency: "USD",
    yearlyPrice: null,
    yearlySavingsText: null,
    bestFor: "",
    yearlyDiscountPercent: 0,
    ...englishIn(locale, ["name", "description"], 1),
  },
];

/** The plans as an English page gets them. */
export const PLANS = plansIn("en");

/**
 * Where today's page `name` in `locale` is recorded, as a path for toMatchFileSnapshot: its
 * HTML, or its head tags (`meta.json`).
 */
export function recordedPagePath(name: string, locale: Locale, kind = "html"): string {
  return new URL(
    `../../app/components/site/sections/todays-pages/${name}.${locale}.${kind}`,
    import.meta.url,
  ).pathname;
}

/**
 * Renders `element` at `path` in `locale`, under a root whose site title is `product` (or whose
 * site is `site`), the page's route handing its component `loaderData`, as the app does.
 */
export function renderPageAt(
  {
    path,
    locale,
    product,
    site = { siteTitle: product },
    loaderData,
  }: {
    path: string;
    locale: Locale;
    product: string;
    site?: Record<string, unknown>;
    loaderData?: unknown;
  },
  element: ComponentType<never>,
): string {
  const root = { site, siteFacts: factsOf(product) };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      children: [
        {
          id: "page",
          path: localizedPath(locale, path).slice(1),
          loader: () => loaderData ?? null,
          Component: element as ComponentType,
        },
      ],
    },
  ]);
  const html = renderToStaticMarkup(
    <Stub
      initialEntries={[localizedPath(locale, path)]}
      hydrationData={{ loaderData: { root, page: loaderData ?? null } }}
    />,
  );
  // A lead form's submission key is drawn anew at each rendering (ADR 0031).
  return html.replace(
    new RegExp(`(name="${SUBMISSION_KEY_FIELD}" value=")[0-9a-f]{32}"`, "g"),
    `$1${"0".repeat(32)}"`,
  );
}

/** The elements HTML writes without a closing tag. */
export const VOID_ELEMENTS = new Set([
  "area",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "source",
  "wbr",
]);

/**
 * The top-level elements of rendered HTML, each as its markup: a section's part of the page is
 * found by counting elements, so a difference inside one section leaves the others aligned.
 * (React escapes `<` and `>` in text and attributes, so every `<…>` is a tag.)
 */
export function topLevelElements(html: string): string[] {
  const elements: string[] = [];
  let depth = 0;
  let start = 0;
  for (const tag of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>/g)) {
    const [, closing, name = ""] = tag;
    if (closing) depth -= 1;
    else if (!VOID_ELEMENTS.has(name.toLowerCase())) depth += 1;
    if (depth === 0) {
      elements.push(html.slice(start, tag.index + tag[0].length));
      start = tag.index + tag[0].length;
    }
  }
  return elements;
}

/**
 * Today's page cut into the parts the sections stand for: as many top-level elements for each
 * section as its own rendering has (at least one, so an empty section never matches).
 */
export function partsOfPage(page: string, sections: readonly string[]): string[] {
  const pageElements = topLevelElements(page);
  let first = 0;
  return sections.map((section) => {
    const count = Math.max(1, topLevelElements(section).length);
    const part = pageElements.slice(first, first + count).join("");
    first += count;
    return part;
  });
}

/** What an element's markup holds between its opening and its closing tag. */
export function innerHtml(element: string): string {
  return element.slice(element.indexOf(">") + 1, element.lastIndexOf("</"));
}

/**
 * The markup with React's generated ids (`useId`, `_R_4kp_`) made alike: they spell where a
 * component sits in the tree, so a section rendered alone gets other ids than inside its page.
 */
export function withGeneratedIdsAlike(html: string): string {
  return html.replace(/_R_\w+_/g, "_R_id_");
}

/** A page's sections, as its loader hands them to the route: every built-in page on. */
function pageData(body: PageBody, locale: Locale, data: Record<string, unknown>) {
  return {
    body,
    seo: {},
    plans: plansIn(locale),
    consent: CONSENT,
    enabledPages: BUILT_IN_PAGES.map((page) => page.id),
    ...data,
  };
}

/**
 * The identity of a built-in page drawn from its stored sections (ADR 0023): its route renders,
 * from its default body as stored (JSON, parsed and sanitized as the loader reads it), exactly
 * the HTML and head tags recorded from today's page (todays-pages/), and each section with what
 * it holds (placement.ts) renders its own part of that page, so a difference names its section.
 * `column`: the route draws its sections inside one element (Contact's column).
 */
export function itRendersTodaysPage({
  name,
  path,
  locale,
  Page,
  meta,
  defaultBody,
  data = {},
  column = false,
}: {
  name: string;
  path: string;
  locale: Locale;
  Page: ComponentType<never>;
  meta: (args: never) => MetaDescriptor[] | undefined;
  defaultBody: () => PageBody;
  data?: Record<string, unknown>;
  column?: boolean;
}) {
  const stored = JSON.parse(JSON.stringify(defaultBody()));
  const body = bodyToRender(stored, defaultBody, (issues) => {
    throw new Error(`The default body does not parse: ${JSON.stringify(issues)}`);
  });
  const render = (shown: PageBody) => {
    const html = renderPageAt(
      { path, locale, product: PRODUCT, site: SITE, loaderData: pageData(shown, locale, data) },
      Page,
    );
    return column ? innerHtml(html) : html;
  };

  it("renders exactly today's page", async () => {
    const html = renderPageAt(
      { path, locale, product: PRODUCT, site: SITE, loaderData: pageData(body, locale, data) },
      Page,
    );
    await expect(html).toMatchFileSnapshot(recordedPagePath(name, locale));
  });

  it("has today's head tags", async () => {
    const matches = [
      { id: "root", loaderData: metaRootData(locale) },
      { id: "page", loaderData: pageData(body, locale, data) },
    ];
    const tags = meta({ matches, loaderData: pageData(body, locale, data) } as never);
    await expect(`${JSON.stringify(tags, null, 2)}\n`).toMatchFileSnapshot(
      recordedPagePath(name, locale, "meta.json"),
    );
  });

  const placed = placeSections(visibleSections(body));
  it.each(placed.map((entry, index) => [entry.section.type, index] as const))(
    "%s renders today's part of the page",
    (_type, index) => {
      const today = readFileSync(recordedPagePath(name, locale), "utf8");
      const groups = placed.map(({ section, held }) =>
        render({ root: { props: {} }, content: [section, ...held] }),
      );
      // Alone, a form's fields get other generated ids than in the page.
      expect(withGeneratedIdsAlike(groups[index] ?? "")).toBe(
        withGeneratedIdsAlike(partsOfPage(column ? innerHtml(today) : today, groups)[index] ?? ""),
      );
    },
  );
}
