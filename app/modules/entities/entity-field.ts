import type { TranslatedText } from "#app/db/translated-text.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale } from "#app/modules/i18n/locales.ts";

// The fields an editable entity is declared with (ADR 0041). Each is a zod schema of the value
// its form posts, registered in `entityFields` with what the rest of the product derives from
// it: the label, the control, the limit, the new entity's value, and how a stored value becomes
// the form's and back. Everything reads the metadata through zod's registry API, never through
// zod's internals.

/** How the console draws a field; "custom" ones are drawn by the entity's own component. */
export type FieldControl =
  | "text"
  | "textarea"
  | "amount"
  | "whole-number"
  | "select"
  | "switch"
  /** A picture's address, typed in or picked from the media library. */
  | "image"
  | "custom";

/** What kind of text a text field holds, when one the browser knows: its input follows it. */
type TextFormat = "email" | "phone" | "link";

export type FieldMeta = {
  /** The console's label, and the field's name in change lists and the activity log. */
  label: string;
  description?: string;
  placeholder?: string;
  /** The part of its editor the field is on (a tab), when the editor has parts. */
  group?: string;
  control: FieldControl;
  /** Longest text, in characters (the input's maxLength). */
  limit?: number;
  /** The length a text should have, shown as guidance beside its input: nothing is refused. */
  recommended?: { min: number; max: number };
  /** Whole number bounds (the input's min and max). */
  range?: readonly [number, number];
  required?: boolean;
  /** An e-mail address, a phone number or a web link: the input's type and autofill. */
  format?: TextFormat;
  /**
   * Stored as a TranslatedText, a value per language: translatableText's form has an input per
   * language; a page's texts are edited one language's form at a time (ADR 0042).
   */
  translatable?: boolean;
  /**
   * A name that reads the same in every language until a translation is written (the site's
   * title): the Translations view does not ask for one (ADR 0051).
   */
  translationOptional?: boolean;
  /** A select's choices, in order. */
  options?: readonly { value: string; label: string }[];
  /**
   * An amount the entity's card lists when above 0, as "{label} {amount}": the label per
   * language, kept with the field so a new fee needs no catalogue entry or renderer of its own.
   */
  cardLabel?: TranslatedText;
  /** The card's amount is the console's alone: visitors' cards leave it out. */
  consoleOnly?: boolean;
  /** The kinds of the entity that have the field (a post's picture); absent: every kind. */
  kinds?: readonly string[];
  /** The form's value of a new entity. */
  initial: unknown;
  /** The form's value of a stored one (its own column, and the row for what depends on others). */
  toForm: (stored: unknown, row: Record<string, unknown>) => unknown;
  /** The stored value of a valid form's output; absent: the form's own (not stored). */
  toStored?: (value: unknown) => unknown;
  /**
   * The value as the form holds it while it is typed, unchecked but bounded: what an autosave
   * keeps until the form is saved and checked. Absent: not kept.
   */
  asTyped?: z.ZodType;
  /** How a stored value reads in a list of changes; absent: as text, a list joined by commas. */
  describe?: (stored: unknown) => string;
  /**
   * The value as typed, from what a form holds of the field (conform's `form.value`: texts,
   * "on" for a checked box, one text or a list for several); absent: a text, or "".
   */
  fromPosted?: (posted: unknown) => unknown;
};

/** Whether a switch's value as a form holds it ("true", or "on" as conform writes it) is on. */
export const isSwitchOn = (value: unknown) => value === "true" || value === "on" || value === true;

/** As the registry holds it: zod's own types inside its metadata are held opaque. */
type RegisteredMeta = Omit<FieldMeta, "asTyped"> & { asTyped?: unknown };

export const entityFields = z.registry<RegisteredMeta>();

/** The field's metadata, or undefined for a schema that was not declared as a field. */
export function fieldMetaOf(schema: z.ZodType): FieldMeta | undefined {
  return entityFields.get(schema) as FieldMeta | undefined;
}

/** Registers `schema` as a field with its metadata (the kinds below and formatted-text-fields.ts). */
export function declareField<Schema extends z.ZodType>(schema: Schema, meta: FieldMeta): Schema {
  entityFields.add(schema as z.ZodType, meta);
  return schema;
}

/** How a field is presented in the console. */
export type Presentation = {
  label: string;
  description?: string;
  placeholder?: string;
  group?: string;
};

/** What a translatable text's form posts: a text per language, "" where none. */
type TranslatedTextValues = Record<Locale, string>;

/** A text per language, as the form shows it: "" for a language without one. */
export function translatedTextValues(stored: unknown): TranslatedTextValues {
  const text = (stored ?? {}) as TranslatedText;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typeof text[locale] === "string" ? text[locale] : ""]),
  ) as TranslatedTextValues;
}

