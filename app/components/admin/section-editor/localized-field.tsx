import { type FieldMetadata, useField } from "@conform-to/react";
import { Label } from "#app/components/ui/label.tsx";
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  type Locale,
  languageName,
} from "#app/modules/i18n/locales.ts";
import { useEditorLanguages } from "./editor-languages.tsx";
import { errorText, FieldError, FieldGroup, InputFor, TextareaFor } from "./field-frame.tsx";
import type { FieldSpec } from "./field-specs.ts";
import { RichText } from "./rich-text-input.tsx";

// A translated text (a section field of the kind "localized"): one input per language the
// editor writes in (ADR 0023), plain or rich.

/** A text in each of the site's languages, side by side (stacked on a narrow screen). */
export function LocalizedField({
  name,
  spec,
  label,
  description,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: "localized" }>;
  label: string;
  description?: string;
}) {
  return (
    <FieldGroup name={name} legend={label} required={spec.required} description={description}>
      <LocalizedInputs name={name} spec={spec} label={label} />
    </FieldGroup>
  );
}

/** One input per language the editor writes in, in the order of the site's languages. */
export function LocalizedInputs({
  name,
  spec,
  label,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: "localized" }>;
  label: string;
}) {
  const [meta] = useField<Record<string, string>>(name);
  const locales = meta.getFieldset();
  const languages = useEditorLanguages();
  return (
    <div
      className="grid gap-3 @xl:grid-cols-[repeat(var(--languages),minmax(0,1fr))]"
      style={{ "--languages": languages.length } as React.CSSProperties}
    >
      {languages.map((locale) => (
        <LocaleText
          key={locale}
          meta={locales[locale] as FieldMetadata<string>}
          locale={locale}
          label={label}
          spec={spec}
        />
      ))}
    </div>
  );
}

function LocaleText({
  meta,
  locale,
  label,
  spec,
}: {
  meta: FieldMetadata<string>;
  locale: Locale;
  label: string;
  spec: Extract<FieldSpec, { kind: "localized" }>;
}) {
  const { lang, dir } = LOCALE_INFO[locale];
  const message = errorText(meta);
  // The control's name says the field and the language ("Headline (Urdu)"); the label shows
  // the language, under the field's heading.
  const language = languageName(locale);
  const accessibleName = `${label} (${language})`;
  if (spec.rich) {
    return (
      <div className="grid min-w-0 gap-1" data-field={meta.name}>
        <span id={`${meta.id}-label`} className="sr-only">
          {accessibleName}
        </span>
        <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
          {language}
        </span>
        <RichText
          key={meta.key}
          meta={meta}
          lang={lang}
          dir={dir}
          describedBy={message ? meta.errorId : undefined}
        />
        <FieldError id={meta.errorId} message={message} />
      </div>
    );
  }
  const common = {
    lang,
    dir,
    maxLength: spec.max,
    "aria-label": accessibleName,
    // English is the fallback of every language, so it alone is required (ADR 0023).
    "aria-required": spec.required && locale === DEFAULT_LOCALE ? true : undefined,
  };
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={meta.id} className="text-xs text-muted-foreground">
        {language}
      </Label>
      {spec.multiline ? (
        <TextareaFor meta={meta} rows={3} {...common} />
      ) : (
        <InputFor meta={meta} type="text" autoComplete="off" {...common} />
      )}
      <FieldError id={meta.errorId} message={message} />
    </div>
  );
}
