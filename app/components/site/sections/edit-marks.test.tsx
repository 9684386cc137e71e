import { describe, expect, it } from "vitest";
import {
  type FieldSpec,
  type NamedField,
  newSection,
  sectionFields,
} from "#app/components/admin/section-editor/field-specs.ts";
import { BUILT_IN_PAGES, type BuiltInPageId } from "#app/db/enums.ts";
import { SEEDED_WEEK } from "#app/modules/business-hours/opening-week.ts";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { BUILT_IN_PAGE_ROWS } from "#app/modules/sections/built-in/built-in-pages.ts";
import { type PageBody, type Section, visibleSections } from "#app/modules/sections/page-body.ts";
import {
  SECTION_TYPES,
  type SectionProps,
  type SectionType,
} from "#app/modules/sections/section-types.ts";
import { contactDetails } from "#app/modules/site-config/defaults.ts";
import {
  CONSENT,
  FACTS,
  PLANS,
  PRODUCT,
  renderPageAt,
  SITE,
  VOID_ELEMENTS,
} from "../../../../tests/helpers/page-html.tsx";
import { PageSections, type PageSectionsContext } from "../page-sections.tsx";
import {
  EditMarksProvider,
  FIELD_KIND_MARK,
  FIELD_MARK,
  type MarkedFieldKind,
  SECTION_MARK,
} from "./edit-marks.tsx";

// The page editor's preview finds a clicked text's field by the marks (docs/product.md#page-editor, edit-marks.tsx):
// every section of every type, as the built-in pages hold them, as the editor adds them and with
// every field filled, is marked on its outermost element, each of its texts and images where it
// is shown, at a path its props hold; and a visitor's page has no mark at all.

const SECTION_TYPE_NAMES = Object.keys(SECTION_TYPES) as SectionType[];

/**
 * The texts a section holds but does not show as a text of its own, so that no mark is expected
 * for them: paths, `*` standing for any index, each covering the texts under it.
 */
const NOT_SHOWN_AS_TEXT: { [Type in SectionType]?: (props: SectionProps<Type>) => string[] } = {
  hero: (props) => [
    // The example chat is one image to screen readers, named by its description (aria-label).
    "chat.description",
    // The two labels float beside the example chat: none without it.
    ...(props.chat ? [] : ["statusChip", "noteChip"]),
    // A "WhatsApp chat" button's message is the chat's, sent on WhatsApp (ADR 0048).
    "buttons.*.message",
  ],
  featureCards: (props) =>
    props.variant === "full"
      ? // Full cards: the band's title is its aria-label; no eyebrow, intro, summaries or
        // "more" card.
        ["title", "eyebrow", "intro", "items.*.summary", "more"]
      : // Short cards: neither the full cards' paragraph nor their benefits.
        ["items.*.description", "items.*.benefits"],
  stats: (props) => [
    // What screen readers say for a figure that is a sign (sr-only).
    "items.*.spoken",
    // The band of figures draws neither a title nor a line under a figure.
    ...(props.variant === "band" ? ["title", "items.*.text"] : []),
  ],
  pricing: (props) => [
    // A phrase of the intro kept on one line, not a text of its own.
    "introKeepTogether",
    // The pricing section draws neither (pricing.tsx).
    "badge",
    "note",
    // The plain variant's title is for screen readers only (sr-only); it has no intro.
    ...(props.variant === "plain" ? ["title", "intro"] : []),
  ],
  // The table's caption, for screen readers only (sr-only).
  planComparison: () => ["caption"],
  // Alt texts: the image's mark finds them with the image.
  image: () => ["image.alt"],
  testimonials: () => ["items.*.photo.alt"],
  clientLogos: () => ["items.*.logo.alt"],
  callToAction: () => [
    // A phrase of the text kept on one line, not a text of its own.
    "textKeepTogether",
    // A "WhatsApp chat" button's message is the chat's, sent on WhatsApp (ADR 0048).
    "buttons.*.message",
  ],
  leadership: (props) => [
    "people.*.photo.alt",
    // The e-mail button's aria-label.
    "people.*.email.spokenLabel",
    // Initials stand in for a photo only.
    ...props.people.flatMap((person, index) => (person.photo ? [`people.${index}.initials`] : [])),
  ],
  // The aside's aria-label.
  contactForm: () => ["asideLabel"],
  // The rows are written from the week's times in the page's language (hours-text.ts).
  businessHours: () => ["week"],
};

