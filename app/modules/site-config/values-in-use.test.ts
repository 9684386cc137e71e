import { describe, expect, it } from "vitest";
import { formDataOf } from "#app/lib/form-entries.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { CONTACT_FALLBACK, defaultSiteConfig, type SiteConfig } from "./defaults.ts";
import { parseSiteSettings, siteConfigFormValues, storedSiteConfig } from "./site-config-form.ts";
import {
  defaultsInUse,
  type SiteConfigDefaults,
  valuesInUse,
  valuesToStore,
} from "./values-in-use.ts";

/** A site as seeded: its texts stored in English and Urdu, its contact fields empty. */
const fresh: SiteConfig = defaultSiteConfig();
const { logoUrl: _logoUrl, ...freshColumns } = fresh;

/** The values Website Settings shows for `stored`, and the defaults among them. */
function shown(stored: SiteConfig) {
  const defaults = defaultsInUse(stored);
  return { values: valuesInUse(siteConfigFormValues(stored), defaults), defaults };
}

/** What saving `values` (as the form posts them) stores, the form shown with `defaults`. */
function stored(values: Record<string, unknown>, defaults: SiteConfigDefaults) {
  const submission = parseSiteSettings(formDataOf(values));
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return storedSiteConfig(valuesToStore(submission.value, defaults));
}

describe("the values Website Settings shows", () => {
  it("shows on a fresh site what the site uses in place of every empty field", () => {
    expect(shown(fresh).values).toMatchObject({
      siteTitle: { en: "DMflow", ur: "DMflow" },
      contactEmail: CONTACT_FALLBACK.email,
      phone: CONTACT_FALLBACK.phone,
      whatsappNumber: CONTACT_FALLBACK.phone,
      address: CONTACT_FALLBACK.address,
      tagline: fresh.tagline,
      metaDescription: fresh.metaDescription,
      // Nothing shows in place of an empty social link: none is shown.
      socialLinks: { facebook: "" },
    });
  });

  it("keeps stored values and follows the fields a default depends on", () => {
    const { values } = shown({
      ...fresh,
      tagline: {},
      metaTitle: {},
      phone: "+92 311 5550123",
      siteTitle: { en: "DMflow", ur: "ڈی ایم فلو" },
    });
    expect(values).toMatchObject({
      phone: "+92 311 5550123",
      whatsappNumber: "+92 311 5550123",
      // Urdu pages show their own catalogue's tagline, and the title falls back to the Urdu one.
      tagline: { en: translator("en")("footer.tagline"), ur: translator("ur")("footer.tagline") },
      metaTitle: { en: "DMflow", ur: "ڈی ایم فلو" },
      siteTitle: { ur: "ڈی ایم فلو" },
    });
  });
});

describe("saving the values shown", () => {
  it("stores nothing in place of the defaults when saved unchanged", () => {
    const site = { ...fresh, tagline: {} };
    const { values, defaults } = shown(site);
    expect(stored(values, defaults)).toEqual({ ...freshColumns, tagline: {} });
  });

  it("stores what was typed in place of a default", () => {
    const { values, defaults } = shown(fresh);
    const typed = {
      ...values,
      whatsappNumber: "+92 300 7654321",
      tagline: { ...values.tagline, ur: "چوبیس گھنٹے جوابات" },
      contactEmail: " team@shop.pk ",
    };
    expect(stored(typed, defaults)).toMatchObject({
      whatsappNumber: "+92 300 7654321",
      tagline: { ur: "چوبیس گھنٹے جوابات" },
      contactEmail: "team@shop.pk",
      phone: "",
    });
  });

  it("lets a field left as its default follow the field it defaults to", () => {
    // Shown with the phone as the WhatsApp number and the English title as the Urdu one, the
    // owner changes the phone and the title: both followers follow.
    const { values, defaults } = shown({ ...fresh, phone: "+92 311 5550123" });
    const submitted = {
      ...values,
      phone: "+92 322 0000000",
      siteTitle: { ...values.siteTitle, en: "Acme" },
    };
    expect(stored(submitted, defaults)).toMatchObject({
      phone: "+92 322 0000000",
      whatsappNumber: "",
      siteTitle: { en: "Acme" },
    });
    expect(stored(submitted, defaults).siteTitle).toEqual({ en: "Acme" });
  });
});
