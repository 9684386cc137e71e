import type { websiteConfig } from "#app/db/schema.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/modules/i18n/locales.ts";
import { textIn } from "#app/modules/i18n/translated-content.ts";

export const DEFAULT_SITE_TITLE = "DMflow";

/**
 * The configuration as stored (site-config-definition.ts): the texts visitors read are a text
 * per language (`{ en, ur }`, ADR 0041), the contact fields and the links as typed.
 */
export type SiteConfig = Omit<typeof websiteConfig.$inferSelect, "id" | "updatedAt">;

/** A seeded text in each of the site's languages: a third language fails the typecheck until written. */
type SeededText = Record<Locale, string>;

/**
 * The configuration used when none is stored (docs/product.md#website-settings), its texts in
 * every language (ADR 0051); contact fields start empty. The site's name is a name: stored in
 * English only, every language shows it (values-in-use.ts keeps a translation equal to the
 * English one empty, following it).
 */
export function defaultSiteConfig(siteTitle: string = DEFAULT_SITE_TITLE): SiteConfig {
  return {
    siteTitle: { en: siteTitle },
    tagline: {
      en: "AI replies for WhatsApp, Instagram and Messenger, 24/7.",
      ur: "واٹس ایپ، انسٹاگرام اور میسنجر پر مصنوعی ذہانت سے چلنے والے جوابات، چوبیس گھنٹے۔",
    } satisfies SeededText,
    logoUrl: null,
    metaTitle: {
      en: `${siteTitle} - AI Chat Automation for WhatsApp, Instagram & Messenger`,
      ur: `${siteTitle} - واٹس ایپ، انسٹاگرام اور میسنجر کے لیے اے آئی چیٹ آٹومیشن`,
    } satisfies SeededText,
    metaDescription: {
      en: "Automate WhatsApp, Instagram and Facebook Messenger replies with AI. Button replies, multi-language support and 24/7 instant responses for growing businesses.",
      ur: "واٹس ایپ، انسٹاگرام اور فیس بک میسنجر کے جوابات اے آئی سے خودکار بنائیں: بٹن والے جوابات، کئی زبانوں میں بات چیت اور بڑھتے ہوئے کاروباروں کے لیے چوبیس گھنٹے فوری جوابات۔",
    } satisfies SeededText,
    // In Urdu a word comes first, so that the line reads right to left (its `dir` is auto).
    footerText: {
      en: `© 2024 ${siteTitle}. All rights reserved.`,
      ur: `© 2024 جملہ حقوق بحقِ ${siteTitle} محفوظ ہیں۔`,
    } satisfies SeededText,
    contactEmail: "",
    phone: "",
    whatsappNumber: "",
    address: {},
    socialLinks: {},
    chatButton: true,
    chatMessage: {},
    adminLoginLink: true,
    timeZoneLabel: "PKT",
    ...DEFAULT_SITE_FACTS,
  };
}

/**
 * The facts the seeded texts say as placeholders (ADR 0052), in each language as they read in
 * a sentence: "within 24-48 hours", "24 سے 48 گھنٹے کے اندر". Migration 0046 seeds the same.
 */
export const DEFAULT_SITE_FACTS = {
  setupTime: { en: "24-48 hours", ur: "24 سے 48 گھنٹے" },
  trialLength: { en: "14 days", ur: "14 دن" },
  replyTime: { en: "24 hours", ur: "24 گھنٹے" },
} as const satisfies Partial<SiteConfig>;

/**
 * What the contact page and footer show while the contact fields are empty (docs/product.md#website-settings);
 * the address in each language.
 */
export const CONTACT_FALLBACK = {
  email: "hello@dmflow.pk",
  phone: "+92 300 1234567",
  address: {
    en: "Shahrah-e-Faisal, Karachi, Pakistan",
    ur: "شاہراہِ فیصل، کراچی، پاکستان",
  } satisfies SeededText,
} as const;

/** The fallback address in `locale`. */
export function fallbackAddress(locale: Locale): string {
  return textIn(CONTACT_FALLBACK.address, locale);
}

/**
 * The configured contact details, each falling back to the company's default (the address in
 * the page's language, `locale`); the WhatsApp number falls back to the phone number.
 */
export function contactDetails(
  config: {
    contactEmail: string;
    phone: string;
    whatsappNumber: string;
    /** In the page's language (localizeSiteConfig). */
    address: string;
  },
  locale: Locale = DEFAULT_LOCALE,
) {
  const phone = config.phone.trim() || CONTACT_FALLBACK.phone;
  return {
    email: config.contactEmail.trim() || CONTACT_FALLBACK.email,
    phone,
    whatsapp: config.whatsappNumber.trim() || phone,
    address: config.address.trim() || fallbackAddress(locale),
  };
}

/** A tel: link: every character but digits and a plus removed. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A WhatsApp link, built from the number's digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/** The footer text with its copyright year replaced by the current one. */
export function footerTextForYear(text: string, year: number): string {
  return text.replace(/\b(19|20)\d{2}\b/, String(year));
}