function notShownAsText(section: Section): string[] {
  const patterns = NOT_SHOWN_AS_TEXT[section.type] as ((props: unknown) => string[]) | undefined;
  return patterns?.(section.props) ?? [];
}

/** Whether `path` is `pattern` or under it, `*` in the pattern matching any index. */
function isUnder(path: string, pattern: string): boolean {
  const parts = path.split(".");
  return pattern
    .split(".")
    .every((part, index) => part === parts[index] || (part === "*" && parts[index] !== undefined));
}

// HTML as React writes it: every `<` starts a tag or a comment (texts and attributes have theirs
// escaped), every attribute value is double-quoted.

type HtmlElement = { name: string; attributes: Record<string, string>; children: HtmlNode[] };
type HtmlNode = HtmlElement | string;

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let at = 0;
  while (at < tag.length) {
    if (tag[at] === " " || tag[at] === "/") {
      at += 1;
      continue;
    }
    const equals = tag.indexOf("=", at);
    const space = tag.indexOf(" ", at);
    if (equals < 0 || (space >= 0 && space < equals)) {
      // A bare attribute (`hidden`).
      const end = space < 0 ? tag.length : space;
      attributes[tag.slice(at, end)] = "";
      at = end;
      continue;
    }
    const close = tag.indexOf('"', equals + 2);
    attributes[tag.slice(at, equals)] = tag.slice(equals + 2, close);
    at = close + 1;
  }
  return attributes;
}

/** The elements and texts of rendered markup, as a tree under a root of no name. */
function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { name: "", attributes: {}, children: [] };
  const open = [root];
  let at = 0;
  while (at < html.length) {
    const current = open.at(-1) as HtmlElement;
    const tagStart = html.indexOf("<", at);
    const textEnd = tagStart < 0 ? html.length : tagStart;
    if (textEnd > at) current.children.push(html.slice(at, textEnd));
    if (tagStart < 0) break;
    if (html.startsWith("<!--", tagStart)) {
      at = html.indexOf("-->", tagStart) + "-->".length;
      continue;
    }
    const tagEnd = html.indexOf(">", tagStart);
    const tag = html.slice(tagStart + 1, tagEnd);
    at = tagEnd + 1;
    if (tag.startsWith("/")) {
      const closed = open.pop();
      if (closed?.name !== tag.slice(1))
        throw new Error(`</${tag.slice(1)}> closes ${closed?.name}`);
      continue;
    }
    const nameEnd = [" ", "/"].map((end) => tag.indexOf(end)).filter((index) => index > 0);
    const name = tag.slice(0, Math.min(tag.length, ...nameEnd)).toLowerCase();
    const element: HtmlElement = {
      name,
      attributes: attributesOf(tag.slice(name.length)),
      children: [],
    };
    current.children.push(element);
    if (!tag.endsWith("/") && !VOID_ELEMENTS.has(name)) open.push(element);
  }
  if (open.length > 1) throw new Error(`<${open.at(-1)?.name}> is not closed`);
  return root;
}

const elementsOf = (node: HtmlElement) =>
  node.children.filter((child): child is HtmlElement => typeof child !== "string");

const textOf = (node: HtmlNode): string =>
  typeof node === "string" ? node : node.children.map(textOf).join("");

/** Each element under `node`, with the id of the nearest section mark around it (or on it). */
function* markedElements(
  node: HtmlElement,
  sectionId?: string,
): Generator<{ element: HtmlElement; sectionId?: string }> {
  for (const element of elementsOf(node)) {
    const id = element.attributes[SECTION_MARK] ?? sectionId;
    yield { element, sectionId: id };
    yield* markedElements(element, id);
  }
}

// The section types' schemas, read as the editor's form reads them (field-specs.ts).

function specAt(type: SectionType, path: string): FieldSpec | undefined {
  const [first, ...rest] = path.split(".");
  let spec = sectionFields(type).find((field) => field.key === first)?.spec;
  for (const part of rest) {
    if (spec?.kind === "list" && Number.isInteger(Number(part))) spec = spec.item;
    else if (spec?.kind === "group") spec = spec.fields.find((field) => field.key === part)?.spec;
    else return undefined;
  }
  return spec;
}

function valueAt(props: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (value, part) => (value as Record<string, unknown> | undefined)?.[part],
      props,
    );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isLocalizedText = (value: unknown) =>
  isRecord(value) &&
  typeof value.en === "string" &&
  Object.entries(value).every(
    ([key, text]) => LOCALES.includes(key as never) && typeof text === "string",
  );

