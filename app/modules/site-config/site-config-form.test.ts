import { describe, expect, it } from "vitest";
import { formDataOf } from "#app/lib/form-entries.ts";
import { withWebScheme } from "#app/modules/entities/formatted-text-fields.ts";
import { siteConfigDefinition } from "./site-config-definition.ts";
import {
  parseSiteSettings,
  SITE_CONFIG_CONSTRAINT,
  SITE_CONFIG_FIELD_NAMES,
  type SiteConfigValues,
  siteConfigFormValues,
  storedSiteConfig,
} from "./site-config-form.ts";

/** The posted form's verdict: the columns stored, or each refused input's message(s). */
function parse(posted: FormData | SiteConfigValues) {
  const submission = parseSiteSettings(posted instanceof FormData ? posted : formDataOf(posted));
  if (submission.status === "success") {
    return { success: true, data: storedSiteConfig(submission.value) } as const;
  }
  const fieldErrors = Object.fromEntries(
    Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.join(" ")]),
  );
  return { success: false, fieldErrors } as const;
}

const texts = (en: string, ur = "") => ({ en, ur });

const valid = {
  // Every field empty (the translated texts in every language), as a form posted without them.
  ...siteConfigDefinition.initialValues(),
  siteTitle: texts(" DMflow "),
  tagline: texts("AI replies"),
  metaTitle: texts("DMflow - AI chat automation"),
  metaDescription: texts("x".repeat(200)),
  footerText: texts("© 2024 DMflow. All rights reserved."),
  contactEmail: "hello@dmflow.pk",
  phone: "+92 300 1234567",
  whatsappNumber: "",
  address: texts("Karachi"),
  setupTime: texts("24-48 hours", "24 سے 48 گھنٹے"),
  trialLength: texts("14 days"),
  replyTime: texts(" 24 hours "),
  socialLinks: {
    facebook: "https://facebook.com/dmflow",
    twitter: "",
    instagram: "http://instagram.com/dmflow",
    linkedin: "",
  },
} satisfies SiteConfigValues;

const links = (changed: Partial<typeof valid.socialLinks>) => ({
  ...valid.socialLinks,
  ...changed,
});

