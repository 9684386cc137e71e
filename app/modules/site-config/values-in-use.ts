import { translator } from "#app/modules/i18n/i18n.ts";
import { CONTACT_FALLBACK } from "./defaults.ts";
import type { SiteConfigValues } from "./site-config-form.ts";

// Website Settings shows the site as it is (docs/product.md#website-settings): a field stored empty shows what the site
// uses in its place (the company's contact details, the phone as the WhatsApp number, the
// catalogue's tagline, English where Urdu is missing, ...), not an empty box.
//
// Saving must not freeze those defaults: some are per language (the tagline's default is the
// catalogue's, in Urdu on Urdu pages), some follow another field (the WhatsApp number follows
// the phone, an Urdu label its English one), and any may change in a later version. So a field
// still holding the default it was shown with is stored empty again, and keeps following its
// default. The defaults are worked out from the values stored before the save, which are those
// the form was shown with. Typing another value stores it; emptying a field shows its default.

/** The fields that show a default while stored empty. */
export const DEFAULTED_FIELDS = [
  "tagline",
  "metaTitle",
  "contactEmail",
  "phone",
  "whatsappNumber",
  "address",
  "notifyTo",
  "urSiteTitle",
  "urTagline",
  "urMetaTitle",
  "urMetaDescription",
  "urFooterText",
  "urAddress",
] as const satisfies readonly (keyof SiteConfigValues)[];
export type DefaultedField = (typeof DEFAULTED_FIELDS)[number];
export type SiteConfigDefaults = Record<DefaultedField, string>;

/**
 * What the site uses for each field left empty, given the stored values (empty where unset) and
 * the lead recipients set on the server (NOTIFY_TO, as the notification worker reads them).
 */
export function defaultsInUse(
  stored: SiteConfigValues,
  serverRecipients: readonly string[],
): SiteConfigDefaults {
  const or = (value: string, fallback: string) => (value.trim() ? value : fallback);
  const phone = or(stored.phone, CONTACT_FALLBACK.phone);
  return {
    // The footer shows the catalogue's tagline when none is set (site-footer.tsx).
    tagline: translator("en")("footer.tagline"),
    // The page title falls back to the site title (root.tsx).
    metaTitle: stored.siteTitle,
    contactEmail: CONTACT_FALLBACK.email,
    phone: CONTACT_FALLBACK.phone,
    whatsappNumber: phone,
    address: CONTACT_FALLBACK.address,
    notifyTo: serverRecipients.join(", "),
    // Urdu pages show the English value where there is no Urdu one (localizeSiteConfig), then
    // the same fallbacks as English pages, in Urdu where the fallback is the catalogue's.
    urSiteTitle: stored.siteTitle,
    urTagline: or(stored.tagline, translator("ur")("footer.tagline")),
    urMetaTitle: or(stored.metaTitle, or(stored.urSiteTitle, stored.siteTitle)),
    urMetaDescription: stored.metaDescription,
    urFooterText: stored.footerText,
    urAddress: or(stored.address, CONTACT_FALLBACK.address),
  };
}

/** The form's values: the stored ones, each field stored empty showing its default. */
export function valuesInUse(
  stored: SiteConfigValues,
  defaults: SiteConfigDefaults,
): SiteConfigValues {
  const values = { ...stored };
  for (const field of DEFAULTED_FIELDS) {
    if (!values[field].trim()) values[field] = defaults[field];
  }
  return values;
}

/** The values to store: a field still holding its default is stored empty, to keep following it. */
export function valuesToStore(
  submitted: SiteConfigValues,
  defaults: SiteConfigDefaults,
): SiteConfigValues {
  const values = { ...submitted };
  for (const field of DEFAULTED_FIELDS) {
    if (values[field].trim() === defaults[field].trim()) values[field] = "";
  }
  return values;
}
