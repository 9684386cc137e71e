import type { SiteConfigTranslations, SocialLinks } from "#app/db/schema.ts";

export const DEFAULT_SITE_TITLE = "DMflow";

export type SiteConfig = {
  siteTitle: string;
  tagline: string;
  logoUrl: string | null;
  metaTitle: string;
  metaDescription: string;
  footerText: string;
  contactEmail: string;
  phone: string;
  /** The number visitors reach on WhatsApp; empty: the phone number. */
  whatsappNumber: string;
  address: string;
  socialLinks: SocialLinks;
  /** Per-locale values of the labels visitors see (ADR 0021); English is the columns. */
  translations: SiteConfigTranslations;
};

/** The configuration used when none is stored (docs/product.md#website-settings): contact fields start empty. */
export function defaultSiteConfig(siteTitle: string = DEFAULT_SITE_TITLE): SiteConfig {
  return {
    siteTitle,
    tagline: "AI replies for WhatsApp, Instagram and Messenger, 24/7.",
    logoUrl: null,
    metaTitle: `${siteTitle} - AI Chat Automation for WhatsApp, Instagram & Messenger`,
    metaDescription:
      "Automate WhatsApp, Instagram and Facebook Messenger replies with AI. Button replies, multi-language support and 24/7 instant responses for growing businesses.",
    footerText: `© 2024 ${siteTitle}. All rights reserved.`,
    contactEmail: "",
    phone: "",
    whatsappNumber: "",
    address: "",
    socialLinks: {},
    translations: {},
  };
}

/** What the contact page and footer show while the contact fields are empty (docs/product.md#website-settings). */
export const CONTACT_FALLBACK = {
  email: "hello@dmflow.pk",
  phone: "+92 300 1234567",
  address: "Shahrah-e-Faisal, Karachi, Pakistan",
} as const;

/**
 * The configured contact details, each falling back to the company's default; the WhatsApp
 * number falls back to the phone number.
 */
export function contactDetails(
  config: Pick<SiteConfig, "contactEmail" | "phone" | "whatsappNumber" | "address">,
) {
  const phone = config.phone.trim() || CONTACT_FALLBACK.phone;
  return {
    email: config.contactEmail.trim() || CONTACT_FALLBACK.email,
    phone,
    whatsapp: config.whatsappNumber.trim() || phone,
    address: config.address.trim() || CONTACT_FALLBACK.address,
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
