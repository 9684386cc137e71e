// The page editor's form (docs/decisions/0023-pages-built-from-sections.md): one form holds a
// page's sections, its field names the body's own paths (`content[2].props.items[0].answer.en`),
// and one zod schema per section type checks it, in the browser as the owner types and in the
// editor's action before the save checks it again (parsePageBody). Conform with zod, as the
// Epic Stack does: `parseWithZod` on both sides.
import { parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import { z } from "#app/lib/zod.ts";
import { type BodyIssue, MAX_SECTIONS, type PageBody, type Section } from "./page-body.ts";
import { type NamedBodyIssue, nameBodyIssues } from "./section-field-labels.ts";
import { isSectionType, SECTION_TYPES, type SectionType } from "./section-types.ts";

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
  content: z
    .array(
      z.discriminatedUnion(
        "type",
        SECTION_TYPE_NAMES.map(sectionFormSchema) as unknown as [
          ReturnType<typeof sectionFormSchema>,
          ...ReturnType<typeof sectionFormSchema>[],
        ],
      ),
    )
    .max(MAX_SECTIONS, { error: `A page holds at most ${MAX_SECTIONS} sections` }),
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

/** Each section type's form, read on its own (the preview draws the sections that read). */
const sectionFormSchemas = new Map<SectionType, z.ZodType>();
function coercedSectionSchema(type: SectionType): z.ZodType {
  let schema = sectionFormSchemas.get(type);
  if (!schema) {
    schema = coerceFormValue(sectionFormSchema(type));
    sectionFormSchemas.set(type, schema);
  }
  return schema;
}

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

/** A section of the editor's preview: drawn, or what keeps it from being drawn. */
export type PreviewSection =
  | { section: Section }
  | { id: string; type: SectionType | null; issues: NamedBodyIssue[] };

/**
 * What the editor's live preview draws from the form as it stands, unsaved (docs/product.md#page-editor): every
 * section that reads by its type's schema, in order, and, in its place, what keeps any other
 * from being drawn (an English headline cleared to be typed again), so that one half-typed
 * section never blanks the page. The save checks the whole form again (parseSectionsForm).
 */
export function previewOfSectionsForm(formData: FormData): PreviewSection[] {
  const submission = parseSectionsForm(formData);
  if (submission.status === "success") {
    return pageBodyOfForm(submission.value).content.map((section) => ({ section }));
  }
  const payload = submission.payload as { content?: unknown };
  const content = Array.isArray(payload.content) ? payload.content.slice(0, MAX_SECTIONS) : [];
  return content.map((raw, index) => {
    const item = (isPlainObject(raw) ? raw : {}) as { type?: unknown; props?: { id?: unknown } };
    const type = isSectionType(item.type) ? item.type : null;
    const id = typeof item.props?.id === "string" ? item.props.id : `section-${index + 1}`;
    if (!type) {
      return {
        id,
        type,
        issues: nameBodyIssues(payload, [
          { path: `content.${index}.type`, message: "This section has no type" },
        ]),
      };
    }
    const parsed = coercedSectionSchema(type).safeParse(item);
    if (parsed.success) return { section: withoutEmptyValues(parsed.data) as Section };
    const issues: BodyIssue[] = parsed.error.issues.map((issue) => ({
      path: [`content.${index}`, ...issue.path.map(String)].join("."),
      message: issue.message,
    }));
    return { id, type, issues: nameBodyIssues(payload, issues) };
  });
}

/** The preview's sections in runs: consecutive drawable ones as a body, each other one alone. */
export function previewRuns(
  sections: readonly PreviewSection[],
): ({ body: PageBody } | Exclude<PreviewSection, { section: Section }>)[] {
  const runs: ({ body: PageBody } | Exclude<PreviewSection, { section: Section }>)[] = [];
  for (const item of sections) {
    const last = runs.at(-1);
    if (!("section" in item)) runs.push(item);
    else if (last && "body" in last) last.body.content.push(item.section);
    else runs.push({ body: { root: { props: {} }, content: [item.section] } });
  }
  return runs;
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

/**
 * A refused save's problems by path (`content.2.props.title.ur`) as the form's field errors:
 * the body's, each at its field; the item's other fields are not in this form.
 */
export function bodyFieldErrors(
  byPath: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(byPath)) {
    if (!path.startsWith("content.")) continue;
    const name = fieldNameOfPath(path);
    errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return errors;
}
