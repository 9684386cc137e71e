import type { SiteConfigTranslations, SocialLinks } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { withoutEmpty } from "#app/modules/i18n/translated-content.ts";

// The Website Settings form (docs/product.md#website-settings): its fields, limits and checks, shared by the screen
// (checked before sending) and the server (the truth). Only the contact email's type is in
// the spec; the rest keeps stored values sane: a real email, phone numbers made of digits,
// http(s) links (a link typed without its scheme gets https://), bounded lengths.

/** The form's field names: the configuration's columns, with the four social links flat. */
export const SITE_CONFIG_FIELDS = [
  "siteTitle",
  "tagline",
  "metaTitle",
  "metaDescription",
  "footerText",
  "contactEmail",
  "phone",
  "whatsappNumber",
  "address",
  "facebook",
  "twitter",
  "instagram",
  "linkedin",
  "notifyTo",
  "urSiteTitle",
  "urTagline",
  "urMetaTitle",
  "urMetaDescription",
  "urFooterText",
  "urAddress",
] as const;
export type SiteConfigField = (typeof SITE_CONFIG_FIELDS)[number];

/** The fields visitors see that have an Urdu version (ADR 0021), and that version's field. */
export const URDU_FIELDS = {
  siteTitle: "urSiteTitle",
  tagline: "urTagline",
  metaTitle: "urMetaTitle",
  metaDescription: "urMetaDescription",
  footerText: "urFooterText",
  address: "urAddress",
} as const satisfies Record<
  keyof NonNullable<SiteConfigTranslations["ur"]>,
  `ur${string}` & SiteConfigField
>;

export const SOCIAL_LINK_FIELDS = ["facebook", "twitter", "instagram", "linkedin"] as const;

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
  notifyTo: 1000,
} as const;

/** The meta description's soft limit: shown by the counter, never enforced (docs/product.md#validation). */
export const META_DESCRIPTION_GUIDANCE = 160;

export const SAVE_SUCCESS = "Website settings saved successfully! Changes are now live.";
export const SAVE_FAILED = "Failed to save website settings";
export const LOAD_FAILED = "Failed to load website settings";

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

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

/** Comma, semicolon or space separated addresses, as typed. */
export function splitEmailList(value: string): string[] {
  return value
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);
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

export const siteConfigFormSchema = z
  .object({
    siteTitle: text("Site Title", SITE_CONFIG_LIMITS.siteTitle).min(1, "Site Title is required"),
    tagline: text("Tagline", SITE_CONFIG_LIMITS.tagline),
    metaTitle: text("Meta Title", SITE_CONFIG_LIMITS.metaTitle),
    metaDescription: text("Meta Description", SITE_CONFIG_LIMITS.metaDescription),
    footerText: text("Footer Text", SITE_CONFIG_LIMITS.footerText),
    contactEmail: text("Contact Email", SITE_CONFIG_LIMITS.contactEmail).refine(
      (value) => value === "" || isEmail(value),
      "Enter a valid email address",
    ),
    phone: phoneNumber("Phone Number", "a phone number"),
    whatsappNumber: phoneNumber("WhatsApp Number", "a WhatsApp number"),
    address: text("Address", SITE_CONFIG_LIMITS.address),
    facebook: socialLink("Facebook", "facebook.com/yourpage"),
    twitter: socialLink("Twitter", "twitter.com/yourhandle"),
    instagram: socialLink("Instagram", "instagram.com/yourhandle"),
    linkedin: socialLink("LinkedIn", "linkedin.com/company/yourcompany"),
    notifyTo: text("Lead notification emails", SITE_CONFIG_LIMITS.notifyTo)
      .refine(
        (value) => splitEmailList(value).every(isEmail),
        "Enter e-mail addresses separated by commas",
      )
      .transform((value) => splitEmailList(value).join(", ")),
    // The Urdu versions: optional, as long as the English ones.
    urSiteTitle: text("Urdu site title", SITE_CONFIG_LIMITS.siteTitle),
    urTagline: text("Urdu tagline", SITE_CONFIG_LIMITS.tagline),
    urMetaTitle: text("Urdu meta title", SITE_CONFIG_LIMITS.metaTitle),
    urMetaDescription: text("Urdu meta description", SITE_CONFIG_LIMITS.metaDescription),
    urFooterText: text("Urdu footer text", SITE_CONFIG_LIMITS.footerText),
    urAddress: text("Urdu address", SITE_CONFIG_LIMITS.address),
  })
  .transform(
    ({
      facebook,
      twitter,
      instagram,
      linkedin,
      urSiteTitle,
      urTagline,
      urMetaTitle,
      urMetaDescription,
      urFooterText,
      urAddress,
      ...rest
    }) => {
      const socialLinks: SocialLinks = {};
      for (const [key, value] of Object.entries({ facebook, twitter, instagram, linkedin })) {
        if (value) socialLinks[key as keyof SocialLinks] = value;
      }
      const urdu = withoutEmpty({
        siteTitle: urSiteTitle,
        tagline: urTagline,
        metaTitle: urMetaTitle,
        metaDescription: urMetaDescription,
        footerText: urFooterText,
        address: urAddress,
      });
      const translations: SiteConfigTranslations = Object.keys(urdu).length > 0 ? { ur: urdu } : {};
      return { ...rest, socialLinks, translations };
    },
  );

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
  /** The lead notification recipients (a setting beside the configuration row). */
  notifyTo?: string;
}): SiteConfigValues {
  const urdu = config.translations?.ur ?? {};
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
    notifyTo: config.notifyTo ?? "",
    urSiteTitle: urdu.siteTitle ?? "",
    urTagline: urdu.tagline ?? "",
    urMetaTitle: urdu.metaTitle ?? "",
    urMetaDescription: urdu.metaDescription ?? "",
    urFooterText: urdu.footerText ?? "",
    urAddress: urdu.address ?? "",
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
