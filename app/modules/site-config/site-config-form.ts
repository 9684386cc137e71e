import { parse, type SubmissionResult } from "@conform-to/react";
import type { SiteConfigLabels, SiteConfigTranslations, SocialLinks } from "#app/db/schema.ts";
import { replyShowing } from "#app/lib/form-reply.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { LANGUAGE_NAMES } from "#app/modules/i18n/locales.ts";
import {
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  withoutEmpty,
} from "#app/modules/i18n/translated-content.ts";

// The Website Settings form (docs/product.md#website-settings): its fields, limits and checks, shared by the screen
// (checked before sending, through conform: ADR 0033) and the server (the truth). Only the contact email's type is in
// the spec; the rest keeps stored values sane: a real email, phone numbers made of digits,
// http(s) links (a link typed without its scheme gets https://), bounded lengths.

/** The fields visitors see that have a version per translated language (ADR 0021). */
export const TRANSLATED_LABELS = [
  "siteTitle",
  "tagline",
  "metaTitle",
  "metaDescription",
  "footerText",
  "address",
] as const satisfies readonly (keyof SiteConfigLabels)[];
export type TranslatedLabel = (typeof TRANSLATED_LABELS)[number];

/** A label's field in one translated language: `translations.ur.tagline`, as it is stored. */
export type TranslatedLabelField = `translations.${TranslatedLocale}.${TranslatedLabel}`;

export function translatedLabelField(
  locale: TranslatedLocale,
  label: TranslatedLabel,
): TranslatedLabelField {
  return `translations.${locale}.${label}`;
}

/** Every label's field in every translated language (ADR 0035: one group per language). */
export const TRANSLATED_LABEL_FIELDS = TRANSLATED_LOCALES.flatMap((locale) =>
  TRANSLATED_LABELS.map((label) => translatedLabelField(locale, label)),
);

export const SOCIAL_LINK_FIELDS = ["facebook", "twitter", "instagram", "linkedin"] as const;

/** The configuration's own columns, as the form names them. */
const COLUMN_FIELDS = [
  "siteTitle",
  "tagline",
  "metaTitle",
  "metaDescription",
  "footerText",
  "contactEmail",
  "phone",
  "whatsappNumber",
  "address",
] as const;

/**
 * The form's field names: the configuration's columns, the four social links flat, then each
 * translated language's labels.
 */
export const SITE_CONFIG_FIELDS = [
  ...COLUMN_FIELDS,
  ...SOCIAL_LINK_FIELDS,
  ...TRANSLATED_LABEL_FIELDS,
] as const;
export type SiteConfigField =
  | (typeof COLUMN_FIELDS)[number]
  | (typeof SOCIAL_LINK_FIELDS)[number]
  | TranslatedLabelField;

/** Upper bounds, used by the inputs' maxLength and by the schema. */
export const SITE_CONFIG_LIMITS = {
  siteTitle: 100,
  tagline: 200,
  metaTitle: 120,
  metaDescription: 500,
  footerText: 300,
  contactEmail: 254,
  phone: 40,
  address: 300,
  socialLink: 500,
} as const;

/** The meta description's soft limit: shown by the counter, never enforced (docs/product.md#validation). */
export const META_DESCRIPTION_GUIDANCE = 160;

export const SAVE_SUCCESS = "Website settings saved successfully! Changes are now live.";
export const SAVE_FAILED = "Failed to save website settings";
/** A refused save's toast text, beside SAVE_FAILED. */
export const FIX_FIELDS = "Please fix the highlighted fields.";
export const LOAD_FAILED = "Failed to load website settings";

/** The settings typed in a text area, which keep their line breaks (their translations too). */
const MULTI_LINE: ReadonlySet<TranslatedLabel> = new Set([
  "metaDescription",
  "footerText",
  "address",
]);

const text = (label: string, max: number, { multiLine = false } = {}) =>
  typedText({ multiLine }).trim().max(max, `${label} must be at most ${max} characters`);

function isEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
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

/** Digits, with the spaces, dashes, dots and brackets people write them with, and a leading +. */
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}

