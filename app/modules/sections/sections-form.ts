// The page editor's form (docs/decisions/0023-pages-built-from-sections.md): one form holds a
// page's sections, its field names the body's own paths (`content[2].props.items[0].answer.en`),
// and one zod schema per section type checks it, in the browser as the owner types and in the
// editor's action before the save checks it again (parsePageBody). Conform with zod, as the
// Epic Stack does: `parseWithZod` on both sides.
import { parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import { z } from "#app/lib/zod.ts";
import type { BodyIssue, PageBody, Section } from "./page-body.ts";
import { SECTION_TYPES, type SectionType } from "./section-types.ts";

/** A section as the form holds it: its type, and its props with the id and hidden flag. */
function sectionFormSchema(type: SectionType) {
  return z.object({
    type: z.literal(type),
    props: SECTION_TYPES[type].schema.safeExtend({
      id: z.string(),
      hidden: z.boolean().optional(),
    }),
  });
}

const SECTION_TYPE_NAMES = Object.keys(SECTION_TYPES) as SectionType[];

const sectionsSchema = z.object({
  content: z.array(
    z.discriminatedUnion(
      "type",
      SECTION_TYPE_NAMES.map(sectionFormSchema) as unknown as [
        ReturnType<typeof sectionFormSchema>,
        ...ReturnType<typeof sectionFormSchema>[],
      ],
    ),
  ),
});

/**
 * How posted strings become values. An empty required text stays "" so that its own rule
 * speaks ("Enter the English text", "Enter a link address") rather than a type error; an empty
 * optional one is still dropped by its optional wrapper. A yes/no is a hidden input holding
 * "true" or "false" (a checkbox posts nothing when unticked, which would shorten a list).
 */
const { coerceFormValue } = configureCoercion({
  type: { boolean: (text) => text === "true" || text === "on" },
  // Every string schema, e-mail addresses included (not a ZodString, but a string all the same).
  customize: (type) => (type._zod.def.type === "string" ? (value) => value : null),
});

const sectionsFormSchema = coerceFormValue(sectionsSchema);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A value without the nothing a form leaves behind: keys without a value, and optional texts
 * left empty in every language (`{}`), so that an untouched badge is no badge.
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (!isPlainObject(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const cleaned = withoutEmptyValues(item);
    if (cleaned === undefined) continue;
    if (isPlainObject(cleaned) && Object.keys(cleaned).length === 0) continue;
    kept[key] = cleaned;
  }
  return kept;
}

/** Reads the editor's posted form: the body it holds, or each problem by field name. */
export function parseSectionsForm(formData: FormData) {
  return parseWithZod(formData, { schema: sectionsFormSchema, disableAutoCoercion: true });
}

/** The body a successfully read form holds. */
export function pageBodyOfForm(value: z.output<typeof sectionsSchema>): PageBody {
  return {
    root: { props: {} },
    content: value.content.map((section) => withoutEmptyValues(section) as Section),
  };
}

/**
 * A form's values in one canonical shape, whether read from a body or from the inputs: texts
 * as typed, yes/no as "true"/"false", nothing for what is empty (an empty list has no inputs,
 * and is read back as empty). The editor starts from it, and compares it to tell whether
 * anything changed since (autosave).
 */
export function canonicalFormValue(value: unknown): unknown {
  if (typeof value === "boolean") return String(value);
  if (value === "") return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(canonicalFormValue);
  if (!isPlainObject(value)) return value;
  return withoutEmptyValues(
    Object.fromEntries(Object.entries(value).map(([key, item]) => [key, canonicalFormValue(item)])),
  );
}

/** The form's values for a body: its sections, in the canonical shape. */
export function sectionsFormValue(body: PageBody): SectionsFormValue {
  return canonicalFormValue({ content: body.content }) as SectionsFormValue;
}

/** What the editor's form holds: its sections' fields as the inputs hold them. */
export type SectionsFormValue = { content?: unknown[] };

/** A body path (`content.2.props.items.0.answer.en`) as the form field's name. */
export function fieldNameOfPath(path: string): string {
  return path
    .split(".")
    .filter(Boolean)
    .reduce((name, segment) => {
      if (/^\d+$/.test(segment)) return `${name}[${segment}]`;
      return name ? `${name}.${segment}` : segment;
    }, "");
}

/** A refused body's problems as the form's field errors, each at its field. */
export function fieldErrorsOfIssues(issues: readonly BodyIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = fieldNameOfPath(issue.path);
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return errors;
}
