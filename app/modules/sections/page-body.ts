// A page's body: its sections in order, in Puck's data shape
// (`{ root: { props }, content: [{ type, props: { id, ... } }] }`), so that a drag-and-drop
// layout editor could read it without a migration (docs/decisions/0023-pages-built-from-sections.md).
import { z } from "#app/lib/zod.ts";
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
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, body: { root: { props: {} }, content } };
}

/** The sections a visitor sees, in order. */
export function visibleSections(body: PageBody): Section[] {
  return body.content.filter((section) => !section.props.hidden);
}
