import type { FieldMetadata } from "@conform-to/react";
import { ConformField } from "#app/components/admin/conform-field.tsx";
import { LANGUAGE_NAMES, LOCALE_INFO } from "#app/modules/i18n/locales.ts";
import type { TranslatedLocale } from "#app/modules/i18n/translated-content.ts";
import type { PlanEditorValues, PlanLabels } from "#app/modules/pricing/plan-form.ts";

type PlanField<Value> = FieldMetadata<Value, PlanEditorValues, string[]>;

/**
 * A translated language's tab of the plan editor: the plan's name, description, yearly savings
 * text and each feature as pages in that language show them. Each is optional; the English
 * text (the placeholder) shows where one is empty.
 */
export function PlanTranslatedFields({
  locale,
  labels,
  features,
  english,
}: {
  locale: TranslatedLocale;
  labels: PlanField<PlanLabels | undefined>;
  features: { key: string; english: string; field: PlanField<string | undefined> }[];
  english: { name: string; description: string; yearlySavingsText: string };
}) {
  const language = LANGUAGE_NAMES[locale];
  const { name, description, yearlySavingsText } = labels.getFieldset();
  const { lang, dir } = LOCALE_INFO[locale];
  const direction = { lang, dir };
  return (
    <div className="grid gap-4 pb-1 *:content-start sm:grid-cols-2">
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Shown on the {language} pages (/{locale}). A field left empty shows the English text there.
      </p>
      <ConformField
        field={name}
        label={`Plan Name (${language})`}
        {...direction}
        autoComplete="off"
        placeholder={english.name}
      />
      <ConformField
        field={yearlySavingsText}
        label={`Yearly Savings Text (${language})`}
        {...direction}
        autoComplete="off"
        placeholder={english.yearlySavingsText}
      />
      <ConformField
        field={description}
        label={`Description (${language})`}
        as="textarea"
        className="sm:col-span-2"
        {...direction}
        rows={2}
        controlClassName="min-h-16"
        placeholder={english.description}
      />
      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium leading-none">Features ({language})</legend>
        {features.length > 0 ? (
          features.map((feature) => (
            <ConformField
              key={feature.key}
              field={feature.field}
              label={<span className="font-normal text-muted-foreground">{feature.english}</span>}
              {...direction}
              autoComplete="off"
              placeholder={feature.english}
            />
          ))
        ) : (
          <p className="text-sm text-muted-foreground">
            No features yet. Add them on the English tab, then give each its {language} text here.
          </p>
        )}
      </fieldset>
    </div>
  );
}
