// The HTML-identity tests of the pages built from sections (ADR 0023): today's page and its
// sections rendered the same way, and the page's markup cut into each section's part.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";

/** Renders `element` at `path` in `locale`, under a root whose site title is `product`. */
export function renderPageAt(
  { path, locale, product }: { path: string; locale: Locale; product: string },
  element: () => ReactNode,
): string {
  const root = { site: { siteTitle: product } };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      children: [{ path: localizedPath(locale, path).slice(1), Component: element }],
    },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={[localizedPath(locale, path)]}
      hydrationData={{ loaderData: { root } }}
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
function topLevelElements(html: string): string[] {
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
