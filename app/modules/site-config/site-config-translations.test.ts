import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "./defaults.ts";
import { localizeSiteConfig, readSiteConfigTranslations } from "./site-config-translations.ts";

const english = {
  ...defaultSiteConfig(),
  tagline: "Replies while you sleep",
  footerText: "© 2024 DMflow. All rights reserved.",
  address: "Clifton, Karachi",
};

describe("localizeSiteConfig", () => {
  const config = {
    ...english,
    translations: {
      ur: {
        siteTitle: "ڈی ایم فلو",
        tagline: "آپ کے سوتے میں جوابات",
        footerText: "",
        address: "کلفٹن، کراچی",
      },
    },
  };

  it("gives English pages the English labels and no translations", () => {
    const { translations: _translations, ...expected } = config;
    expect(localizeSiteConfig(config, "en")).toEqual(expected);
  });

  it("gives Urdu pages each Urdu label that has a value, English for the others", () => {
    const urdu = localizeSiteConfig(config, "ur");
    expect(urdu).toMatchObject({
      siteTitle: "ڈی ایم فلو",
      tagline: "آپ کے سوتے میں جوابات",
      footerText: "© 2024 DMflow. All rights reserved.",
      address: "کلفٹن، کراچی",
      metaTitle: english.metaTitle,
      metaDescription: english.metaDescription,
      contactEmail: english.contactEmail,
    });
    expect(urdu).not.toHaveProperty("translations");
  });

  it("falls back to English everywhere without Urdu values", () => {
    const { translations: _translations, ...expected } = { ...english, translations: {} };
    expect(localizeSiteConfig({ ...english, translations: {} }, "ur")).toEqual(expected);
  });
});

describe("readSiteConfigTranslations", () => {
  it("keeps known fields and refuses unknown ones or over-long values", () => {
    expect(readSiteConfigTranslations({ ur: { tagline: "سطر" } })).toEqual({
      ur: { tagline: "سطر" },
    });
    expect(readSiteConfigTranslations({ ur: { phone: "1" } })).toEqual({});
    expect(readSiteConfigTranslations({ ur: { siteTitle: "ن".repeat(101) } })).toEqual({});
  });
});
