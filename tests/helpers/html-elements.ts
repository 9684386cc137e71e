// Reading rendered HTML in the tests that hold a page rebuilt from sections to today's page
// (docs/decisions/0023-pages-built-from-sections.md).

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
