import type { FieldMetadata } from "@conform-to/react";
import { ChevronDown, Languages } from "lucide-react";
import { ConformField } from "#app/components/admin/conform-field.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { LANGUAGE_NAMES, LOCALE_INFO, localePathPrefix } from "#app/modules/i18n/locales.ts";
import type { TranslatedLocale } from "#app/modules/i18n/translated-content.ts";
import {
  SITE_CONFIG_LIMITS,
  type SiteConfigFormValue,
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

/** One language's label fields of the settings form (conform's `translations.<locale>`). */
export type TranslatedLabelFields = Record<
  TranslatedLabel,
  FieldMetadata<string, SiteConfigFormValue, string[]>
>;

type LabelFieldProps = {
  locale: TranslatedLocale;
  label: TranslatedLabel;
  values: SiteConfigValues;
  fields: TranslatedLabelFields;
  multiLine?: boolean;
};

/** One label's field, its language's own direction: the English placeholder reads left to right. */
function LabelField({ locale, label, values, fields, multiLine = false }: LabelFieldProps) {
  return (
    <ConformField
      field={fields[label]}
      label={`${LABEL_TITLES[label]} (${LANGUAGE_NAMES[locale]})`}
      lang={LOCALE_INFO[locale].lang}
      dir="auto"
      maxLength={SITE_CONFIG_LIMITS[label]}
      placeholder={values[label]}
      as={multiLine ? "textarea" : "input"}
      rows={multiLine ? 2 : undefined}
      controlClassName={multiLine ? "min-h-0" : undefined}
    />
  );
}

export function TranslatedLabelsCard({
  locale,
  values,
  defaults,
  fields,
}: {
  locale: TranslatedLocale;
  values: SiteConfigValues;
  defaults: SiteConfigDefaults;
  fields: TranslatedLabelFields;
}) {
  const language = LANGUAGE_NAMES[locale];
  const names = TRANSLATED_LABELS.map((label) => translatedLabelField(locale, label));
  const translated = names.filter(
    (name) => values[name].trim() !== "" && values[name].trim() !== defaults[name].trim(),
  ).length;
  const hasError = TRANSLATED_LABELS.some((label) => fields[label].errors?.length);
  const field = { locale, values, fields };

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
            ({translated} of {names.length} translated)
          </span>
        </summary>
        <div className="mt-5 grid gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <LabelField {...field} label="siteTitle" />
            <LabelField {...field} label="tagline" />
          </div>
          <LabelField {...field} label="metaTitle" />
          <LabelField {...field} label="metaDescription" multiLine />
          <div className="grid gap-5 md:grid-cols-2">
            <LabelField {...field} label="footerText" multiLine />
            <LabelField {...field} label="address" multiLine />
          </div>
        </div>
      </details>
    </SectionCard>
  );
}