const isImage = (value: unknown) =>
  isRecord(value) && typeof value.media === "string" && isLocalizedText(value.alt);

/** What a mark of `kind` stands on: a plain text, a rich text or an image (section-fields.ts). */
function holdsKind(spec: FieldSpec | undefined, kind: MarkedFieldKind): boolean {
  if (kind === "image") return spec?.kind === "image";
  return spec?.kind === "localized" && spec.rich === (kind === "richText");
}

/** The paths of the texts a section's props hold, alt texts included. */
function textPaths(fields: readonly NamedField[], props: Record<string, unknown>): string[] {
  const under = (spec: FieldSpec, value: unknown, path: string): string[] => {
    if (value === undefined) return [];
    switch (spec.kind) {
      case "localized":
        return [path];
      case "image":
        return isRecord(value) ? [`${path}.alt`] : [];
      case "group":
        return spec.fields.flatMap((field) =>
          under(field.spec, (value as Record<string, unknown>)[field.key], `${path}.${field.key}`),
        );
      case "list":
        return (value as unknown[]).flatMap((item, index) =>
          under(spec.item, item, `${path}.${index}`),
        );
      default:
        return [];
    }
  };
  return fields.flatMap((field) => under(field.spec, props[field.key], field.key));
}

// The sections drawn.

const body = (content: Section[]): PageBody => ({ root: { props: {} }, content });

/** A value for every field, optional ones too, two items a list (`index`: the item's place). */
function filledValue(spec: FieldSpec, path: string, index = 0): unknown {
  switch (spec.kind) {
    case "localized":
      return spec.rich
        ? { en: `<p>${path}</p>`, ur: `<p>${path} اردو</p>` }
        : { en: path, ur: `${path} اردو` };
    case "link":
      return index === 0 ? "/features" : "/form";
    case "image":
      return { media: "photo.jpg", alt: { en: `${path} alt` } };
    case "icon":
      return "sparkles";
    case "choice":
      return spec.options[index % spec.options.length];
    case "text":
      return spec.email ? "owner@acme.example" : `item-${index}`;
    case "checks":
      return [true, false];
    case "group":
      return filledGroup(spec.fields, path);
    case "list":
      return Array.from({ length: Math.min(2, spec.max) }, (_, item) =>
        filledValue(spec.item, `${path}.${item}`, item),
      );
  }
}

function filledGroup(fields: readonly NamedField[], path?: string) {
  return Object.fromEntries(
    fields.map(({ key, spec }) => [key, filledValue(spec, path ? `${path}.${key}` : key)]),
  );
}

/** Every field filled, once per variant of a type that has variants. */
const filledSections = SECTION_TYPE_NAMES.flatMap((type): Section[] => {
  const fields = sectionFields(type);
  const variant = fields.find((field) => field.key === "variant")?.spec;
  const variants = variant?.kind === "choice" ? variant.options : [undefined];
  return variants.map((name) => ({
    type,
    props: {
      ...filledGroup(fields),
      // The hours' times are clocks (opening-week.ts), which no filler's text is.
      ...(type === "businessHours" && { week: SEEDED_WEEK }),
      id: `${type}-${name ?? "filled"}`,
      ...(name && { variant: name }),
    },
  }));
});

/** What a case draws: a page's sections, and whether each holds every text it shows. */
type Case = { name: string; content: Section[]; complete: boolean };

const CASES: Case[] = [
  ...Object.entries(BUILT_IN_PAGE_ROWS).map(([slug, page]) => ({
    name: `the built-in page ${slug}`,
    content: page.defaultBody().content,
    complete: true,
  })),
  {
    // As the editor adds them: empty texts, optional fields left out (a required image is "").
    name: "a new section of every type",
    content: SECTION_TYPE_NAMES.map(
      (type) => newSection(type, `new-${type}`) as unknown as Section,
    ),
    complete: false,
  },
  { name: "every field filled, every variant", content: filledSections, complete: true },
];

const ALL_PAGES = BUILT_IN_PAGES.map((page) => page.id);

/** With every built-in page on, and with none (a "more" card shows its fallback). */
const PAGES_ON: readonly (readonly BuiltInPageId[])[] = [ALL_PAGES, []];

