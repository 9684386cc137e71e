import { describe, expect, it } from "vitest";
import { translator } from "#app/modules/i18n/i18n.ts";
import { CONTACT_FALLBACK, defaultSiteConfig } from "./defaults.ts";
import { type SiteConfigValues, valuesFromConfig } from "./site-config-form.ts";
import { defaultsInUse, valuesInUse, valuesToStore } from "./values-in-use.ts";

/** A site as seeded: its labels stored, its contact fields and Urdu labels empty. */
const fresh: SiteConfigValues = valuesFromConfig(defaultSiteConfig());

describe("the values Website Settings shows", () => {
  it("shows on a fresh site what the site uses in place of every empty field", () => {
    const defaults = defaultsInUse(fresh);
    const values = valuesInUse(fresh, defaults);
    expect(values).toMatchObject({
      siteTitle: "DMflow",
      contactEmail: CONTACT_FALLBACK.email,
      phone: CONTACT_FALLBACK.phone,
      whatsappNumber: CONTACT_FALLBACK.phone,
      address: CONTACT_FALLBACK.address,
      "translations.ur.siteTitle": "DMflow",
      "translations.ur.tagline": fresh.tagline,
      "translations.ur.metaDescription": fresh.metaDescription,
      "translations.ur.address": CONTACT_FALLBACK.address,
      // Nothing shows in place of an empty social link: none is shown.
      facebook: "",
    });
  });

  it("keeps stored values and follows the fields a default depends on", () => {
    const stored = {
      ...fresh,
      tagline: "",
      metaTitle: "",
      phone: "+92 311 5550123",
      "translations.ur.siteTitle": "ڈی ایم فلو",
    };
    const values = valuesInUse(stored, defaultsInUse(stored));
    expect(values).toMatchObject({
      phone: "+92 311 5550123",
      whatsappNumber: "+92 311 5550123",
      tagline: translator("en")("footer.tagline"),
      metaTitle: "DMflow",
      "translations.ur.siteTitle": "ڈی ایم فلو",
      // Urdu pages show their own catalogue's tagline, and the title falls back to the Urdu one.
      "translations.ur.tagline": translator("ur")("footer.tagline"),
      "translations.ur.metaTitle": "ڈی ایم فلو",
    });
  });
});

describe("saving the values shown", () => {
  it("stores nothing in place of the defaults when saved unchanged", () => {
    const stored = { ...fresh, tagline: "" };
    const defaults = defaultsInUse(stored);
    expect(valuesToStore(valuesInUse(stored, defaults), defaults)).toEqual(stored);
  });

  it("stores what was typed in place of a default", () => {
    const defaults = defaultsInUse(fresh);
    const typed = {
      ...valuesInUse(fresh, defaults),
      whatsappNumber: "+92 300 7654321",
      "translations.ur.tagline": "چوبیس گھنٹے جوابات",
      contactEmail: " team@shop.pk ",
    };
    expect(valuesToStore(typed, defaults)).toMatchObject({
      whatsappNumber: "+92 300 7654321",
      "translations.ur.tagline": "چوبیس گھنٹے جوابات",
      contactEmail: " team@shop.pk ",
      phone: "",
    });
  });

  it("lets a field left as its default follow the field it defaults to", () => {
    // Shown with the phone as the WhatsApp number and the English title as the Urdu one, the
    // owner changes the phone and the title: both followers follow.
    const stored = { ...fresh, phone: "+92 311 5550123" };
    const defaults = defaultsInUse(stored);
    const submitted = {
      ...valuesInUse(stored, defaults),
      phone: "+92 322 0000000",
      siteTitle: "Acme",
    };
    expect(valuesToStore(submitted, defaults)).toMatchObject({
      phone: "+92 322 0000000",
      whatsappNumber: "",
      siteTitle: "Acme",
      "translations.ur.siteTitle": "",
    });
  });
});
