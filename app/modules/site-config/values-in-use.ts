import { translator } from "#app/modules/i18n/i18n.ts";
import {
  englishText,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from "#app/modules/i18n/translated-content.ts";
import { CONTACT_FALLBACK, fallbackAddress, type SiteConfig } from "./defaults.ts";
import { SITE_TEXT_KEYS, type SiteTextKey } from "./site-config-definition.ts";
import type { SiteConfigOutput, SiteConfigValues } from "./site-config-form.ts";

// Website Settings shows the site as it is (docs/product.md#website-settings): a field stored empty shows what the site
// uses in its place (the company's contact details, the phone as the WhatsApp number, the
// catalogue's tagline, English where a translation is missing, ...), not an empty box.
//
// Saving must not freeze those defaults: some are per language (the tagline's default is the
// catalogue's, in Urdu on Urdu pages), some follow another field (the WhatsApp number follows
// the phone, a translated text its English one), and any may change in a later version. So a field
// still holding the default it was shown with is stored empty again, and keeps following its
// default. The defaults are worked out from the values stored before the save, which are those
// the form was shown with. Typing another value stores it; emptying a field shows its default.
//
// Fields are named as the form's inputs are: `contactEmail`, `tagline.en`, `siteTitle.ur`.

/** The English inputs that show a default while stored empty. */
const ENGLISH_DEFAULTED = [
  "tagline.en",
  "metaTitle.en",
  "contactEmail",
  "phone",
  "whatsappNumber",
  "address.en",
  "chatMessage.en",
] as const;

/** An input that shows a default while stored empty: those above, and every translated text. */
export type DefaultedField =
  | (typeof ENGLISH_DEFAULTED)[number]
  | `${SiteTextKey}.${TranslatedLocale}`;
export type SiteConfigDefaults = Record<DefaultedField, string>;

/** The value of the input named `name` (`phone`, `tagline.ur`) in `values`; "" for none. */
export function valueAt(values: object, name: string): string {
  const value = name
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
      values,
    );
  return typeof value === "string" ? value : "";
}

/**
 * `values` with the input named `name` set to `value`, or left out when `value` is undefined
 * (a language without a text). Names are a field, or a field and its part: `tagline.ur`.
 */
function withValueAt<Values extends object>(
  values: Values,
  name: string,
  value: string | undefined,
): Values {
  const [field = "", part] = name.split(".");
  const record = values as Record<string, unknown>;
  if (part === undefined) return { ...values, [field]: value ?? "" };
  const inner = { ...(record[field] as Record<string, unknown> | undefined) };
  if (value === undefined) delete inner[part];
  else inner[part] = value;
  return { ...values, [field]: inner };
}

/** What the site uses for each field left empty, given the stored configuration. */
export function defaultsInUse(config: Pick<SiteConfig, SiteTextKey | "phone">): SiteConfigDefaults {
  const or = (value: string, fallback: string) => (value.trim() ? value : fallback);
  const english = (key: SiteTextKey) => englishText(config[key]);
  const phone = or(config.phone, CONTACT_FALLBACK.phone);
  const defaults: Record<string, string> = {
    // The footer shows the catalogue's tagline when none is set (site-footer.tsx).
    "tagline.en": translator("en")("footer.tagline"),
    // The page title falls back to the site title (root.tsx).
    "metaTitle.en": english("siteTitle"),
    contactEmail: CONTACT_FALLBACK.email,
    phone: CONTACT_FALLBACK.phone,
    whatsappNumber: phone,
    "address.en": fallbackAddress("en"),
    // The chat's first message is the catalogue's while none is set (start-chat.server.ts).
    "chatMessage.en": translator("en")("chat.defaultMessage"),
  };
  for (const locale of TRANSLATED_LOCALES) {
    // A translated page shows the English text where it has none of its own
    // (localizeSiteConfig), then the same fallbacks as English pages, in its language where
    // the fallback is the catalogue's.
    const own = (key: SiteTextKey) => valueAt(config, `${key}.${locale}`);
    const fallbacks: Partial<Record<SiteTextKey, string>> = {
      tagline: or(english("tagline"), translator(locale)("footer.tagline")),
      metaTitle: or(english("metaTitle"), or(own("siteTitle"), english("siteTitle"))),
      address: or(english("address"), fallbackAddress(locale)),
      chatMessage: or(english("chatMessage"), translator(locale)("chat.defaultMessage")),
    };
    for (const key of SITE_TEXT_KEYS) {
      defaults[`${key}.${locale}`] = fallbacks[key] ?? english(key);
    }
  }
  return defaults as SiteConfigDefaults;
}

/** The defaulted inputs' names. */
function defaultedFields(defaults: SiteConfigDefaults): DefaultedField[] {
  return Object.keys(defaults) as DefaultedField[];
}

/** The form's values: the stored ones, each field stored empty showing its default. */
export function valuesInUse(
  stored: SiteConfigValues,
  defaults: SiteConfigDefaults,
): SiteConfigValues {
  let values = stored;
  for (const field of defaultedFields(defaults)) {
    if (!valueAt(values, field).trim()) values = withValueAt(values, field, defaults[field]);
  }
  return values;
}

/**
 * What a valid form stores: a field still holding its default is stored empty (a language's
 * text left out), to keep following it.
 */
export function valuesToStore(
  output: SiteConfigOutput,
  defaults: SiteConfigDefaults,
): SiteConfigOutput {
  let values = output;
  for (const field of defaultedFields(defaults)) {
    if (valueAt(values, field).trim() === defaults[field].trim()) {
      values = withValueAt(values, field, undefined);
    }
  }
  return values;
}
