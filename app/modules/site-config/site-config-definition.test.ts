import { describe, expect, it } from "vitest";
import { defaultSiteConfig, type SiteConfig } from "./defaults.ts";
import {
  localizeSiteConfig,
  SITE_TEXT_KEYS,
  siteConfigDefinition,
} from "./site-config-definition.ts";

/** A configuration written in English only. */
const english: SiteConfig = {
  ...defaultSiteConfig(),
  metaTitle: { en: "DMflow - AI replies" },
  metaDescription: { en: "Chats answered, day and night." },
  tagline: { en: "Replies while you sleep" },
  footerText: { en: "© 2024 DMflow. All rights reserved." },
  address: { en: "Clifton, Karachi" },
  setupTime: { en: "24-48 hours" },
  trialLength: { en: "14 days" },
  replyTime: { en: "24 hours" },
};

describe("the configuration's definition", () => {
  it("declares the screen's fields in its order, the visitors' texts translatable", () => {
    expect(Object.keys(siteConfigDefinition.meta)).toEqual([
      "siteTitle",
      "tagline",
      "metaTitle",
      "metaDescription",
      "footerText",
      "adminLoginLink",
      "contactEmail",
      "phone",
      "whatsappNumber",
      "address",
      "chatButton",
      "chatMessage",
      "setupTime",
      "trialLength",
      "replyTime",
      "timeZoneLabel",
      "socialLinks",
    ]);
    expect(SITE_TEXT_KEYS).toEqual([
      "siteTitle",
      "tagline",
      "metaTitle",
      "metaDescription",
      "footerText",
      "address",
      "chatMessage",
      "setupTime",
      "trialLength",
      "replyTime",
    ]);
  });

  it("names the fields a save changed by their labels, Urdu texts and links included", () => {
    const after = {
      ...english,
      tagline: { ...english.tagline, ur: "آپ کے سوتے میں جوابات" },
      phone: "+92 300 0000000",
      socialLinks: { facebook: "https://facebook.com/dmflow" },
    };
    expect(siteConfigDefinition.changedLabels(english, after)).toEqual([
      "Tagline",
      "Phone Number",
      "Social Media Links",
    ]);
    expect(siteConfigDefinition.changedLabels(english, { ...english })).toEqual([]);
  });
});

describe("localizeSiteConfig", () => {
  const config: SiteConfig = {
    ...english,
    siteTitle: { en: "DMflow", ur: "ڈی ایم فلو" },
    tagline: { en: "Replies while you sleep", ur: "آپ کے سوتے میں جوابات" },
    footerText: { en: "© 2024 DMflow. All rights reserved.", ur: "" },
    address: { en: "Clifton, Karachi", ur: "کلفٹن، کراچی" },
  };

  it("gives English pages the English texts, each a text", () => {
    expect(localizeSiteConfig(config, "en")).toEqual({
      ...english,
      siteTitle: "DMflow",
      tagline: "Replies while you sleep",
      metaTitle: english.metaTitle.en,
      metaDescription: english.metaDescription.en,
      footerText: "© 2024 DMflow. All rights reserved.",
      address: "Clifton, Karachi",
      chatMessage: "",
      setupTime: "24-48 hours",
      trialLength: "14 days",
      replyTime: "24 hours",
      languages: {},
    });
  });

  it("gives Urdu pages each Urdu text that has a value, English for the others", () => {
    expect(localizeSiteConfig(config, "ur")).toMatchObject({
      siteTitle: "ڈی ایم فلو",
      tagline: "آپ کے سوتے میں جوابات",
      footerText: "© 2024 DMflow. All rights reserved.",
      address: "کلفٹن، کراچی",
      metaTitle: english.metaTitle.en,
      metaDescription: english.metaDescription.en,
      contactEmail: english.contactEmail,
    });
  });

  it("says which texts an Urdu page shows in English, for the page to mark them", () => {
    const { languages } = localizeSiteConfig(config, "ur");
    expect(languages).toMatchObject({ footerText: "en", metaTitle: "en" });
    for (const key of ["siteTitle", "tagline", "address"]) {
      expect(languages, key).not.toHaveProperty(key);
    }
  });

  it("falls back to English everywhere without Urdu values, and to none without English", () => {
    const { languages, ...urdu } = localizeSiteConfig(english, "ur");
    const { languages: _, ...inEnglish } = localizeSiteConfig(english, "en");
    expect(urdu).toEqual(inEnglish);
    expect(languages).toEqual(Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, "en"])));
    expect(localizeSiteConfig({ ...english, tagline: {} }, "ur").tagline).toBe("");
  });

  it("reads a text written by hand in another shape as English, or none", () => {
    const odd = { ...english, tagline: { en: "Kept", ur: 3 }, address: "Clifton" } as never;
    expect(localizeSiteConfig(odd, "ur")).toMatchObject({ tagline: "Kept", address: "" });
  });
});
