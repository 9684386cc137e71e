import { CHAT_MESSAGE_MAX } from "#app/db/enums.ts";
import type { SocialLinks } from "#app/db/schema.ts";
import type { z } from "#app/lib/zod.ts";
import {
  defineEntity,
  type LocalizedTexts,
  localizeTexts,
} from "#app/modules/entities/entity-definition.ts";
import { customField, flag, text, translatableText } from "#app/modules/entities/entity-field.ts";
import { emailAddress, phoneNumber, webLink } from "#app/modules/entities/formatted-text-fields.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { languageOf } from "#app/modules/i18n/translated-content.ts";
import type { SiteConfig } from "./defaults.ts";

// Website Settings, declared once (ADR 0041, docs/product.md#website-settings): each key is a
// column of website_config and a field of the settings form, in the order the screen shows
// them. Only the contact email's type is in the spec; the rest keeps stored values sane: a real
// email, phone numbers made of digits, http(s) links (a link typed without its scheme gets
// https://), bounded lengths. The logo has no field here: the Logo Manager sets it.

/** Upper bounds: the inputs' maxLength and the schema's limits. */
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
  chatMessage: CHAT_MESSAGE_MAX,
  timeZoneLabel: 10,
  fact: 60,
} as const;

/** The meta description's soft limit: shown by the counter, never enforced (docs/product.md#validation). */
export const META_DESCRIPTION_GUIDANCE = 160;

const PHONE_EXAMPLE = "+92 300 1234567";

/** The site's page on each network, a link each; stored together in website_config.social_links. */
export const socialLinksDefinition = defineEntity({
  facebook: webLink({
    label: "Facebook URL",
    noun: "Facebook",
    example: "facebook.com/yourpage",
    placeholder: "https://facebook.com/yourpage",
    max: SITE_CONFIG_LIMITS.socialLink,
  }),
  twitter: webLink({
    label: "Twitter URL",
    noun: "Twitter",
    example: "twitter.com/yourhandle",
    placeholder: "https://twitter.com/yourhandle",
    max: SITE_CONFIG_LIMITS.socialLink,
  }),
  instagram: webLink({
    label: "Instagram URL",
    noun: "Instagram",
    example: "instagram.com/yourhandle",
    placeholder: "https://instagram.com/yourhandle",
    max: SITE_CONFIG_LIMITS.socialLink,
  }),
  linkedin: webLink({
    label: "LinkedIn URL",
    noun: "LinkedIn",
    example: "linkedin.com/company/yourcompany",
    placeholder: "https://linkedin.com/company/yourcompany",
    max: SITE_CONFIG_LIMITS.socialLink,
  }),
});

/** The links given, in the networks' order: an empty one is none (its icon is not shown). */
function linksGiven(links: z.output<typeof socialLinksDefinition.fields>): SocialLinks {
  return Object.fromEntries(Object.entries(links).filter(([, link]) => link !== "")) as SocialLinks;
}