/** The stored shape of typed texts: languages left empty are left out. */
function storedTranslatedText(values: Partial<Record<Locale, string>>): TranslatedText {
  const stored: TranslatedText = {};
  for (const locale of LOCALES) {
    const value = values[locale];
    if (value !== undefined && value !== "") stored[locale] = value;
  }
  return stored;
}

/**
 * The inputs of a text per language: `en`, `ur`, … (from LOCALES), each trimmed and at most
 * `max` characters, English required when `required`; the output leaves empty languages out.
 * `nameIn` names the text in a language's messages ("Name", "Urdu name").
 */
export function translatedTextInputs({
  max,
  required = false,
  multiLine = false,
  nameIn,
}: {
  max: number;
  required?: boolean;
  multiLine?: boolean;
  nameIn: (locale: Locale) => string;
}) {
  const shape = Object.fromEntries(
    LOCALES.map((locale) => {
      const english = locale === DEFAULT_LOCALE;
      const requiredMessage = `${nameIn(locale)} is required`;
      const text = typedText({
        multiLine,
        error: english && required ? requiredMessage : undefined,
      })
        .trim()
        .max(max, `${nameIn(locale)} must be at most ${max} characters`);
      return [locale, english && required ? text.min(1, requiredMessage) : text.default("")];
    }),
  ) as unknown as Record<Locale, z.ZodType<string, string | undefined>>;
  const texts = z.object(shape);
  return texts.prefault({} as z.input<typeof texts>).transform(storedTranslatedText);
}

/**
 * A text visitors read in their language: the form posts `field.en`, `field.ur`, … (one input
 * per language), the output and the stored value are a TranslatedText (ADR 0041).
 */
export function translatableText({
  max,
  required = false,
  multiLine = false,
  noun,
  translationOptional,
  ...presentation
}: Presentation & {
  max: number;
  required?: boolean;
  multiLine?: boolean;
  /** The field's name in messages ("Name"), when the label says more ("Plan Name"). */
  noun?: string;
  translationOptional?: boolean;
}) {
  const name = noun ?? presentation.label;
  const nameIn = (locale: Locale) =>
    locale === DEFAULT_LOCALE ? name : `${LANGUAGE_NAMES[locale]} ${name.toLowerCase()}`;
  return declareField(translatedTextInputs({ max, required, multiLine, nameIn }), {
    ...presentation,
    control: multiLine ? "textarea" : "text",
    limit: max,
    required,
    translatable: true,
    ...(translationOptional ? { translationOptional } : {}),
    initial: translatedTextValues({}),
    toForm: translatedTextValues,
    toStored: (value) => value,
    asTyped: z.partialRecord(z.enum(LOCALES), z.string().max(max * 2)),
  });
}

/**
 * A text typed in one language: trimmed, at most `max` characters, required when `required`.
 * `translatable`: stored per language, its form edits one language at a time (a page's title).
 */
export function text({
  max,
  required = false,
  multiLine = false,
  noun,
  translatable,
  recommended,
  ...presentation
}: Presentation & {
  max: number;
  required?: boolean;
  multiLine?: boolean;
  noun?: string;
  translatable?: boolean;
  recommended?: FieldMeta["recommended"];
}) {
  const name = noun ?? presentation.label;
  const requiredMessage = `${name} is required`;
  const typed = typedText({ multiLine, error: required ? requiredMessage : undefined })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);
  return declareField(required ? typed.min(1, requiredMessage) : typed.default(""), {
    ...presentation,
    control: multiLine ? "textarea" : "text",
    limit: max,
    ...(recommended ? { recommended } : {}),
    required,
    translatable,
    initial: "",
    toForm: (stored) => (typeof stored === "string" ? stored : ""),
    toStored: (value) => value,
    asTyped: z.string().max(max * 2),
  });
}

const DECIMAL = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/** numeric(12, 2): ten digits before the point. */
const LARGEST_AMOUNT = 9_999_999_999.99;

/** "49.00" reads as "49", "12.50" as "12.5": what a person would have typed. */
function plainAmount(value: unknown): string {
  if (value === null || value === undefined) return "";
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : String(value);
}

/**
 * An amount of money ≥ 0 with at most 2 decimals, typed as text and stored as numeric ("12.50").
 * Left empty: "0.00", or null when `emptyIsNone` (no such amount). With `cardLabel`, a fee the
 * entity's card lists (the console's only when `consoleOnly`).
 */
