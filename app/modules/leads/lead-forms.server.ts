import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "#app/lib/zod.ts";
import {
  CONTACT_BUSINESS_TYPES,
  FIELD_LIMITS,
  type FieldErrors,
  GET_STARTED_BUSINESS_TYPES,
  HONEYPOT_FIELD,
} from "./lead-forms.ts";

// Server-side validation is the truth (the browser's `required` and `type=email` only help).

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(FIELD_LIMITS.email, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

/** A phone number in E.164 (+923001234567); numbers without a country code are read as Pakistani. */
export function normalizePhoneNumber(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, "PK");
  return parsed?.isValid() ? parsed.number : null;
}

const phoneNumber = (label: string) =>
  z
    .string()
    .trim()
    .max(FIELD_LIMITS.phone, `${label} is too long`)
    .transform((value, context) => {
      const normalized = normalizePhoneNumber(value);
      if (!normalized) {
        context.addIssue({
          code: "custom",
          message: "Enter a valid phone number with country code, e.g. +92 300 1234567",
        });
        return z.NEVER;
      }
      return normalized;
    });

export const contactFormSchema = z.object({
  firstName: requiredText("First name", FIELD_LIMITS.name),
  lastName: optionalText("Last name", FIELD_LIMITS.name),
  email,
  phone: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(phoneNumber("Phone").optional()),
  businessType: z
    .enum(
      CONTACT_BUSINESS_TYPES.map((type) => type.value) as [string, ...string[]],
      "Choose a business type from the list",
    )
    .optional()
    .or(z.literal("").transform(() => undefined)),
  message: requiredText("Message", FIELD_LIMITS.message),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactField = keyof z.input<typeof contactFormSchema>;

export const getStartedFormSchema = z.object({
  name: requiredText("Name", FIELD_LIMITS.name),
  whatsapp_number: z
    .string({ error: "WhatsApp number is required" })
    .trim()
    .min(1, "WhatsApp number is required")
    .pipe(phoneNumber("WhatsApp number")),
  email,
  country: requiredText("Country", FIELD_LIMITS.country),
  business_type: z.enum(GET_STARTED_BUSINESS_TYPES, "Choose a business type from the list"),
});
export type GetStartedForm = z.infer<typeof getStartedFormSchema>;
export type GetStartedField = keyof z.input<typeof getStartedFormSchema>;

export type ParsedForm<Data, Field extends string> =
  | { success: true; data: Data; isBot: boolean }
  | {
      success: false;
      fieldErrors: FieldErrors<Field>;
      /** True when a required field was left empty (the spec's 'Missing Information'). */
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
    if (issue.message.endsWith("is required")) missingRequired = true;
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
