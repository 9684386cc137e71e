import { describe, expect, it } from "vitest";
import {
  parseSiteConfig,
  SITE_CONFIG_FIELDS,
  type SiteConfigValues,
  siteConfigValues,
  valuesFromConfig,
} from "./site-config-form.ts";

const valid: SiteConfigValues = {
  siteTitle: " DMflow ",
  tagline: "AI replies",
  metaTitle: "DMflow - AI chat automation",
  metaDescription: "x".repeat(200),
  footerText: "© 2024 DMflow. All rights reserved.",
  contactEmail: "hello@dmflow.pk",
  phone: "+92 300 1234567",
  address: "Karachi",
  facebook: "https://facebook.com/dmflow",
  twitter: "",
  instagram: "http://instagram.com/dmflow",
  linkedin: "",
  notifyTo: "",
  urSiteTitle: "",
  urTagline: "",
  urMetaTitle: "",
  urMetaDescription: "",
  urFooterText: "",
  urAddress: "",
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
        address: "Karachi",
        socialLinks: {
          facebook: "https://facebook.com/dmflow",
          instagram: "http://instagram.com/dmflow",
        },
        notifyTo: "",
        translations: {},
      },
    });
  });

  it("takes lead notification recipients separated by commas, semicolons or spaces", () => {
    expect(
      parseSiteConfig({ ...valid, notifyTo: " a@shop.pk;b@shop.pk  c@shop.pk," }),
    ).toMatchObject({
      success: true,
      data: { notifyTo: "a@shop.pk, b@shop.pk, c@shop.pk" },
    });
    expect(parseSiteConfig({ ...valid, notifyTo: "a@shop.pk, not-an-address" })).toEqual({
      success: false,
      fieldErrors: { notifyTo: "Enter e-mail addresses separated by commas" },
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

  it("names each bad field: email, non-http links, lengths, a blank title", () => {
    const result = parseSiteConfig({
      ...valid,
      siteTitle: "  ",
      contactEmail: "not-an-email",
      facebook: "javascript:alert(1)",
      twitter: "twitter.com/dmflow",
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
        facebook: "Enter a full Facebook link starting with https://",
        twitter: "Enter a full Twitter link starting with https://",
        linkedin: "Enter a full LinkedIn link starting with https://",
        tagline: "Tagline must be at most 200 characters",
        metaDescription: "Meta Description must be at most 500 characters",
        phone: "Phone Number must be at most 40 characters",
      },
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
      urSiteTitle: " ڈی ایم فلو ",
      urTagline: "",
      urFooterText: "   ",
      urAddress: "کراچی",
    });
    expect(result.success && result.data.translations).toEqual({
      ur: { siteTitle: "ڈی ایم فلو", address: "کراچی" },
    });
  });

  it("limits each Urdu field like its English field", () => {
    const result = parseSiteConfig({
      ...valid,
      urTagline: "ن".repeat(201),
      urMetaDescription: "ن".repeat(501),
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors.urTagline).toMatch(/at most 200/);
      expect(result.fieldErrors.urMetaDescription).toMatch(/at most 500/);
    }
  });

  it("fills the Urdu fields from the stored translations", () => {
    const values = valuesFromConfig({
      ...valid,
      socialLinks: {},
      translations: { ur: { tagline: "سطر", footerText: "حقوق" } },
    });
    expect(values).toMatchObject({
      urSiteTitle: "",
      urTagline: "سطر",
      urFooterText: "حقوق",
    });
  });
});
