import { translator } from "#app/modules/i18n/i18n.ts";
import { TRANSLATED_LOCALES } from "#app/modules/i18n/translated-content.ts";
import { CONTACT_FALLBACK } from "./defaults.ts";
import {
  type SiteConfigValues,
  TRANSLATED_LABEL_FIELDS,
  TRANSLATED_LABELS,
  type TranslatedLabel,
  type TranslatedLabelField,
  translatedLabelField,
} from "./site-config-form.ts";

// Website Settings shows the site as it is (docs/product.md#website-settings): a field stored empty shows what the site
// uses in its place (the company's contact details, the phone as the WhatsApp number, the
// catalogue's tagline, English where a translation is missing, ...), not an empty box.
//
// Saving must not freeze those defaults: some are per language (the tagline's default is the
// catalogue's, in Urdu on Urdu pages), some follow another field (the WhatsApp number follows
// the phone, a translated label its English one), and any may change in a later version. So a field
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
  ...TRANSLATED_LABEL_FIELDS,
] as const satisfies readonly (keyof SiteConfigValues)[];
export type DefaultedField = (typeof DEFAULTED_FIELDS)[number] | TranslatedLabelField;
export type SiteConfigDefaults = Record<DefaultedField, string>;

/** What the site uses for each field left empty, given the stored values (empty where unset). */
export function defaultsInUse(stored: SiteConfigValues): SiteConfigDefaults {
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
    ...Object.fromEntries(
      TRANSLATED_LOCALES.flatMap((locale) => {
        // A translated page shows the English value where it has none of its own
        // (localizeSiteConfig), then the same fallbacks as English pages, in its language
        // where the fallback is the catalogue's.
        const fallbacks: Record<TranslatedLabel, string> = {
          siteTitle: stored.siteTitle,
          tagline: or(stored.tagline, translator(locale)("footer.tagline")),
          metaTitle: or(
            stored.metaTitle,
            or(stored[translatedLabelField(locale, "siteTitle")], stored.siteTitle),
          ),
          metaDescription: stored.metaDescription,
          footerText: stored.footerText,
          address: or(stored.address, CONTACT_FALLBACK.address),
        };
        return TRANSLATED_LABELS.map((label) => [
          translatedLabelField(locale, label),
          fallbacks[label],
        ]);
      }),
    ),
  } as SiteConfigDefaults;
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
