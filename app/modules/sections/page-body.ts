// A page's body: its sections in order, in Puck's data shape
// (`{ root: { props }, content: [{ type, props: { id, ... } }] }`), so that a drag-and-drop
// layout editor could read it without a migration (docs/decisions/0023-pages-built-from-sections.md).
import { unstorableStrings } from "#app/lib/storable-json.ts";
import { z } from "#app/lib/zod.ts";
import type { TranslatedText } from "./section-fields.ts";
import { isSectionType, SECTION_TYPES, type SectionType } from "./section-types.ts";

/** More than any real page has; a bound on what one save may ask the server to check. */
export const MAX_SECTIONS = 60;

export type Section = {
  type: SectionType;
  props: { id: string; hidden?: boolean } & Record<string, unknown>;
};
export type PageBody = { root: { props: Record<string, never> }; content: Section[] };

/** One thing wrong with a posted body: where (`content.2.props.items.0.answer.ur`) and what. */
export type BodyIssue = { path: string; message: string };

const SECTION_ID = /^[\w-]{1,64}$/;

const envelope = z.strictObject({
  root: z.strictObject({ props: z.strictObject({}) }),
  content: z
    .array(z.strictObject({ type: z.string(), props: z.record(z.string(), z.unknown()) }))
    .max(MAX_SECTIONS, { error: `A page holds at most ${MAX_SECTIONS} sections` }),
});

const pathOf = (segments: readonly PropertyKey[]) => segments.map(String).join(".");

/**
 * Checks a body as posted or stored: the envelope, then each section against its own type's
 * schema. Every problem is reported with its place, and nothing of a body with a problem is
 * kept: a save either stores all of it or changes nothing.
 */
export function parsePageBody(
  input: unknown,
): { ok: true; body: PageBody } | { ok: false; issues: BodyIssue[] } {
  const parsed = envelope.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: pathOf(issue.path),
        message: issue.message,
      })),
    };
  }
  const issues: BodyIssue[] = [];
  const ids = new Set<string>();
  const content: Section[] = [];
  parsed.data.content.forEach(({ type, props }, index) => {
    const at = `content.${index}`;
    if (!isSectionType(type)) {
      issues.push({ path: `${at}.type`, message: `There is no section type "${type}"` });
      return;
    }
    const { id, hidden, ...fields } = props;
    if (typeof id !== "string" || !SECTION_ID.test(id) || ids.has(id)) {
      issues.push({ path: `${at}.props.id`, message: "Each section needs its own id" });
    } else ids.add(id);
    if (hidden !== undefined && typeof hidden !== "boolean") {
      issues.push({ path: `${at}.props.hidden`, message: "Hidden is yes or no" });
    }
    const checked = SECTION_TYPES[type].schema.safeParse(fields);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        issues.push({ path: `${at}.props.${pathOf(issue.path)}`, message: issue.message });
      }
      return;
    }
    content.push({
      type,
      props: { id: id as string, ...(hidden ? { hidden: true } : {}), ...checked.data },
    });
  });
  // Texts drop what jsonb cannot hold as they are typed (section-fields.ts); a value no one
  // types (a link, a name) that still holds one is refused rather than failing the save.
  for (const path of unstorableStrings(content, "content")) {
    issues.push({ path, message: "Remove the character that cannot be stored" });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, body: { root: { props: {} }, content } };
}

/** A body without sections. */
export function emptyPageBody(): PageBody {
  return { root: { props: {} }, content: [] };
}

/**
 * A page whose body was one rich text (a content page before sections, ADR 0023) as a body:
 * one Text section holding it, or no section when it is empty.
 */
export function richTextPageBody(html: TranslatedText): PageBody {
  if (!html.en?.trim()) return emptyPageBody();
  return {
    root: { props: {} },
    content: [{ type: "richText", props: { id: "text", body: html } }],
  };
}

/**
 * A page made of a title and a rich text (a page created in the Content Manager, a content page
 * from before sections) as a body: its title as the page heading, the page's one h1, then its
 * text as one Text section (none when empty).
 */
export function textPageBody(title: TranslatedText, html: TranslatedText): PageBody {
  return {
    root: { props: {} },
    content: [
      { type: "pageHeader", props: { id: "heading", title } },
      ...richTextPageBody(html).content,
    ],
  };
}

/**
 * A stored body as the console reads it: all of it when it parses, else the sections that
 * still pass their type's check on their own (a type changed under it, a row written by hand),
 * with what was left out. Reading never fails, so a bad row never takes the console down; the
 * editor says what is missing, and the next save stores what it shows. Null: no body (a blog
 * post, an Urdu row).
 */
export function readPageBody(stored: unknown): { body: PageBody | null; issues: BodyIssue[] } {
  if (stored === null || stored === undefined) return { body: null, issues: [] };
  const parsed = parsePageBody(stored);
  if (parsed.ok) return { body: parsed.body, issues: [] };
  const content: Section[] = [];
  const ids = new Set<string>();
  const sections = (stored as { content?: unknown }).content;
  for (const section of Array.isArray(sections) ? sections.slice(0, MAX_SECTIONS) : []) {
    const alone = parsePageBody({ root: { props: {} }, content: [section] });
    const kept = alone.ok ? alone.body.content[0] : undefined;
    if (kept && !ids.has(kept.props.id)) {
      ids.add(kept.props.id);
      content.push(kept);
    }
  }
  return { body: { root: { props: {} }, content }, issues: parsed.issues };
}

/** The sections a visitor sees, in order. */
export function visibleSections(body: PageBody): Section[] {
  return body.content.filter((section) => !section.props.hidden);
}
