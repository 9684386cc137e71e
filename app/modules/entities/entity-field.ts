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
  | "custom";

/** What kind of text a text field holds, when one the browser knows: its input follows it. */
export type TextFormat = "email" | "phone" | "link";

export type FieldMeta = {
  /** The console's label, and the field's name in change lists and the activity log. */
  label: string;
  description?: string;
  placeholder?: string;
  control: FieldControl;
  /** Longest text, in characters (the input's maxLength). */
  limit?: number;
  /** Whole number bounds (the input's min and max). */
  range?: readonly [number, number];
  required?: boolean;
  /** An e-mail address, a phone number or a web link: the input's type and autofill. */
  format?: TextFormat;
  /** Stored as a TranslatedText: a value per language, one input per language. */
  translatable?: boolean;
  /** A select's choices, in order. */
  options?: readonly { value: string; label: string }[];
  /** The form's value of a new entity. */
  initial: unknown;
  /** The form's value of a stored one. */
  toForm: (stored: unknown) => unknown;
  /** The stored value of a valid form's output; absent: the form's own (not stored). */
  toStored?: (value: unknown) => unknown;
};

export const entityFields = z.registry<FieldMeta>();

/** The field's metadata, or undefined for a schema that was not declared as a field. */
export function fieldMetaOf(schema: z.ZodType): FieldMeta | undefined {
  return entityFields.get(schema);
}

function declare<Schema extends z.ZodType>(schema: Schema, meta: FieldMeta): Schema {
  entityFields.add(schema as z.ZodType, meta);
  return schema;
}

type Presentation = { label: string; description?: string; placeholder?: string };

/** What a translatable text's form posts: a text per language, "" where none. */
export type TranslatedTextValues = Record<Locale, string>;

/** A text per language, as the form shows it: "" for a language without one. */
export function translatedTextValues(stored: unknown): TranslatedTextValues {
  const text = (stored ?? {}) as TranslatedText;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typeof text[locale] === "string" ? text[locale] : ""]),
  ) as TranslatedTextValues;
}

/** The stored shape of typed texts: languages left empty are left out. */
export function storedTranslatedText(values: Partial<Record<Locale, string>>): TranslatedText {
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
  ...presentation
}: Presentation & {
  max: number;
  required?: boolean;
  multiLine?: boolean;
  /** The field's name in messages ("Name"), when the label says more ("Plan Name"). */
  noun?: string;
}) {
  const name = noun ?? presentation.label;
  const nameIn = (locale: Locale) =>
    locale === DEFAULT_LOCALE ? name : `${LANGUAGE_NAMES[locale]} ${name.toLowerCase()}`;
  return declare(translatedTextInputs({ max, required, multiLine, nameIn }), {
    ...presentation,
    control: multiLine ? "textarea" : "text",
    limit: max,
    required,
    translatable: true,
    initial: translatedTextValues({}),
    toForm: translatedTextValues,
    toStored: (value) => value,
  });
}

const DECIMAL = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/** numeric(12, 2): ten digits before the point. */
export const LARGEST_AMOUNT = 9_999_999_999.99;

/** "49.00" reads as "49", "12.50" as "12.5": what a person would have typed. */
function plainAmount(value: unknown): string {
  if (value === null || value === undefined) return "";
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : String(value);
}

/**
 * An amount of money ≥ 0 with at most 2 decimals, typed as text and stored as numeric ("12.50").
 * Left empty: "0.00", or null when `emptyIsNone` (no such amount).
 */
export function amount({
  required = false,
  emptyIsNone = false,
  noun,
  initial = "0",
  ...presentation
}: Presentation & { required?: boolean; emptyIsNone?: boolean; noun?: string; initial?: string }) {
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
  return declare(required ? typed.min(1, `${name} is required`) : typed.default(""), {
    ...presentation,
    control: "amount",
    required,
    initial,
    toForm: plainAmount,
    toStored: (value) =>
      value === "" ? (emptyIsNone ? null : "0.00") : Number(value as string).toFixed(2),
  });
}

