import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { type Translate, translator } from "#app/modules/i18n/i18n.ts";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import {
  CONTACT_BUSINESS_TYPES,
  FIELD_LIMITS,
  type FieldErrors,
  GET_STARTED_BUSINESS_TYPES,
  HONEYPOT_FIELD,
} from "./lead-forms.ts";

// Server-side validation is the truth (the browser's `required` and `type=email` only help).

// Messages in the language of the page the form was sent from (ADR 0019).

// A typed text keeps no control character (app/lib/typed-text.ts); a message keeps its tabs
// and line breaks.

export const requiredText = (t: Translate, field: string, max: number, multiLine = false) =>
  typedText({ error: t("validation.required", { field }), multiLine })
    .trim()
    .min(1, t("validation.required", { field }))
    .max(max, t("validation.tooLong", { field, max }));

export const optionalText = (t: Translate, field: string, max: number) =>
  typedText()
    .trim()
    .max(max, t("validation.tooLong", { field, max }))
    .optional()
    .transform((value) => value || undefined);

export const email = (t: Translate) =>
  z
    .string({ error: t("validation.emailRequired") })
    .trim()
    .min(1, t("validation.emailRequired"))
    .max(FIELD_LIMITS.email, t("validation.emailTooLong"))
    .pipe(z.email(t("validation.emailInvalid")))
    .transform((value) => value.toLowerCase());

/** A phone number in E.164 (+923001234567); numbers without a country code are read as Pakistani. */
export function normalizePhoneNumber(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, "PK");
  return parsed?.isValid() ? parsed.number : null;
}

export const phoneNumber = (t: Translate, field: string) =>
  z
    .string()
    .trim()
    .max(FIELD_LIMITS.phone, t("validation.phoneTooLong", { field }))
    .transform((value, context) => {
      const normalized = normalizePhoneNumber(value);
      if (!normalized) {
        context.addIssue({ code: "custom", message: t("validation.phoneInvalid") });
        return z.NEVER;
      }
      return normalized;
    });

/** A WhatsApp number, required: Get Started's and Book a Demo's. */
export const whatsappNumber = (t: Translate) =>
  z
    .string({ error: t("validation.required", { field: t("validation.fields.whatsappNumber") }) })
    .trim()
    .min(1, t("validation.required", { field: t("validation.fields.whatsappNumber") }))
    .pipe(phoneNumber(t, t("validation.fields.whatsappNumber")));

function contactSchema(t: Translate) {
  return z.object({
    firstName: requiredText(t, t("validation.fields.firstName"), FIELD_LIMITS.name),
    lastName: optionalText(t, t("validation.fields.lastName"), FIELD_LIMITS.name),
    email: email(t),
    phone: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(phoneNumber(t, t("validation.fields.phone")).optional()),
    businessType: z
      .enum(
        CONTACT_BUSINESS_TYPES.map((type) => type.value) as [string, ...string[]],
        t("validation.chooseBusinessType"),
      )
      .optional()
      .or(z.literal("").transform(() => undefined)),
    message: requiredText(t, t("validation.fields.message"), FIELD_LIMITS.message, true),
  });
}

function getStartedSchema(t: Translate) {
  return z.object({
    name: requiredText(t, t("validation.fields.name"), FIELD_LIMITS.name),
    whatsapp_number: whatsappNumber(t),
    email: email(t),
    country: requiredText(t, t("validation.fields.country"), FIELD_LIMITS.country),
    business_type: z.enum(GET_STARTED_BUSINESS_TYPES, t("validation.chooseBusinessType")),
  });
}

/** One schema (or definition) per language, each with that language's messages. */
export const inEveryLanguage = <Schema>(build: (t: Translate) => Schema) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, build(translator(locale))])) as Record<
    Locale,
    Schema
  >;

/** The contact form's schema, its messages in each language. */
export const contactFormSchemas = inEveryLanguage(contactSchema);
export const contactFormSchema = contactFormSchemas.en;
export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactField = keyof z.input<typeof contactFormSchema>;

/** Get Started's schema, its messages in each language. */
export const getStartedFormSchemas = inEveryLanguage(getStartedSchema);
export const getStartedFormSchema = getStartedFormSchemas.en;
export type GetStartedForm = z.infer<typeof getStartedFormSchema>;
export type GetStartedField = keyof z.input<typeof getStartedFormSchema>;

export type ParsedForm<Data, Field extends string> =
  | { success: true; data: Data; isBot: boolean }
  | {
      success: false;
      fieldErrors: FieldErrors<Field>;
      /** True when a required field was left empty ('Missing Information', docs/product.md). */
      missingRequired: boolean;
      values: Partial<Record<Field, string>>;
    };

/** What was typed into the schema's fields, to show the form again as it was. */
export function formValues<Field extends string>(
  schema: z.ZodObject,
  formData: FormData,
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = formData.get(key);
    if (typeof value === "string") values[key as Field] = value;
  }
  return values;
}

/** Validates a submitted form: the first message for each field, and what was typed. */
export function parseLeadForm<Schema extends z.ZodObject, Field extends string>(
  schema: Schema,
  formData: FormData,
): ParsedForm<z.infer<Schema>, Field> {
  const values = formValues<Field>(schema, formData);
  const isBot = String(formData.get(HONEYPOT_FIELD) ?? "").trim() !== "";
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data, isBot };

  const fieldErrors: Record<string, string> = {};
  let missingRequired = false;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    fieldErrors[field] ??= issue.message;
    // A field with a problem that was left empty is a required one (in any language).
    if (!(values as Record<string, string | undefined>)[field]?.trim()) missingRequired = true;
  }
  return {
    success: false,
    fieldErrors: fieldErrors as FieldErrors<Field>,
    missingRequired,
    values,
  };
}

export function contactBusinessTypeLabel(value: string | undefined): string {
  return CONTACT_BUSINESS_TYPES.find((type) => type.value === value)?.label ?? "General Inquiry";
}
