// Rich text inside sections goes through the allow-list sanitizer on save and again on render
// (ADR 0023, docs/product.md#security), like a page's rich-text body: each type lists its rich-text props
// (`richText` in section-types.ts), whose value is a text per language of HTML.
import {
  allowListedRichText,
  sanitizeRichText,
} from "#app/modules/content/sanitize-html.server.ts";
import { type BodyIssue, type PageBody, parsePageBody, type Section } from "./page-body.ts";
import { type NamedBodyIssue, nameBodyIssues } from "./section-field-labels.ts";
import { SECTION_TYPES, type SectionTypeDefinition } from "./section-types.ts";
import type { PreviewSection } from "./sections-form.ts";

function richTextProps(section: Section): readonly string[] {
  return (SECTION_TYPES[section.type] as SectionTypeDefinition).richText ?? [];
}

/**
 * `body` with each rich-text prop's texts mapped by `sanitize`; an issue for a text it cannot
 * take (null), at the text's place.
 */
function mapRichText(
  body: PageBody,
  sanitize: (html: string) => string | null,
): { body: PageBody; issues: BodyIssue[] } {
  const issues: BodyIssue[] = [];
  const content = body.content.map((section, index) => {
    const props = richTextProps(section);
    if (props.length === 0) return section;
    const next: Section = { type: section.type, props: { ...section.props } };
    for (const prop of props) {
      const texts = section.props[prop] as Record<string, string> | undefined;
      if (!texts) continue;
      next.props[prop] = Object.fromEntries(
        Object.entries(texts).map(([locale, html]) => {
          const path = `content.${index}.props.${prop}.${locale}`;
          // Trimmed as a typed text is, so that a stored body checks as itself.
          const clean = sanitize(html)?.trim() ?? null;
          if (clean === null) {
            issues.push({ path, message: "The text nests its formatting too deeply" });
          }
          return [locale, clean ?? ""];
        }),
      );
    }
    return next;
  });
  return { body: { root: body.root, content }, issues };
}

/** A checked body with its rich text through the allow-list, as a page shows it. */
export function sanitizedSectionBody(body: PageBody): PageBody {
  return mapRichText(body, sanitizeRichText).body;
}

/**
 * The live preview's sections (drawn from the editor's unsaved form, docs/product.md#page-editor) with their rich
 * text through the allow-list, as the live page shows it; what cannot be drawn stays as it is.
 */
export function sanitizedPreviewSections(sections: readonly PreviewSection[]): PreviewSection[] {
  return sections.map((item) => {
    if (!("section" in item)) return item;
    const [section] = sanitizedSectionBody({
      root: { props: {} },
      content: [item.section],
    }).content;
    return { section: section ?? item.section };
  });
}

/**
 * A body as posted, ready to store: checked against the section types and its rich text
 * sanitized, or every problem with its field named. Nothing of a body with a problem is kept.
 */
export function storablePageBody(
  input: unknown,
): { ok: true; body: PageBody } | { ok: false; issues: NamedBodyIssue[] } {
  const parsed = parsePageBody(input);
  if (!parsed.ok) return { ok: false, issues: nameBodyIssues(input, parsed.issues) };
  const sanitized = mapRichText(parsed.body, allowListedRichText);
  if (sanitized.issues.length > 0) {
    return { ok: false, issues: nameBodyIssues(input, sanitized.issues) };
  }
  // Checked again as sanitized: closing what was left open can take HTML over its limit, and
  // removing what is not allowed can leave an English text empty.
  const stored = parsePageBody(sanitized.body);
  if (!stored.ok) return { ok: false, issues: nameBodyIssues(input, stored.issues) };
  return { ok: true, body: stored.body };
}
