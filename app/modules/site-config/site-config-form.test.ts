import { describe, expect, it } from "vitest";
import {
  parseSiteConfig,
  SITE_CONFIG_FIELDS,
  type SiteConfigValues,
  siteConfigValues,
  valuesFromConfig,
  withWebScheme,
} from "./site-config-form.ts";

const valid: SiteConfigValues = {
  // Every field empty (the translated labels in every language), as a form posted without them.
  ...siteConfigValues(new FormData()),
  siteTitle: " DMflow ",
  tagline: "AI replies",
  metaTitle: "DMflow - AI chat automation",
  metaDescription: "x".repeat(200),
  footerText: "© 2024 DMflow. All rights reserved.",
  contactEmail: "hello@dmflow.pk",
  phone: "+92 300 1234567",
  whatsappNumber: "",
  address: "Karachi",
  facebook: "https://facebook.com/dmflow",
  twitter: "",
  instagram: "http://instagram.com/dmflow",
  linkedin: "",
};

describe("website settings form", () => {
  it("trims, keeps the meta description past 160 (guidance only) and drops empty links", () => {
    const result = parseSiteConfig(valid);
    expect(result).toEqual({
      success: true,
      data: {
        siteTitle: "DMflow",
        tagline: "AI replies",
        metaTitle: "DMflow - AI chat automation",
        metaDescription: "x".repeat(200),
        footerText: "© 2024 DMflow. All rights reserved.",
        contactEmail: "hello@dmflow.pk",
        phone: "+92 300 1234567",
        whatsappNumber: "",
        address: "Karachi",
        socialLinks: {
          facebook: "https://facebook.com/dmflow",
          instagram: "http://instagram.com/dmflow",
        },
        translations: {},
      },
    });
  });

  it("accepts empty contact fields and links", () => {
    const result = parseSiteConfig({
      ...valid,
      contactEmail: "",
      phone: "",
      address: "",
      facebook: "  ",
      instagram: "",
    });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.socialLinks).toEqual({});
  });

  it("names each bad field: email, non-web links, lengths, a blank title", () => {
    const result = parseSiteConfig({
      ...valid,
      siteTitle: "  ",
      contactEmail: "not-an-email",
      facebook: "javascript:alert(1)",
      twitter: "not a link",
      linkedin: "ftp://linkedin.com/x",
      tagline: "t".repeat(201),
      metaDescription: "m".repeat(501),
      phone: "1".repeat(41),
    });
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        siteTitle: "Site Title is required",
        contactEmail: "Enter a valid email address",
        facebook: "The Facebook link must be a web address (https://)",
        twitter: "Enter a Twitter link, such as twitter.com/yourhandle",
        linkedin: "The LinkedIn link must be a web address (https://)",
        tagline: "Tagline must be at most 200 characters",
        metaDescription: "Meta Description must be at most 500 characters",
        phone: "Phone Number must be at most 40 characters",
      },
    });
  });

  it("completes a link typed without its scheme with https://", () => {
    const result = parseSiteConfig({
      ...valid,
      facebook: " facebook.com/myshop ",
      twitter: "//twitter.com/myshop",
      instagram: "www.instagram.com/x",
      linkedin: "linkedin.com:443/company/x",
    });
    expect(result.success && result.data.socialLinks).toEqual({
      facebook: "https://facebook.com/myshop",
      twitter: "https://twitter.com/myshop",
      instagram: "https://www.instagram.com/x",
      linkedin: "https://linkedin.com:443/company/x",
    });
    expect(withWebScheme("http://facebook.com/myshop")).toBe("http://facebook.com/myshop");
    expect(withWebScheme("HTTPS://facebook.com/myshop")).toBe("HTTPS://facebook.com/myshop");
  });

  it("still refuses what is not a web address, with or without a scheme", () => {
    for (const link of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "mailto:owner@shop.pk",
      "ftp://facebook.com/x",
    ]) {
      expect(parseSiteConfig({ ...valid, facebook: link })).toEqual({
        success: false,
        fieldErrors: { facebook: "The Facebook link must be a web address (https://)" },
      });
    }
    for (const link of ["facebook", "my shop", "localhost:3000", "https://", "javascript:1"]) {
      expect(parseSiteConfig({ ...valid, facebook: link })).toEqual({
        success: false,
        fieldErrors: { facebook: "Enter a Facebook link, such as facebook.com/yourpage" },
      });
    }
  });

  it("takes phone and WhatsApp numbers written in digits, spaces, dashes and brackets", () => {
    const result = parseSiteConfig({
      ...valid,
      phone: "0300-1234567",
      whatsappNumber: " +92 (321) 765 4321 ",
    });
    expect(result).toMatchObject({
      success: true,
      data: { phone: "0300-1234567", whatsappNumber: "+92 (321) 765 4321" },
    });
    for (const number of ["call us", "+92 300", "12345678901234567", "92+3001234567"]) {
      expect(parseSiteConfig({ ...valid, phone: number, whatsappNumber: number })).toEqual({
        success: false,
        fieldErrors: {
          phone: "Enter a phone number in digits, such as +92 300 1234567",
          whatsappNumber: "Enter a WhatsApp number in digits, such as +92 300 1234567",
        },
      });
    }
    expect(parseSiteConfig({ ...valid, whatsappNumber: "9".repeat(41) })).toEqual({
      success: false,
      fieldErrors: { whatsappNumber: "WhatsApp Number must be at most 40 characters" },
    });
  });

  it("reads a submission's fields, missing ones as empty", () => {
    const form = new FormData();
    form.set("siteTitle", "DMflow");
    form.set("facebook", new File(["x"], "x.txt"));
    form.set("unknown", "ignored");
    const values = siteConfigValues(form);
    expect(Object.keys(values)).toEqual([...SITE_CONFIG_FIELDS]);
    expect(values.siteTitle).toBe("DMflow");
    expect(values.facebook).toBe("");
    expect(values.address).toBe("");
  });

  it("round-trips a stored configuration through the form's values", () => {
    const result = parseSiteConfig(valid);
    if (!result.success) throw new Error("expected valid");
    expect(parseSiteConfig(valuesFromConfig(result.data))).toEqual(result);
  });
});

describe("the Urdu labels (ADR 0021)", () => {
  it("stores the Urdu values given, trimmed, and leaves out empty ones", () => {
    const result = parseSiteConfig({
      ...valid,
      "translations.ur.siteTitle": " ڈی ایم فلو ",
      "translations.ur.tagline": "",
      "translations.ur.footerText": "   ",
      "translations.ur.address": "کراچی",
    });
    expect(result.success && result.data.translations).toEqual({
      ur: { siteTitle: "ڈی ایم فلو", address: "کراچی" },
    });
  });

  it("limits each Urdu field like its English field", () => {
    const result = parseSiteConfig({
      ...valid,
      "translations.ur.tagline": "ن".repeat(201),
      "translations.ur.metaDescription": "ن".repeat(501),
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors["translations.ur.tagline"]).toMatch(/at most 200/);
      expect(result.fieldErrors["translations.ur.metaDescription"]).toMatch(/at most 500/);
    }
  });

  it("fills the Urdu fields from the stored translations", () => {
    const values = valuesFromConfig({
      ...valid,
      socialLinks: {},
      translations: { ur: { tagline: "سطر", footerText: "حقوق" } },
    });
    expect(values).toMatchObject({
      "translations.ur.siteTitle": "",
      "translations.ur.tagline": "سطر",
      "translations.ur.footerText": "حقوق",
    });
  });
});
