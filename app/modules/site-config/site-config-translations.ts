import type { SiteConfigTranslations } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { perTranslatedLocale, translatedOr } from "#app/modules/i18n/translated-content.ts";
import type { SiteConfig } from "./defaults.ts";
import { SITE_CONFIG_LIMITS } from "./site-config-form.ts";

// The configuration's translated labels (ADR 0021), a key per translated language (ADR 0035): what may be stored in website_config.translations,
// and the one function that puts a locale's labels in place of the English ones.

const label = (max: number) => z.string().max(max).optional();

/** The stored shape: only known fields, strings within the English fields' limits. */
export const siteConfigTranslationsSchema = z.strictObject(
  perTranslatedLocale(() =>
    z
      .strictObject({
        siteTitle: label(SITE_CONFIG_LIMITS.siteTitle),
        tagline: label(SITE_CONFIG_LIMITS.tagline),
        metaTitle: label(SITE_CONFIG_LIMITS.metaTitle),
        metaDescription: label(SITE_CONFIG_LIMITS.metaDescription),
        footerText: label(SITE_CONFIG_LIMITS.footerText),
        address: label(SITE_CONFIG_LIMITS.address),
      })
      .optional(),
  ),
);

/** The stored translations, or none when what is stored is not of the expected shape. */
export function readSiteConfigTranslations(value: unknown): SiteConfigTranslations {
  const parsed = siteConfigTranslationsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** The configuration as visitors see it: no translations inside, its labels in one language. */
export type LocalizedSiteConfig = Omit<SiteConfig, "translations">;

/**
 * The configuration as a page in `locale` shows it: each label in that language where it has a
 * value, English otherwise. The translations themselves are left out (pages never need them).
 */
export function localizeSiteConfig(config: SiteConfig, locale: Locale): LocalizedSiteConfig {
  const { translations, ...english } = config;
  if (locale === "en") return english;
  const labels = readSiteConfigTranslations(translations)[locale];
  if (!labels) return english;
  return {
    ...english,
    siteTitle: translatedOr(english.siteTitle, labels.siteTitle),
    tagline: translatedOr(english.tagline, labels.tagline),
    metaTitle: translatedOr(english.metaTitle, labels.metaTitle),
    metaDescription: translatedOr(english.metaDescription, labels.metaDescription),
    footerText: translatedOr(english.footerText, labels.footerText),
    address: translatedOr(english.address, labels.address),
  };
}