function render(
  content: Section[],
  {
    marked,
    enabledPages = ALL_PAGES,
    inColumn = false,
  }: { marked: boolean; enabledPages?: readonly BuiltInPageId[]; inColumn?: boolean },
) {
  const context: PageSectionsContext = {
    locale: "en",
    facts: FACTS,
    path: "/a-page",
    inColumn,
    contact: contactDetails(SITE),
    timeZoneLabel: "PKT",
    enabledPages,
    plans: PLANS,
    consent: CONSENT,
    chatChannels: [],
  };
  const sections = <PageSections body={body(content)} context={context} />;
  return renderPageAt({ path: "/a-page", locale: "en", product: PRODUCT, site: SITE }, () =>
    marked ? <EditMarksProvider value={true}>{sections}</EditMarksProvider> : sections,
  );
}

/**
 * The elements a section is drawn as, alone on a page: the contact details and hours standing
 * alone get a column of a card's width around them (page-sections.tsx, Framed), which is the
 * page's, not theirs; React writes a preload link ahead of an image loaded eagerly, which goes
 * to the document's head.
 */
function outermostElements(section: Section): HtmlElement[] {
  const tree = parseHtml(render([section], { marked: true, inColumn: true }));
  const framed = section.type === "contactCards" || section.type === "businessHours";
  const drawn = framed ? elementsOf(tree).flatMap(elementsOf) : elementsOf(tree);
  return drawn.filter((element) => element.name !== "link");
}

describe.each(CASES)("the edit marks of $name", ({ content, complete }) => {
  const sections = visibleSections(body(content));
  const byId = new Map(sections.map((section) => [section.props.id, section]));

  it.each(sections.map((section) => [section.props.id, section] as const))(
    "marks %s on its outermost elements",
    (id, section) => {
      const outermost = outermostElements(section);
      // A section with nothing to show (contact details without cards or places) draws nothing.
      if (outermost.length === 0)
        expect(textOf(parseHtml(render([section], { marked: true })))).toBe("");
      for (const element of outermost) expect(element.attributes[SECTION_MARK]).toBe(id);
    },
  );

  it.each(PAGES_ON.map((enabledPages) => [enabledPages.length, enabledPages] as const))(
    "marks each field at a path its section holds, a plain text alone in its element (%i pages on)",
    (_count, enabledPages) => {
      const tree = parseHtml(render(content, { marked: true, enabledPages }));
      const problems: string[] = [];
      for (const { element, sectionId } of markedElements(tree)) {
        const path = element.attributes[FIELD_MARK];
        if (path === undefined) continue;
        const kind = element.attributes[FIELD_KIND_MARK] as MarkedFieldKind;
        const section = sectionId === undefined ? undefined : byId.get(sectionId);
        if (!section) {
          problems.push(`${path}: outside any section`);
          continue;
        }
        const where = `${section.props.id} ${path} (${kind})`;
        if (!holdsKind(specAt(section.type, path), kind))
          problems.push(`${where}: not in its type`);
        const value = valueAt(section.props, path);
        const holds = kind === "image" ? isImage(value) : isLocalizedText(value);
        // A new section's field before the owner fills it (field-specs.ts, emptyValueOf).
        const unset =
          !complete &&
          (value === undefined ||
            value === "" ||
            (isRecord(value) && Object.keys(value).length === 0));
        if (!holds && !unset) problems.push(`${where}: holds ${JSON.stringify(value)}`);
        if (kind === "text" && elementsOf(element).length > 0) {
          problems.push(`${where}: an element inside the text`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it("marks every text shown, on some page", () => {
    const marked = new Set<string>();
    for (const enabledPages of PAGES_ON) {
      const tree = parseHtml(render(content, { marked: true, enabledPages }));
      for (const { element, sectionId } of markedElements(tree)) {
        const path = element.attributes[FIELD_MARK];
        if (path !== undefined) marked.add(`${sectionId} ${path}`);
      }
    }
    const unmarked = sections.flatMap((section) => {
      const allowed = notShownAsText(section);
      return textPaths(sectionFields(section.type), section.props)
        .filter((path) => !allowed.some((pattern) => isUnder(path, pattern)))
        .filter((path) => !marked.has(`${section.props.id} ${path}`))
        .map((path) => `${section.props.id} ${path}`);
    });
    expect(unmarked).toEqual([]);
  });

  it("has no mark on a visitor's page", () => {
    for (const enabledPages of PAGES_ON) {
      expect(render(content, { marked: false, enabledPages })).not.toContain("data-edit-");
    }
  });
});
