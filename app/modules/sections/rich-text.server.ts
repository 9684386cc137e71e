// Rich text in a body is sanitized on save and again on render (ADR 0023, DECISIONS §3): what
// a page draws never holds markup the allow-list would not let through, whatever is stored.
import { sanitizeRichText } from "#app/modules/content/sanitize-html.server.ts";
import type { PageBody, Section } from "./page-body.ts";
import type { LocalizedText } from "./section-fields.ts";
import { SECTION_TYPES, type SectionTypeDefinition } from "./section-types.ts";

function sanitizedText(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([locale, html]) => [locale, sanitizeRichText(html ?? "")]),
  );
}

function sanitizedSection(section: Section): Section {
  const richText = (SECTION_TYPES[section.type] as SectionTypeDefinition).richText;
  if (!richText) return section;
  const props = { ...section.props };
  for (const name of richText) {
    const value = props[name];
    if (value && typeof value === "object") props[name] = sanitizedText(value as LocalizedText);
  }
  return { ...section, props };
}

/** The body with every rich-text prop, in every language, through the allow-list. */
export function withSanitizedRichText(body: PageBody): PageBody {
  return { ...body, content: body.content.map(sanitizedSection) };
}
