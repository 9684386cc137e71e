import type { FormMetadata } from "@conform-to/react";
import { ConformField } from "#app/components/admin/conform-field.tsx";
import { EntityFields } from "#app/components/admin/entity-fields.tsx";
import { LANGUAGE_NAMES, LOCALE_INFO } from "#app/modules/i18n/locales.ts";
import type { TranslatedLocale } from "#app/modules/i18n/translated-content.ts";
import { planDefinition } from "#app/modules/pricing/plan-definition.ts";
import type { PlanEditorValues } from "#app/modules/pricing/plan-form.ts";

/**
 * A translated language's tab of the plan editor: each of the plan's translatable fields
 * (plan-definition.ts) and each feature as pages in that language show them. Each is optional;
 * the English text (the placeholder) shows where one is empty.
 */
export function PlanTranslatedFields({
  form,
  locale,
  savingsPlaceholder,
}: {
  form: FormMetadata<PlanEditorValues, string[]>;
  locale: TranslatedLocale;
  /** What the yearly savings text reads as in English when none is written. */
  savingsPlaceholder: string;
}) {
  const fields = form.getFieldset();
  const language = LANGUAGE_NAMES[locale];
  const { lang, dir } = LOCALE_INFO[locale];
  const features = fields.features.getFieldList();
  const englishSavings = fields.yearlySavingsText.getFieldset().en.value;
  return (
    <div className="grid gap-4 pb-1 *:content-start sm:grid-cols-2">
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Shown on the {language} pages (/{locale}). A field left empty shows the English text there.
      </p>
      <EntityFields
        meta={planDefinition.meta}
        fields={fields}
        locale={locale}
        props={{ yearlySavingsText: { placeholder: englishSavings || savingsPlaceholder } }}
        custom={{
          features: (
            <fieldset className="grid gap-3 sm:col-span-2">
              <legend className="mb-2 text-sm font-medium leading-none">
                Features ({language})
              </legend>
              {features.length > 0 ? (
                features.map((feature, index) => {
                  const text = feature.getFieldset().text.getFieldset();
                  const english = String(text.en.value ?? "");
                  return (
                    <ConformField
                      key={feature.key ?? String(index)}
                      field={text[locale]}
                      label={<span className="font-normal text-muted-foreground">{english}</span>}
                      lang={lang}
                      dir={dir}
                      autoComplete="off"
                      placeholder={english}
                    />
                  );
                })
              ) : (
                <p className="text-sm text-muted-foreground">
                  No features yet. Add them on the English tab, then give each its {language} text
                  here.
                </p>
              )}
            </fieldset>
          ),
        }}
      />
    </div>
  );
}
