// For the pages rebuilt from sections (docs/decisions/0023-pages-built-from-sections.md): a
// section's part of today's page is found by counting top-level elements.

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