/** A link to the site's page on a network: completed with https://, then an http(s) address. */
const socialLink = (label: string, example: string) =>
  text(`${label} URL`, SITE_CONFIG_LIMITS.socialLink)
    .transform(withWebScheme)
    .refine(
      (value) => value === "" || !SCHEME.test(value) || /^https?:/i.test(value),
      `The ${label} link must be a web address (https://)`,
    )
    .refine(
      (value) => value === "" || isHttpUrl(value),
      `Enter a ${label} link, such as ${example}`,
    );

/** A phone number visitors call or message (the phone and the WhatsApp number alike). */
const phoneNumber = (label: string, what: string) =>
  text(label, SITE_CONFIG_LIMITS.phone).refine(
    (value) => value === "" || isPhoneNumber(value),
    `Enter ${what} in digits, such as +92 300 1234567`,
  );

/** How a label's check names it: "Urdu site title". */
const LABEL_WORDS: Record<TranslatedLabel, string> = {
  siteTitle: "site title",
  tagline: "tagline",
  metaTitle: "meta title",
  metaDescription: "meta description",
  footerText: "footer text",
  address: "address",
};

/** Each translated language's labels, each as long as its English one may be. */
function translatedLabelsShape() {
  return Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) =>
      TRANSLATED_LABELS.map((label) => [
        translatedLabelField(locale, label),
        text(`${LANGUAGE_NAMES[locale]} ${LABEL_WORDS[label]}`, SITE_CONFIG_LIMITS[label], {
          multiLine: MULTI_LINE.has(label),
        }),
      ]),
    ),
  ) as Record<TranslatedLabelField, ReturnType<typeof text>>;
}

export const siteConfigFormSchema = z
  .object({
    siteTitle: text("Site Title", SITE_CONFIG_LIMITS.siteTitle).min(1, "Site Title is required"),
    tagline: text("Tagline", SITE_CONFIG_LIMITS.tagline),
    metaTitle: text("Meta Title", SITE_CONFIG_LIMITS.metaTitle),
    metaDescription: text("Meta Description", SITE_CONFIG_LIMITS.metaDescription, {
      multiLine: true,
    }),
    footerText: text("Footer Text", SITE_CONFIG_LIMITS.footerText, { multiLine: true }),
    contactEmail: text("Contact Email", SITE_CONFIG_LIMITS.contactEmail).refine(
      (value) => value === "" || isEmail(value),
      "Enter a valid email address",
    ),
    phone: phoneNumber("Phone Number", "a phone number"),
    whatsappNumber: phoneNumber("WhatsApp Number", "a WhatsApp number"),
    address: text("Address", SITE_CONFIG_LIMITS.address, { multiLine: true }),
    facebook: socialLink("Facebook", "facebook.com/yourpage"),
    twitter: socialLink("Twitter", "twitter.com/yourhandle"),
    instagram: socialLink("Instagram", "instagram.com/yourhandle"),
    linkedin: socialLink("LinkedIn", "linkedin.com/company/yourcompany"),
    // The translated versions: optional, as long as the English ones.
    ...translatedLabelsShape(),
  })
  .transform((values) => {
    const socialLinks: SocialLinks = {};
    for (const key of SOCIAL_LINK_FIELDS) {
      if (values[key]) socialLinks[key] = values[key];
    }
    const translations: SiteConfigTranslations = {};
    for (const locale of TRANSLATED_LOCALES) {
      const labels = withoutEmpty(
        Object.fromEntries(
          TRANSLATED_LABELS.map((label) => [label, values[translatedLabelField(locale, label)]]),
        ),
      );
      if (Object.keys(labels).length > 0) translations[locale] = labels;
    }
    const columns = Object.fromEntries(COLUMN_FIELDS.map((field) => [field, values[field]]));
    return {
      ...(columns as Record<(typeof COLUMN_FIELDS)[number], string>),
      socialLinks,
      translations,
    };
  });

/** What a save writes: every configuration field but the logo (it has no control here). */
export type SiteConfigInput = z.output<typeof siteConfigFormSchema>;

export type SiteConfigValues = Record<SiteConfigField, string>;
export type SiteConfigFieldErrors = Partial<Record<SiteConfigField, string>>;

