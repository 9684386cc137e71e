import { Idiomorph } from "idiomorph";

// Brings the open page in line with a newer rendering of it (a live update, a form's answer)
// in place: scroll position, focus and whatever is typed into the fields survive.

/** What stays as it is in <head>: the document's frame, the stylesheet and the scripts. */
const FIXED_HEAD =
  'meta[charset], meta[name="viewport"], style[data-precedence], link[rel="stylesheet"], script[src], script[type="speculationrules"]';

export function parseDocument(html: string): Document {
  return new DOMParser().parseFromString(html, "text/html");
}

/**
 * A field whose value is the visitor's (typed or chosen) or this module's (`data-keep-value`).
 * A hidden field the server filled (the consent text the page shows) follows the page, or a
 * live update would show a new text while posting the old one.
 */
function keepsItsValue(node: Node): boolean {
  if (node instanceof HTMLInputElement && node.type === "hidden") {
    return "keepValue" in node.dataset;
  }
  return (
    node instanceof HTMLInputElement ||
    node instanceof HTMLTextAreaElement ||
    node instanceof HTMLSelectElement
  );
}

/**
 * Whether `next` is a newer rendering of the field `node` (its name and type): only then does
 * the field keep its value. A field matched with another (the morph pairs elements by tag,
 * and a field the owner just turned on shifts the others) becomes that one, or the new field
 * would never reach the page.
 */
function sameField(node: Node, next: Node): boolean {
  return (
    node instanceof Element &&
    next instanceof Element &&
    node.tagName === next.tagName &&
    node.getAttribute("name") === next.getAttribute("name") &&
    node.getAttribute("type") === next.getAttribute("type")
  );
}

/** A form still showing the visitor the server's answer (its errors), and its newer rendering. */
function isAnsweredForm(node: Node, next: Node): boolean {
  return (
    node instanceof HTMLFormElement &&
    "answered" in node.dataset &&
    next instanceof HTMLFormElement &&
    node.id === next.id
  );
}

/** The head's data (title, description, theme, icons, structured data), swapped when it changed. */
function updateHead(page: Document): void {
  const changing = (head: HTMLHeadElement) =>
    [...head.children].filter((element) => !element.matches(FIXED_HEAD));
  const current = changing(document.head);
  const next = changing(page.head);
  const same =
    current.length === next.length &&
    current.every((element, index) => element.isEqualNode(next[index] ?? null));
  if (same) return;
  for (const element of current) element.remove();
  document.head.append(...next.map((element) => document.importNode(element, true)));
}

/**
 * The whole page becomes `page`, but for the fields (what the visitor typed or chose stays),
 * an open menu (a <details> stays open), a form showing the visitor its errors (`data-answered`,
 * app/enhance/lead-forms.ts) and what this module added (`data-keep`: the toasts).
 */
export function morphPage(page: Document): void {
  updateHead(page);
  // The new body's children (a node given whole would become a child of the old body).
  Idiomorph.morph(document.body, [...page.body.childNodes], {
    morphStyle: "innerHTML",
    callbacks: {
      beforeNodeMorphed: (node, next) =>
        !(keepsItsValue(node) && sameField(node, next)) && !isAnsweredForm(node, next),
      beforeNodeRemoved: (node) => !(node instanceof HTMLElement && "keep" in node.dataset),
      beforeAttributeUpdated: (name, element) =>
        !(name === "open" && element instanceof HTMLDetailsElement),
    },
  });
  for (const name of ["lang", "dir", "data-live-position"]) {
    const value = page.documentElement.getAttribute(name);
    if (value === null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
}

/**
 * One element becomes its newer rendering, fields included (a form with the server's answer),
 * but for fields whose value this module keeps (`data-keep-value`: the challenge solution).
 */
export function morphElement(element: Element, next: Element): void {
  Idiomorph.morph(element, next, {
    morphStyle: "outerHTML",
    callbacks: {
      beforeNodeMorphed: (node, next) =>
        !(node instanceof HTMLElement && "keepValue" in node.dataset && sameField(node, next)),
    },
  });
}
