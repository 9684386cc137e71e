// The HTML-identity tests of the pages built from sections (ADR 0023): today's page and its
// sections rendered the same way, and the page's markup cut into each section's part.
import type { ComponentType, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import type { SectionComponentProps } from "#app/components/site/sections/section-component.ts";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import type { LeadConsent } from "#app/modules/leads/lead-consent.ts";
import type { PublicPlan } from "#app/modules/pricing/pricing-display.ts";
import type { Section } from "#app/modules/sections/page-body.ts";

// The fixed data every identity test renders the pages with: the site, its plans, the forms'
// consent. Today's pages rendered with it are recorded in app/components/site/sections/todays-pages/.

export const PRODUCT = "Acme Chat";

/** Website Settings as the Contact page reads them. */
export const SITE = {
  siteTitle: PRODUCT,
  contactEmail: "hello@acme.example",
  phone: "+92 300 1234567",
  address: "Lahore, Pakistan",
};

/** The root loader's data a page's meta function reads: the site in full, the origin, the language. */
export function metaRootData(locale: Locale) {
  return {
    site: {
      ...SITE,
      metaTitle: "Acme Chat: replies on autopilot",
      metaDescription: "Let Acme Chat answer your DMs.",
      logoUrl: null,
    },
    origin: "https://acme.example",
    locale,
  };
}

export const CONSENT: LeadConsent = { enabled: true, label: "I agree to be contacted." };

/** A plan of each region, one featured, one with a yearly price. */
export const PLANS: PublicPlan[] = [
  {
    id: "starter",
    name: "Starter",
    description: "For a small shop",
    isFeatured: false,
    features: ["WhatsApp", "Button replies"],
    countryCode: "PK",
    implementationCharges: "25,000 PKR",
    monthlyPrice: "5,000 PKR",
    monthlyAmount: "5000",
    currency: "PKR",
    yearlyPrice: "48,000 PKR",
    yearlySavingsText: "Save 20%",
  },
  {
    id: "premium-intl",
    name: "Premium",
    description: "Abroad",
    isFeatured: true,
    features: ["Everything"],
    countryCode: "INTL",
    implementationCharges: null,
    monthlyPrice: "$49",
    monthlyAmount: "49",
    currency: "USD",
    yearlyPrice: null,
    yearlySavingsText: null,
  },
];

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
  const root = { site };
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
  return renderToStaticMarkup(
    <Stub
      initialEntries={[localizedPath(locale, path)]}
      hydrationData={{ loaderData: { root, page: loaderData ?? null } }}
    />,
  );
}

const VOID_ELEMENTS = new Set([
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

/** The components a page's test draws its sections with, by type. */
export type SectionComponents = Record<string, (props: SectionComponentProps<never>) => ReactNode>;

/** A section drawn by its type's component, at the page's path in `locale`. */
export function renderSection(
  components: SectionComponents,
  section: Section,
  page: { path: string; locale: Locale; product: string },
): string {
  const Component = components[section.type];
  if (!Component) throw new Error(`No component for ${section.type} in this test`);
  const props = { section: section.props, locale: page.locale, product: page.product };
  return renderPageAt(page, () => <Component {...(props as SectionComponentProps<never>)} />);
}

/**
 * The identity of a page rebuilt from sections (ADR 0023): the sections together are today's
 * page, and each is its own part of it, so a difference names the section it is in.
 */
export function itRebuildsTodaysPage(
  today: string,
  sections: readonly Section[],
  rendered: string[],
) {
  it("renders, section after section, exactly today's page", () => {
    expect(rendered.join("")).toBe(today);
  });

  it.each(sections.map((section, index) => [section.type, index] as const))(
    "%s renders today's part of the page",
    (_type, index) => {
      expect(rendered[index]).toBe(partsOfPage(today, rendered)[index]);
    },
  );
}
