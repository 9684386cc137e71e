import type { FormMetadata } from "@conform-to/react";
import { ChevronDown, Languages } from "lucide-react";
import { type ControlProps, EntityFields } from "#app/components/admin/entity-fields.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { LANGUAGE_NAMES, localePathPrefix } from "#app/modules/i18n/locales.ts";
import type { TranslatedLocale } from "#app/modules/i18n/translated-content.ts";
import {
  SITE_FACT_KEYS,
  SITE_TEXT_KEYS,
  siteConfigDefinition,
} from "#app/modules/site-config/site-config-definition.ts";
import type { SiteConfigValues } from "#app/modules/site-config/site-config-form.ts";
import { type SiteConfigDefaults, valueAt } from "#app/modules/site-config/values-in-use.ts";

// One translated language's version of the texts visitors see (ADR 0021, ADR 0041): the
// settings form's translatable fields (site-config-definition.ts) in that language, in a section
// that opens on demand so the English form reads as before; the settings form shows one per
// translated language (ADR 0035). Every field is optional: one without a translation shows the
// English text that the language's pages use in its place (values-in-use.ts).

/**
 * Each text's own direction (`auto`), not the language's: a field shows the English text in
 * use until its translation is typed, and reads left to right then.
 */
/** The card's texts: every translatable one but the facts, which have a group of their own. */
const LABEL_KEYS = SITE_TEXT_KEYS.filter(
  (key) => !(SITE_FACT_KEYS as readonly string[]).includes(key),
);
const LABEL_META = Object.fromEntries(
  LABEL_KEYS.map((key) => [key, siteConfigDefinition.meta[key]]),
);

const CONTROL_PROPS: Record<string, ControlProps> = Object.fromEntries(
  LABEL_KEYS.map((key) => [
    key,
    siteConfigDefinition.meta[key].control === "textarea"
      ? { dir: "auto", rows: 2, controlClassName: "min-h-0" }
      : { dir: "auto" },
  ]),
);

/** Where the card's fields sit: the title beside the tagline, the footer beside the address. */
const LAYOUT: Record<string, ControlProps> = {
  metaTitle: { className: "sm:col-span-2" },
  footerText: { className: undefined },
  address: { className: undefined },
};

export function TranslatedLabelsCard({
  locale,
  values,
  defaults,
  fields,
}: {
  locale: TranslatedLocale;
  /** The values the form was shown with. */
  values: SiteConfigValues;
  defaults: SiteConfigDefaults;
  /** The settings form's fields; the card shows each translatable one's input in `locale`. */
  fields: ReturnType<FormMetadata<SiteConfigValues, string[]>["getFieldset"]>;
}) {
  const language = LANGUAGE_NAMES[locale];
  const names = LABEL_KEYS.map((key) => `${key}.${locale}` as const);
  const translated = names.filter((name) => {
    const value = valueAt(values, name).trim();
    return value !== "" && value !== defaults[name].trim();
  }).length;
  const hasError = LABEL_KEYS.some((key) => fields[key].getFieldset()[locale]?.errors?.length);
  const props = Object.fromEntries(
    LABEL_KEYS.map((key) => [key, { ...CONTROL_PROPS[key], ...LAYOUT[key] }]),
  );

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
        <div className="mt-5 grid gap-5 *:content-start sm:grid-cols-2">
          <EntityFields meta={LABEL_META} fields={fields} locale={locale} props={props} />
        </div>
      </details>
    </SectionCard>
  );
}