describe("website settings form", () => {
  it("trims, keeps the meta description past 160 (guidance only) and drops empty links", () => {
    expect(parse(valid)).toEqual({
      success: true,
      data: {
        siteTitle: { en: "DMflow" },
        tagline: { en: "AI replies" },
        metaTitle: { en: "DMflow - AI chat automation" },
        metaDescription: { en: "x".repeat(200) },
        footerText: { en: "© 2024 DMflow. All rights reserved." },
        adminLoginLink: true,
        contactEmail: "hello@dmflow.pk",
        phone: "+92 300 1234567",
        whatsappNumber: "",
        address: { en: "Karachi" },
        chatButton: true,
        chatMessage: {},
        setupTime: { en: "24-48 hours", ur: "24 سے 48 گھنٹے" },
        trialLength: { en: "14 days" },
        replyTime: { en: "24 hours" },
        timeZoneLabel: "",
        socialLinks: {
          facebook: "https://facebook.com/dmflow",
          instagram: "http://instagram.com/dmflow",
        },
      },
    });
  });

  it("accepts empty contact fields and links", () => {
    const result = parse({
      ...valid,
      contactEmail: "",
      phone: "",
      address: texts(""),
      socialLinks: links({ facebook: "  ", instagram: "" }),
    });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.socialLinks).toEqual({});
  });

  it("names each bad field: email, non-web links, lengths, a blank title or fact", () => {
    expect(
      parse({
        ...valid,
        siteTitle: texts("  "),
        setupTime: texts("", "24 سے 48 گھنٹے"),
        replyTime: texts("r".repeat(61)),
        contactEmail: "not-an-email",
        socialLinks: links({
          facebook: "javascript:alert(1)",
          twitter: "not a link",
          linkedin: "ftp://linkedin.com/x",
        }),
        tagline: texts("t".repeat(201)),
        metaDescription: texts("m".repeat(501)),
        phone: "1".repeat(41),
      }),
    ).toEqual({
      success: false,
      fieldErrors: {
        "siteTitle.en": "Site Title is required",
        contactEmail: "Enter a valid email address",
        "socialLinks.facebook": "The Facebook link must be a web address (https://)",
        "socialLinks.twitter": "Enter a Twitter link, such as twitter.com/yourhandle",
        "socialLinks.linkedin": "The LinkedIn link must be a web address (https://)",
        "tagline.en": "Tagline must be at most 200 characters",
        "metaDescription.en": "Meta Description must be at most 500 characters",
        phone: "Phone Number must be at most 40 characters",
        "setupTime.en": "Setup Time is required",
        "replyTime.en": "Reply Time must be at most 60 characters",
      },
    });
  });

  it("completes a link typed without its scheme with https://", () => {
    const result = parse({
      ...valid,
      socialLinks: {
        facebook: " facebook.com/myshop ",
        twitter: "//twitter.com/myshop",
        instagram: "www.instagram.com/x",
        linkedin: "linkedin.com:443/company/x",
      },
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
      expect(parse({ ...valid, socialLinks: links({ facebook: link }) })).toEqual({
        success: false,
        fieldErrors: {
          "socialLinks.facebook": "The Facebook link must be a web address (https://)",
        },
      });
    }
    for (const link of ["facebook", "my shop", "localhost:3000", "https://", "javascript:1"]) {
      expect(parse({ ...valid, socialLinks: links({ facebook: link }) })).toEqual({
        success: false,
        fieldErrors: {
          "socialLinks.facebook": "Enter a Facebook link, such as facebook.com/yourpage",
        },
      });
    }
  });

  it("takes phone and WhatsApp numbers written in digits, spaces, dashes and brackets", () => {
    const result = parse({
      ...valid,
      phone: "0300-1234567",
      whatsappNumber: " +92 (321) 765 4321 ",
    });
    expect(result).toMatchObject({
      success: true,
      data: { phone: "0300-1234567", whatsappNumber: "+92 (321) 765 4321" },
    });
    for (const number of ["call us", "+92 300", "12345678901234567", "92+3001234567"]) {
      expect(parse({ ...valid, phone: number, whatsappNumber: number })).toEqual({
        success: false,
        fieldErrors: {
          phone: "Enter a phone number in digits, such as +92 300 1234567",
          whatsappNumber: "Enter a WhatsApp number in digits, such as +92 300 1234567",
        },
      });
    }
    expect(parse({ ...valid, whatsappNumber: "9".repeat(41) })).toEqual({
      success: false,
      fieldErrors: { whatsappNumber: "WhatsApp Number must be at most 40 characters" },
    });
  });

  it("reads a submission's fields, missing ones and files as empty, unknown ones ignored", () => {
    expect(SITE_CONFIG_FIELD_NAMES).toEqual([
      "siteTitle.en",
      "siteTitle.ur",
      "tagline.en",
      "tagline.ur",
      "metaTitle.en",
      "metaTitle.ur",
      "metaDescription.en",
      "metaDescription.ur",
      "footerText.en",
      "footerText.ur",
      "adminLoginLink",
      "contactEmail",
      "phone",
      "whatsappNumber",
      "address.en",
      "address.ur",
      "chatButton",
      "chatMessage.en",
      "chatMessage.ur",
      "setupTime.en",
      "setupTime.ur",
      "trialLength.en",
      "trialLength.ur",
      "replyTime.en",
      "replyTime.ur",
      "timeZoneLabel",
      "socialLinks.facebook",
      "socialLinks.twitter",
      "socialLinks.instagram",
      "socialLinks.linkedin",
    ]);
    const form = new FormData();
    form.set("siteTitle.en", "DMflow");
    for (const fact of ["setupTime", "trialLength", "replyTime"]) form.set(`${fact}.en`, "1 day");
    form.set("socialLinks.facebook", new File(["x"], "x.txt"));
    form.set("contactEmail", new File(["x"], "x.txt"));
    form.set("unknown", "ignored");
    expect(parse(form)).toEqual({
      success: true,
      data: {
        siteTitle: { en: "DMflow" },
        tagline: {},
        metaTitle: {},
        metaDescription: {},
        footerText: {},
        adminLoginLink: false,
        contactEmail: "",
        phone: "",
        whatsappNumber: "",
        address: {},
        chatButton: false,
        chatMessage: {},
        setupTime: { en: "1 day" },
        trialLength: { en: "1 day" },
        replyTime: { en: "1 day" },
        timeZoneLabel: "",
        socialLinks: {},
      },
    });
  });

  it("has the browser require the site title's and the facts' English inputs, and no other", () => {
    const required = Object.entries(SITE_CONFIG_CONSTRAINT)
      .filter(([name, constraint]) => constraint.required && SITE_CONFIG_FIELD_NAMES.includes(name))
      .map(([name]) => name);
    expect(required).toEqual(["siteTitle.en", "setupTime.en", "trialLength.en", "replyTime.en"]);
  });

  it("round-trips a stored configuration through the form's values", () => {
    const result = parse(valid);
    if (!result.success) throw new Error("expected valid");
    expect(parse(siteConfigFormValues({ ...result.data, logoUrl: null }))).toEqual(result);
  });
});

describe("the Urdu texts (ADR 0021, ADR 0041)", () => {
  it("stores the Urdu values given beside the English ones, trimmed, and leaves out empty ones", () => {
    const result = parse({
      ...valid,
      siteTitle: texts("DMflow", " ڈی ایم فلو "),
      tagline: texts("AI replies", ""),
      footerText: texts("© 2024 DMflow. All rights reserved.", "   "),
      address: texts("Karachi", "کراچی"),
    });
    expect(result.success && result.data).toMatchObject({
      siteTitle: { en: "DMflow", ur: "ڈی ایم فلو" },
      tagline: { en: "AI replies" },
      footerText: { en: "© 2024 DMflow. All rights reserved." },
      address: { en: "Karachi", ur: "کراچی" },
    });
    expect(result.success && result.data.tagline).toEqual({ en: "AI replies" });
    expect(result.success && result.data.footerText).toEqual({
      en: "© 2024 DMflow. All rights reserved.",
    });
  });

  it("limits each Urdu field like its English field", () => {
    const result = parse({
      ...valid,
      tagline: texts("AI replies", "ن".repeat(201)),
      metaDescription: texts("x", "ن".repeat(501)),
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors["tagline.ur"]).toBe("Urdu tagline must be at most 200 characters");
      expect(result.fieldErrors["metaDescription.ur"]).toBe(
        "Urdu meta description must be at most 500 characters",
      );
    }
  });

  it("fills the Urdu fields from the stored texts", () => {
    const result = parse(valid);
    if (!result.success) throw new Error("expected valid");
    const values = siteConfigFormValues({
      ...result.data,
      logoUrl: null,
      tagline: { en: "AI replies", ur: "سطر" },
      footerText: { en: "© 2024", ur: "حقوق" },
    });
    expect(values).toMatchObject({
      siteTitle: { en: "DMflow", ur: "" },
      tagline: { en: "AI replies", ur: "سطر" },
      footerText: { ur: "حقوق" },
    });
  });
});
