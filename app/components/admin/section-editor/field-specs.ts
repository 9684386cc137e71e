// The editor's form for a section, read from the section type's own zod schema (ADR 0023):
// each prop becomes a field of its kind (section-fields.ts), so a new prop on a type shows in
// the editor without any editor change. Only the kinds are named here; the rules stay in the
// schema, which checks the form as the owner types and again on save.
import type { z } from "#app/lib/zod.ts";
import { DEFAULT_LOCALE, LOCALES } from "#app/modules/i18n/locales.ts";
import {
  sectionButton,
  sectionIcon,
  sectionImage,
  sectionLink,
  TEXT_LIMITS,
} from "#app/modules/sections/section-fields.ts";
import { SECTION_TYPES, type SectionType } from "#app/modules/sections/section-types.ts";

export type FieldSpec =
  /** A text per language; long ones get a text area, rich ones the rich-text editor. */
  | { kind: "localized"; required: boolean; max?: number; multiline: boolean; rich: boolean }
  | { kind: "link"; required: boolean }
  | { kind: "image"; required: boolean }
  | { kind: "icon"; required: boolean }
  | { kind: "choice"; required: boolean; options: readonly string[] }
  | { kind: "text"; required: boolean; max?: number; email: boolean }
  /** Yes/no per item of a sibling list (a comparison row's tick per plan). */
  | { kind: "checks"; required: boolean }
  | { kind: "group"; required: boolean; button: boolean; fields: readonly NamedField[] }
  | { kind: "list"; required: boolean; item: FieldSpec; min: number; max: number };

export type NamedField = { key: string; spec: FieldSpec };

// Read through zod's public API only (a schema's `type`, `unwrap()`, `shape`, `element`,
// `options`, a string's `maxLength` and `format`, an array's bounds from `toJSONSchema()`), so
// that an upgrade of zod that changes its internals cannot silently change the editor.
type AnySchema = z.ZodType;

function isLocalizedObject(shape: Record<string, AnySchema>): boolean {
  const keys = Object.keys(shape);
  return keys.length === LOCALES.length && LOCALES.every((locale) => keys.includes(locale));
}

/** A string's maximum length, if it has one (none on a schema that is not a string). */
function maxLengthOf(schema: AnySchema): number | undefined {
  return schema.type === "string" ? ((schema as z.ZodString).maxLength ?? undefined) : undefined;
}

/** The kind of field a schema is edited with; `rich` marks a prop the type lists as rich text. */
export function fieldSpecOf(schema: AnySchema, { rich = false } = {}): FieldSpec {
  let inner = schema;
  let required = true;
  while (inner.type === "optional") {
    required = false;
    inner = (inner as z.ZodOptional<AnySchema>).unwrap();
  }
  if (inner === sectionLink) return { kind: "link", required };
  if (inner === sectionImage) return { kind: "image", required };
  if (inner === sectionIcon) return { kind: "icon", required };
  switch (inner.type) {
    case "object": {
      const shape = (inner as z.ZodObject).shape as Record<string, AnySchema>;
      if (isLocalizedObject(shape)) {
        const max = maxLengthOf(shape[DEFAULT_LOCALE] as AnySchema);
        return {
          kind: "localized",
          required,
          max,
          multiline: rich || (max ?? 0) > TEXT_LIMITS.short,
          rich,
        };
      }
      return {
        kind: "group",
        required,
        button: inner === sectionButton,
        fields: Object.entries(shape).map(([key, field]) => ({ key, spec: fieldSpecOf(field) })),
      };
    }
    case "array": {
      const element = (inner as z.ZodArray<AnySchema>).element;
      if (element.type === "boolean") return { kind: "checks", required };
      const { minItems, maxItems } = inner.toJSONSchema({ io: "input", unrepresentable: "any" });
      return {
        kind: "list",
        required,
        item: fieldSpecOf(element),
        min: minItems ?? 0,
        max: maxItems ?? Number.POSITIVE_INFINITY,
      };
    }
    case "enum":
      return {
        kind: "choice",
        required,
        options: (inner as z.ZodEnum<Record<string, string>>).options,
      };
    case "string":
      return {
        kind: "text",
        required,
        max: maxLengthOf(inner),
        email: (inner as z.ZodString).format === "email",
      };
    default:
      throw new Error(`The section editor has no field for a "${inner.type}" schema`);
  }
}

/** A section type's fields, in the order its schema lists them. */
export function sectionFields(type: SectionType): readonly NamedField[] {
  const definition = SECTION_TYPES[type];
  const richText: readonly string[] = "richText" in definition ? definition.richText : [];
  return Object.entries(definition.schema.shape as Record<string, AnySchema>).map(
    ([key, schema]) => ({ key, spec: fieldSpecOf(schema, { rich: richText.includes(key) }) }),
  );
}

/**
 * What a new field holds before the owner types: required lists start with their fewest
 * items, required choices with their first option; texts start empty.
 */
export function emptyValueOf(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "localized":
      return {};
    case "group":
      return spec.required || spec.button ? emptyGroupValue(spec.fields) : undefined;
    case "list":
      return Array.from({ length: spec.min }, () => emptyValueOf(spec.item) ?? {});
    case "choice":
      return spec.required ? spec.options[0] : undefined;
    case "icon":
      return spec.required ? "sparkles" : undefined;
    case "checks":
      return [];
    default:
      return spec.required ? "" : undefined;
  }
}

function emptyGroupValue(fields: readonly NamedField[]): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const { key, spec } of fields) {
    const empty = emptyValueOf(spec);
    if (empty !== undefined) value[key] = empty;
  }
  return value;
}

/** A new section of `type` from the palette: its own id, its fields empty. */
export function newSection(type: SectionType, id: string) {
  return { type, props: { id, ...emptyGroupValue(sectionFields(type)) } };
}

/** A new section's id: the type and a short random part (the body's id rule: `[\w-]{1,64}`). */
export function newSectionId(type: SectionType): string {
  return `${type}-${crypto.randomUUID().slice(0, 8)}`;
}
