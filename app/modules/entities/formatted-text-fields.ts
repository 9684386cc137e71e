import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { declareField, type Presentation } from "./entity-field.ts";

// Field kinds of one format (ADR 0041): an e-mail address, a phone number, a web link. Each is a
// single-line text stored as typed, drawn by the console with the input its format calls for
// (components/admin/entity-fields.tsx).

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

/** The longest e-mail address (RFC 5321's limit on a path, less its brackets). */
const EMAIL_LIMIT = 254;

/**
 * An e-mail address, trimmed, at most `max` characters, stored as typed. Required: left empty
 * it is "{noun} is required"; otherwise "" stands for no address.
 */
export function emailAddress({
  required = false,
  noun,
  max = EMAIL_LIMIT,
  message = "Enter a valid email address",
  ...presentation
}: Presentation & { required?: boolean; noun?: string; max?: number; message?: string }) {
  const name = noun ?? presentation.label;
  const requiredMessage = `${name} is required`;
  const typed = formattedText({ label: name, max }, isEmail, message);
  const schema = required
    ? typedText({ error: requiredMessage })
        .trim()
        .min(1, { message: requiredMessage, abort: true })
        .pipe(typed)
    : typed.default("");
  return declareField(schema, {
    ...presentation,
    control: "text",
    format: "email",
    limit: max,
    required,
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
  return declareField(formattedText({ ...presentation, max }, isPhoneNumber, message).default(""), {
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
  return declareField(schema, {
    ...presentation,
    control: "text",
    format: "link",
    limit: max,
    initial: "",
    toForm: storedText,
    toStored: (value) => value,
  });
}