export function amount({
  required = false,
  emptyIsNone = false,
  noun,
  initial = "0",
  cardLabel,
  consoleOnly,
  ...presentation
}: Presentation & {
  required?: boolean;
  emptyIsNone?: boolean;
  noun?: string;
  initial?: string;
  cardLabel?: TranslatedText;
  consoleOnly?: boolean;
}) {
  const name = noun ?? presentation.label;
  const typed = z
    .string(required ? { error: `${name} is required` } : undefined)
    .trim()
    .superRefine((value, context) => {
      if (value === "") return;
      if (value.startsWith("-")) {
        context.addIssue({ code: "custom", message: `${name} cannot be negative` });
      } else if (!DECIMAL.test(value)) {
        context.addIssue({
          code: "custom",
          message: `${name} must be a number with at most 2 decimals`,
        });
      } else if (Number(value) > LARGEST_AMOUNT) {
        context.addIssue({ code: "custom", message: `${name} is too large` });
      }
    });
  return declareField(required ? typed.min(1, `${name} is required`) : typed.default(""), {
    ...presentation,
    control: "amount",
    required,
    initial,
    ...(cardLabel ? { cardLabel } : {}),
    ...(consoleOnly ? { consoleOnly } : {}),
    asTyped: z.string().max(40),
    toForm: plainAmount,
    toStored: (value) =>
      value === "" ? (emptyIsNone ? null : "0.00") : Number(value as string).toFixed(2),
  });
}

/**
 * A whole number from `range[0]` to `range[1]`, typed as text; left empty, the lower bound, or
 * null when `emptyIsNone` (no such number: no limit).
 */
export function wholeNumber({
  range,
  message,
  initial,
  emptyIsNone = false,
  ...presentation
}: Presentation & {
  range: readonly [number, number];
  message: string;
  initial: number | null;
  emptyIsNone?: boolean;
}) {
  const [low, high] = range;
  const digits = String(high).length;
  const schema = z
    .string()
    .trim()
    .refine(
      (value) =>
        value === "" ||
        (new RegExp(`^\\d{1,${digits}}$`).test(value) &&
          Number(value) >= low &&
          Number(value) <= high),
      { message },
    )
    .default("");
  return declareField(schema, {
    ...presentation,
    control: "whole-number",
    range,
    asTyped: z.string().max(40),
    initial: initial === null ? "" : String(initial),
    toForm: (stored) => {
      if (stored === null && emptyIsNone) return "";
      return String(stored ?? initial ?? "");
    },
    toStored: (value) => (value === "" ? (emptyIsNone ? null : low) : Number(value)),
  });
}

type Choices = readonly [string, ...string[]];

function choiceSchema<const Values extends Choices>(values: Values, error: string) {
  return z.enum(values, error);
}

type ChoiceSchema<Values extends Choices> = ReturnType<typeof choiceSchema<Values>>;

/**
 * A list of choices, stored as the chosen value. A post without one takes `initial`, or with
 * `required` is refused with `error` (the select always shows a choice: no required mark).
 */
export function choice<const Values extends Choices, Required extends boolean = false>({
  values,
  labels,
  initial,
  error,
  required,
  ...presentation
}: Presentation & {
  values: Values;
  labels: Record<Values[number], string>;
  initial: Values[number];
  error: string;
  required?: Required;
}): Required extends true ? ChoiceSchema<Values> : z.ZodDefault<ChoiceSchema<Values>> {
  const schema = choiceSchema(values, error);
  const field = declareField(required ? schema : schema.default(initial), {
    ...presentation,
    control: "select",
    options: values.map((value) => ({ value, label: labels[value as Values[number]] })),
    asTyped: z.string().max(100),
    initial,
    toForm: (stored) => stored,
    toStored: (value) => value,
  });
  return field as Required extends true ? ChoiceSchema<Values> : z.ZodDefault<ChoiceSchema<Values>>;
}

/** A choice field's label of each value, in its order (what its select shows). */
export function choiceLabels<Schema extends z.ZodType>(
  schema: Schema,
): Record<z.output<Schema> & string, string> {
  const options = fieldMetaOf(schema)?.options ?? [];
  return Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<
    z.output<Schema> & string,
    string
  >;
}

/** An on/off switch: the form posts "true" or "false" (coerced), stored as a boolean. */
export function flag({
  initial,
  describe,
  ...presentation
}: Presentation & { initial: boolean; describe?: (on: boolean) => string }) {
  return declareField(z.boolean().default(false), {
    ...presentation,
    control: "switch",
    initial,
    asTyped: z.boolean(),
    fromPosted: isSwitchOn,
    ...(describe ? { describe: (stored: unknown) => describe(stored === true) } : {}),
    toForm: (stored) => stored === true,
    toStored: (value) => value,
  });
}

/**
 * Any other field: its schema and how it is stored are the entity's own (an amount, a list).
 * `toStored` absent: a field of the form only (a schedule time, a text being typed).
 */
export function customField<Schema extends z.ZodType>(
  schema: Schema,
  meta: Presentation & Omit<FieldMeta, keyof Presentation>,
): Schema {
  return declareField(schema, meta);
}
