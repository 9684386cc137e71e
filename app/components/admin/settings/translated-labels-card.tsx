import { ChevronDown, Languages } from "lucide-react";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { LANGUAGE_NAMES, LOCALE_INFO, localePathPrefix } from "#app/modules/i18n/locales.ts";
import type { TranslatedLocale } from "#app/modules/i18n/translated-content.ts";
import {
  SITE_CONFIG_LIMITS,
  type SiteConfigFieldErrors,
  type SiteConfigValues,
  TRANSLATED_LABELS,
  type TranslatedLabel,
  translatedLabelField,
} from "#app/modules/site-config/site-config-form.ts";
import type { SiteConfigDefaults } from "#app/modules/site-config/values-in-use.ts";

// One translated language's version of the labels visitors see (ADR 0021), in a section that
// opens on demand so the English form reads as before; the settings form shows one per
// translated language (ADR 0035). Every field is optional: one without a translation shows the
// English text that the language's pages use in its place (values-in-use.ts).

/** Each label's field title, before the language's name: "Site Title (Urdu)". */
const LABEL_TITLES: Record<TranslatedLabel, string> = {
  siteTitle: "Site Title",
  tagline: "Tagline",
  metaTitle: "Meta Title",
  metaDescription: "Meta Description",
  footerText: "Footer Text",
  address: "Address",
};

type LabelFieldProps = {
  locale: TranslatedLocale;
  label: TranslatedLabel;
  values: SiteConfigValues;
  errors: SiteConfigFieldErrors;
};

/** The field's language, and its own direction: the English text shown until a translation is typed reads left to right. */
function inputLanguage(locale: TranslatedLocale) {
  return { lang: LOCALE_INFO[locale].lang, dir: "auto" } as const;
}

function LabelInput({ locale, label, values, errors }: LabelFieldProps) {
  const name = translatedLabelField(locale, label);
  return (
    <Field label={`${LABEL_TITLES[label]} (${LANGUAGE_NAMES[locale]})`} error={errors[name]}>
      {(props) => (
        <Input
          {...props}
          {...inputLanguage(locale)}
          name={name}
          defaultValue={values[name]}
          maxLength={SITE_CONFIG_LIMITS[label]}
          placeholder={values[label]}
        />
      )}
    </Field>
  );
}

function LabelArea({ locale, label, values, errors }: LabelFieldProps) {
  const name = translatedLabelField(locale, label);
  return (
    <Field label={`${LABEL_TITLES[label]} (${LANGUAGE_NAMES[locale]})`} error={errors[name]}>
      {(props) => (
        <Textarea
          {...props}
          {...inputLanguage(locale)}
          name={name}
          rows={2}
          className="min-h-0"
          defaultValue={values[name]}
          maxLength={SITE_CONFIG_LIMITS[label]}
          placeholder={values[label]}
        />
      )}
    </Field>
  );
}

export function TranslatedLabelsCard({
  locale,
  values,
  defaults,
  errors,
}: {
  locale: TranslatedLocale;
  values: SiteConfigValues;
  defaults: SiteConfigDefaults;
  errors: SiteConfigFieldErrors;
}) {
  const language = LANGUAGE_NAMES[locale];
  const fields = TRANSLATED_LABELS.map((label) => translatedLabelField(locale, label));
  const translated = fields.filter(
    (field) => values[field].trim() !== "" && values[field].trim() !== defaults[field].trim(),
  ).length;
  const hasError = fields.some((field) => errors[field]);
  const field = { locale, values, errors };

  return (
    <SectionCard
      icon={Languages}
      title={`${language} Version`}
      description={`What visitors see on the ${language} pages (${localePathPrefix(locale)}): the English text, until you type the ${language} one.`}
    >
      {/* Open when a field needs fixing; closed, its fields are still sent with the form. */}
      <details className="group" open={hasError || undefined}>
        <summary className="flex w-fit cursor-pointer list-none items-center gap-2 rounded-md text-sm font-medium focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden">
          <ChevronDown
            className="size-4 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
          Edit {language} texts
          <span className="font-normal text-muted-foreground">
            ({translated} of {fields.length} translated)
          </span>
        </summary>
        <div className="mt-5 grid gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <LabelInput {...field} label="siteTitle" />
            <LabelInput {...field} label="tagline" />
          </div>
          <LabelInput {...field} label="metaTitle" />
          <LabelArea {...field} label="metaDescription" />
          <div className="grid gap-5 md:grid-cols-2">
            <LabelArea {...field} label="footerText" />
            <LabelArea {...field} label="address" />
          </div>
        </div>
      </details>
    </SectionCard>
  );
}
