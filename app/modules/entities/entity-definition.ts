import type { TranslatedText } from "#app/db/translated-text.ts";
import { z } from "#app/lib/zod.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { textIn } from "#app/modules/i18n/translated-content.ts";
import { type FieldMeta, fieldMetaOf } from "./entity-field.ts";

// One definition per editable entity (ADR 0041): a zod object of declared fields
// (entity-field.ts), from which the form's values and defaults, conform's schema, the stored
// row, the labels of the activity log and the localized view visitors get are all derived.
// Adding a field is a key here, a column in db/schema.ts and, where it shows, its renderer.

type Shape = Record<string, z.ZodType>;

/** The keys of the fields whose value is a TranslatedText (declared with translatableText). */
export type TranslatedKeys<Fields extends Shape> = {
  [Key in keyof Fields]: [z.output<Fields[Key]>] extends [TranslatedText]
    ? [TranslatedText] extends [z.output<Fields[Key]>]
      ? Key
      : never
    : never;
}[keyof Fields] &
  string;

export type EntityDefinition<Fields extends Shape> = {
  /** The form's schema: one key per field, each field's own checks. */
  fields: z.ZodObject<Fields>;
  /** Each field's metadata, in the definition's order. */
  meta: { [Key in keyof Fields]: FieldMeta };
  /** The form's values of a new entity. */
  initialValues(): z.input<z.ZodObject<Fields>>;
  /** The form's values of a stored entity (keys the row lacks take their initial value). */
  formValues(stored: Record<string, unknown>): z.input<z.ZodObject<Fields>>;
  /** The stored columns of a valid form's output (form-only fields left out). */
  storedValues(output: z.output<z.ZodObject<Fields>>): Record<string, unknown>;
  /** The labels of the fields whose stored values differ, in the definition's order. */
  changedLabels(before: Record<string, unknown>, after: Record<string, unknown>): string[];
  /** The keys of the translatable fields. */
  translatableKeys: TranslatedKeys<Fields>[];
  /** The stored fields, in order: their key, label and how a value reads in a list of changes. */
  storedFields: StoredField<keyof Fields & string>[];
  /** The values as typed of what a form holds (conform's `form.value`), each field's read back. */
  valuesAsPosted(posted: Record<string, unknown> | undefined): z.input<z.ZodObject<Fields>>;
  /** The form's values as typed, unchecked but bounded (an autosave), each field optional. */
  typedValues: z.ZodType<Partial<z.input<z.ZodObject<Fields>>>>;
};

export type StoredField<Key extends string> = {
  key: Key;
  label: string;
  describe: (stored: unknown) => string;
};

/** A stored value as a list of changes shows it when its field says nothing else. */
function plainDescription(stored: unknown): string {
  if (Array.isArray(stored)) return stored.join(", ");
  return stored == null ? "" : String(stored);
}

export function defineEntity<Fields extends Shape>(shape: Fields): EntityDefinition<Fields> {
  const fields = z.object(shape);
  const meta = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => {
      const found = fieldMetaOf(schema);
      if (!found) throw new Error(`The field "${key}" is not declared with entity-field.ts`);
      return [key, found];
    }),
  ) as { [Key in keyof Fields]: FieldMeta };
  const entries = Object.entries(meta) as [keyof Fields & string, FieldMeta][];
  const stored = entries.filter(([, field]) => field.toStored);
  type Values = z.input<z.ZodObject<Fields>>;
  return {
    fields,
    meta,
    initialValues: () =>
      Object.fromEntries(
        entries.map(([key, field]) => [key, structuredClone(field.initial)]),
      ) as Values,
    formValues: (row) =>
      Object.fromEntries(
        entries.map(([key, field]) => [key, field.toForm(row[key], row)]),
      ) as Values,
    storedValues: (output) =>
      Object.fromEntries(
        stored.map(([key, field]) => [
          key,
          field.toStored?.((output as Record<string, unknown>)[key]),
        ]),
      ),
    changedLabels: (before, after) =>
      stored
        .filter(([key]) => key in after && !sameValue(before[key], after[key]))
        .map(([, field]) => field.label),
    translatableKeys: entries
      .filter(([, field]) => field.translatable)
      .map(([key]) => key as TranslatedKeys<Fields>),
    valuesAsPosted: (posted) =>
      Object.fromEntries(
        entries.map(([key, field]) => {
          const value = posted?.[key];
          if (field.fromPosted) return [key, field.fromPosted(value)];
          return [key, typeof value === "string" ? value : ""];
        }),
      ) as Values,
    storedFields: stored.map(([key, field]) => ({
      key,
      label: field.label,
      describe: field.describe ?? plainDescription,
    })),
    typedValues: z.object(
      Object.fromEntries(
        entries.flatMap(([key, field]) => (field.asTyped ? [[key, field.asTyped.optional()]] : [])),
      ),
    ) as unknown as z.ZodType<Partial<Values>>,
  };
}

/** Whether two stored values are the same (JSON documents compared by their content). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A row's translatable texts as `locale` reads them: `{ name: "Starter" }`, English where missing. */
export type LocalizedTexts<Row, Keys extends keyof Row> = Omit<Row, Keys> & {
  [Key in Keys]: Row[Key] extends TranslatedText | null ? string : Row[Key];
};

/** The row with each of `keys` (translated texts) in `locale`, falling back to English. */
export function localizeTexts<Row extends Record<string, unknown>, Keys extends keyof Row & string>(
  row: Row,
  keys: readonly Keys[],
  locale: Locale,
): LocalizedTexts<Row, Keys> {
  const localized: Record<string, unknown> = { ...row };
  for (const key of keys) localized[key] = textIn(row[key] as TranslatedText, locale);
  return localized as LocalizedTexts<Row, Keys>;
}
