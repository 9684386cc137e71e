import type { SocialLinks } from "#app/db/schema.ts";

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
  address: string;
  socialLinks: SocialLinks;
};

/** The configuration used when none is stored (spec §3): contact fields start empty. */
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
    address: "",
    socialLinks: {},
  };
}