/** The form's text values from a submission; a missing or non-text field reads as empty. */
export function siteConfigValues(form: FormData): SiteConfigValues {
  const values = {} as SiteConfigValues;
  for (const field of SITE_CONFIG_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The form's values for a stored configuration. */
export function valuesFromConfig(config: {
  siteTitle: string;
  tagline: string;
  metaTitle: string;
  metaDescription: string;
  footerText: string;
  contactEmail: string;
  phone: string;
  whatsappNumber: string;
  address: string;
  socialLinks: SocialLinks;
  translations?: SiteConfigTranslations;
}): SiteConfigValues {
  const translated = Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) =>
      TRANSLATED_LABELS.map((label) => [
        translatedLabelField(locale, label),
        config.translations?.[locale]?.[label] ?? "",
      ]),
    ),
  ) as Record<TranslatedLabelField, string>;
  return {
    siteTitle: config.siteTitle,
    tagline: config.tagline,
    metaTitle: config.metaTitle,
    metaDescription: config.metaDescription,
    footerText: config.footerText,
    contactEmail: config.contactEmail,
    phone: config.phone,
    whatsappNumber: config.whatsappNumber,
    address: config.address,
    facebook: config.socialLinks.facebook ?? "",
    twitter: config.socialLinks.twitter ?? "",
    instagram: config.socialLinks.instagram ?? "",
    linkedin: config.socialLinks.linkedin ?? "",
    ...translated,
  };
}

export type SiteConfigParseResult =
  | { success: true; data: SiteConfigInput }
  | { success: false; fieldErrors: SiteConfigFieldErrors };

/** Checks the values; on failure, the first message of each field that failed. */
export function parseSiteConfig(values: SiteConfigValues): SiteConfigParseResult {
  const result = siteConfigFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: SiteConfigFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SiteConfigField | undefined;
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { success: false, fieldErrors };
}

/** Each field's message as conform keeps it: a list (here of the one message shown). */
function messageLists(fieldErrors: SiteConfigFieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [field, [message]]),
  );
}

/** conform's submission of the posted form, with `result` as its verdict. */
function submissionOf(formData: FormData, result: SiteConfigParseResult) {
  // The translated labels' names (`translations.ur.tagline`) are read as they are named, not
  // as conform's nested paths, so the schema's own parse reads the form.
  return parse<SiteConfigInput, string[]>(formData, {
    resolve: () =>
      result.success ? { value: result.data } : { error: messageLists(result.fieldErrors) },
  });
}

/** The form's check in the browser: the schema's verdict on what is typed, for conform. */
export function checkSiteConfigForm(formData: FormData) {
  return submissionOf(formData, parseSiteConfig(siteConfigValues(formData)));
}

/** What conform gives back of a refused save: every field's value and message. */
const SHOWN = {
  fields: SITE_CONFIG_FIELDS,
  // conform reads `translations.ur.tagline` into `translations`.
  refilled: [...COLUMN_FIELDS, ...SOCIAL_LINK_FIELDS, "translations"],
};

/** The action's reply to a refused save: what was typed, and the server's message by field. */
export function siteConfigReply(
  formData: FormData,
  fieldErrors: SiteConfigFieldErrors = {},
): SubmissionResult<string[]> {
  return replyShowing(submissionOf(formData, { success: false, fieldErrors }), SHOWN);
}

/** The form's value as conform holds it: each language's labels under `translations`. */
export type SiteConfigFormValue = Record<
  (typeof COLUMN_FIELDS)[number] | (typeof SOCIAL_LINK_FIELDS)[number],
  string
> & { translations: Record<TranslatedLocale, Record<TranslatedLabel, string>> };

export function siteConfigFormValue(values: SiteConfigValues): SiteConfigFormValue {
  const columns = Object.fromEntries(
    [...COLUMN_FIELDS, ...SOCIAL_LINK_FIELDS].map((field) => [field, values[field]]),
  );
  const translations = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        TRANSLATED_LABELS.map((label) => [label, values[translatedLabelField(locale, label)]]),
      ),
    ]),
  );
  return { ...columns, translations } as SiteConfigFormValue;
}