/** A whole number from `range[0]` to `range[1]`, typed as text; left empty, the lower bound. */
export function wholeNumber({
  range,
  message,
  initial,
  ...presentation
}: Presentation & { range: readonly [number, number]; message: string; initial: number }) {
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
  return declare(schema, {
    ...presentation,
    control: "whole-number",
    range,
    initial: String(initial),
    toForm: (stored) => String(stored ?? initial),
    toStored: (value) => (value === "" ? low : Number(value)),
  });
}

/** A stored text as the form shows it: "" for none. */
const storedText = (stored: unknown) => (typeof stored === "string" ? stored : "");

/**
 * A single-line text of one format, stored as typed (trimmed), "" when left empty or not
 * posted: at most `max` characters, and a non-empty one passes `valid`, else `message`. Each
 * check stops at its first failure, so a field shows one message.
 */
function formattedText(
  { label, max }: { label: string; max: number },
  valid: (value: string) => boolean,
  message: string,
) {
  return typedText()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters`, abort: true })
    .refine((value) => value === "" || valid(value), { message, abort: true });
}

function isEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}

/** Digits, with the spaces, dashes, dots and brackets people write them with, and a leading +. */
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}

/** An e-mail address, or none: a text field whose input is of type email. */
export function emailAddress({
  max,
  message = "Enter a valid email address",
  ...presentation
}: Presentation & { max: number; message?: string }) {
  return declare(formattedText({ ...presentation, max }, isEmail, message).default(""), {
    ...presentation,
    control: "text",
    format: "email",
    limit: max,
    initial: "",
    toForm: storedText,
    toStored: (value) => value,
  });
}

/** A phone number (7 to 15 digits, written as people write them), or none. */
export function phoneNumber({
  max,
  message,
  ...presentation
}: Presentation & { max: number; message: string }) {
  return declare(formattedText({ ...presentation, max }, isPhoneNumber, message).default(""), {
    ...presentation,
    control: "text",
    format: "phone",
    limit: max,
    initial: "",
    toForm: storedText,
    toStored: (value) => value,
  });
}

/** A scheme at the start (`https:`, `javascript:`), not a host's port (`facebook.com:443`). */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * The link as it will be stored: one typed without a scheme (`facebook.com/shop`,
 * `//facebook.com/shop`) gets `https://`; one with a scheme keeps it (checked as http(s) after).
 */
export function withWebScheme(link: string): string {
  if (link === "" || SCHEME.test(link)) return link;
  return link.startsWith("//") ? `https:${link}` : `https://${link}`;
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
}

/**
 * A link to a page on the web, or none: completed with https:// when typed without a scheme,
 * then an http(s) address with a dotted host. `noun` names it in messages ("The Facebook link
 * must be …"), `example` is the address a message suggests.
 */
export function webLink({
  max,
  noun,
  example,
  ...presentation
}: Presentation & { max: number; noun: string; example: string }) {
  const schema = typedText()
    .trim()
    .max(max, { message: `${presentation.label} must be at most ${max} characters`, abort: true })
    .transform(withWebScheme)
    .refine((value) => value === "" || !SCHEME.test(value) || /^https?:/i.test(value), {
      message: `The ${noun} link must be a web address (https://)`,
      abort: true,
    })
    .refine((value) => value === "" || isHttpUrl(value), {
      message: `Enter a ${noun} link, such as ${example}`,
      abort: true,
    })
    .default("");
  return declare(schema, {
    ...presentation,
    control: "text",
    format: "link",
    limit: max,
    initial: "",
    toForm: storedText,
    toStored: (value) => value,
  });
}

/** A list of choices, stored as the chosen value. */
export function choice<const Values extends readonly [string, ...string[]]>({
  values,
  labels,
  initial,
  error,
  ...presentation
}: Presentation & {
  values: Values;
  labels: Record<Values[number], string>;
  initial: Values[number];
  error: string;
}) {
  return declare(z.enum(values, error).default(initial), {
    ...presentation,
    control: "select",
    options: values.map((value) => ({ value, label: labels[value as Values[number]] })),
    initial,
    toForm: (stored) => stored,
    toStored: (value) => value,
  });
}

/** An on/off switch: the form posts "true" or "false" (coerced), stored as a boolean. */
export function flag({ initial, ...presentation }: Presentation & { initial: boolean }) {
  return declare(z.boolean().default(false), {
    ...presentation,
    control: "switch",
    initial,
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
  return declare(schema, meta);
}