export const siteConfigDefinition = defineEntity({
  siteTitle: translatableText({
    label: "Site Title",
    max: SITE_CONFIG_LIMITS.siteTitle,
    required: true,
    placeholder: "Your site's name",
    // A name: every language shows the English one until another is written.
    translationOptional: true,
  }),
  tagline: translatableText({
    label: "Tagline",
    max: SITE_CONFIG_LIMITS.tagline,
    placeholder: "A short line about what you do",
  }),
  metaTitle: translatableText({
    label: "Meta Title",
    max: SITE_CONFIG_LIMITS.metaTitle,
    placeholder: "The title search engines show",
  }),
  metaDescription: translatableText({
    label: "Meta Description",
    max: SITE_CONFIG_LIMITS.metaDescription,
    multiLine: true,
    placeholder: `A summary for search results, about ${META_DESCRIPTION_GUIDANCE} characters`,
  }),
  footerText: translatableText({
    label: "Footer Text",
    max: SITE_CONFIG_LIMITS.footerText,
    multiLine: true,
    placeholder: "© 2024 Your Company. All rights reserved.",
    description:
      "Shown at the foot of every page. The first year in it is written for you: the site always shows the current one.",
  }),
  adminLoginLink: flag({
    label: "Admin Login in the header",
    initial: true,
    description: 'The "Admin Login" button in the site\'s header. Off, sign in at /admin-auth.',
  }),
  contactEmail: emailAddress({
    label: "Contact Email",
    max: SITE_CONFIG_LIMITS.contactEmail,
    placeholder: "e.g. hello@yourcompany.com",
  }),
  phone: phoneNumber({
    label: "Phone Number",
    max: SITE_CONFIG_LIMITS.phone,
    message: `Enter a phone number in digits, such as ${PHONE_EXAMPLE}`,
    placeholder: "e.g. +92 321 0000000",
  }),
  whatsappNumber: phoneNumber({
    label: "WhatsApp Number",
    max: SITE_CONFIG_LIMITS.phone,
    message: `Enter a WhatsApp number in digits, such as ${PHONE_EXAMPLE}`,
    placeholder: "e.g. +92 321 0000000",
    description:
      "Where the site's WhatsApp links lead. Left the same as the phone number, it follows that number.",
  }),
  address: translatableText({
    label: "Address",
    max: SITE_CONFIG_LIMITS.address,
    multiLine: true,
    placeholder: "e.g. Street, city, country",
  }),
  // The floating chat button and its chat's first message (ADR 0046).
  chatButton: flag({
    label: "WhatsApp Chat Button",
    initial: true,
    description:
      'A "Chat on WhatsApp" button on every page of the site, opening a chat with the WhatsApp number.',
  }),
  chatMessage: translatableText({
    label: "Chat Message",
    max: SITE_CONFIG_LIMITS.chatMessage,
    multiLine: true,
    placeholder: "The first message of a chat from the site",
    description:
      "{product} is the site's title, {page} the page's title, {plan} a plan's name; {setupTime}, {trialLength}, {replyTime} and {timeZone} are the facts below. A reference code is added after it.",
  }),
  // The facts the site's texts say as placeholders, kept once (ADR 0052): each text per
  // language, as it reads in a sentence ("within 24-48 hours"; in Urdu before "کے اندر").
  setupTime: translatableText({
    label: "Setup Time",
    max: SITE_CONFIG_LIMITS.fact,
    required: true,
    placeholder: "e.g. 24-48 hours",
    description: 'Written {setupTime}: "your assistant is live within 24-48 hours of payment".',
  }),
  trialLength: translatableText({
    label: "Trial Length",
    max: SITE_CONFIG_LIMITS.fact,
    required: true,
    placeholder: "e.g. 14 days",
    description: 'Written {trialLength}: "new customers can ask for a trial of 14 days".',
  }),
  replyTime: translatableText({
    label: "Reply Time",
    max: SITE_CONFIG_LIMITS.fact,
    required: true,
    placeholder: "e.g. 24 hours",
    description: 'Written {replyTime}: "we reply within 24 hours".',
  }),
  // The business hours and the chat button's reply time name the time zone with it (ADR 0049).
  timeZoneLabel: text({
    label: "Time Zone Label",
    max: SITE_CONFIG_LIMITS.timeZoneLabel,
    placeholder: "e.g. PKT",
    description:
      'Written {timeZone}. The business hours name the time zone with it, as in "9:00 AM - 6:00 PM PKT"; leave it empty to name none.',
  }),
  // Posted as socialLinks.facebook, …; stored as one document of the links given.
  socialLinks: customField(socialLinksDefinition.fields.prefault({}).transform(linksGiven), {
    label: "Social Media Links",
    control: "custom",
    initial: socialLinksDefinition.initialValues(),
    toForm: (stored) =>
      socialLinksDefinition.formValues(
        stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {},
      ),
    toStored: (links) => links,
  }),
});

/** The texts visitors read in their language (ADR 0041): site title, tagline, …, address. */
export const SITE_TEXT_KEYS = siteConfigDefinition.translatableKeys;
export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number];

/** The facts texts say as placeholders, in every language (ADR 0052): their own group. */
export const SITE_FACT_KEYS = [
  "setupTime",
  "trialLength",
  "replyTime",
] as const satisfies readonly SiteTextKey[];

/**
 * The configuration as a page shows it: each of its texts in the page's language, and the
 * language each is shown in where it is not the page's (an English fallback), for the element
 * holding it to say so (ADR 0053); a text left out is in the page's.
 */
export type LocalizedSiteConfig = LocalizedTexts<SiteConfig, SiteTextKey> & {
  languages?: Partial<Record<SiteTextKey, Locale>>;
};

/**
 * The configuration as a page in `locale` shows it: each text in that language where it has
 * one, English otherwise (the root loader gives every page this, ADR 0021).
 */
export function localizeSiteConfig(config: SiteConfig, locale: Locale): LocalizedSiteConfig {
  return {
    ...localizeTexts(config, SITE_TEXT_KEYS, locale),
    languages: Object.fromEntries(
      SITE_TEXT_KEYS.flatMap((key) => {
        const language = languageOf(config[key], locale);
        return language === locale ? [] : [[key, language]];
      }),
    ),
  };
}
