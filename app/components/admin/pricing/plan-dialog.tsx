import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { formEntries } from "#app/lib/form-entries.ts";
import { LANGUAGE_NAMES } from "#app/modules/i18n/locales.ts";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "#app/modules/i18n/translated-content.ts";
import {
  canSavePlan,
  PLAN_EDITOR_CONSTRAINT,
  type PlanEditorOutput,
  type PlanEditorValues,
  parsePlanEditor,
} from "#app/modules/pricing/plan-form.ts";
import { percentOffText } from "#app/modules/pricing/pricing-display.ts";
import { PlanDetailsFields } from "./plan-details-fields.tsx";
import { PlanTranslatedFields } from "./plan-translated-fields.tsx";

/** What the plan editor's action answers: saved (the toast's texts), or refused (why). */
export type PlanEditorActionData =
  | { saved: true; message: string; description?: string }
  | { saved: false; result: SubmissionResult<string[]>; error: string };

type Language = "en" | TranslatedLocale;
const LANGUAGES: readonly Language[] = ["en", ...TRANSLATED_LOCALES];

/**
 * The language a field of the form is written in: a translatable text's input in a translated
 * language ends in its code (`name.ur`, `features[0].text.ur`); every other field is English.
 */
function languageOfField(name: string): Language {
  const match = /\.([a-z]+)$/.exec(name);
  return TRANSLATED_LOCALES.find((locale) => locale === match?.[1]) ?? "en";
}

/**
 * The plan editor (docs/product.md#pricing-manager, #plan-fields): the dialog over the plan grid
 * that `/admin/pricing/new` and `/admin/pricing/:planId` render. One form, checked by the
 * editor's schema as the owner types and again by the route's action; its fields are the
 * schema's keys, each translated language's labels a tab of its own.
 */
export function PlanDialog({
  planId,
  defaultValue,
  timeZone,
  onClose,
}: {
  /** Editing an existing plan (its id), or creating one (null). */
  planId: string | null;
  defaultValue: PlanEditorValues;
  /** The site's time zone: the schedule fields are read and shown in it. */
  timeZone: string;
  onClose: () => void;
}) {
  const save = useFetcher<PlanEditorActionData>();
  const saving = save.state !== "idle";
  const [language, setLanguage] = useState<Language>("en");
  const [form, fields] = useForm<PlanEditorValues, PlanEditorOutput>({
    id: planId ? `plan-${planId}` : "plan-new",
    defaultValue,
    constraint: PLAN_EDITOR_CONSTRAINT,
    lastResult: save.state === "idle" && save.data?.saved === false ? save.data.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const submission = parsePlanEditor(formData, timeZone);
      if (submitter && submission.status === "error") showFirstError(submission.error ?? {});
      return submission;
    },
  });
  useFetcherSettled(save, (answer) => {
    if (answer?.saved) {
      toast.success(answer.message, { description: answer.description });
      onClose();
    } else {
      toast.error("Failed to save pricing plan", {
        description: answer?.error ?? "Something went wrong. Please try again.",
      });
    }
  });

  /** A field on a tab not shown cannot take focus: show its tab, then focus it. */
  function showFirstError(errors: Record<string, string[] | null>) {
    const invalid = Object.keys(errors).filter((name) => errors[name]?.length);
    if (invalid.some((name) => languageOfField(name) === "en")) return;
    const first = invalid[0];
    if (!first) return;
    setLanguage(languageOfField(first));
    requestAnimationFrame(() => document.getElementById(`${form.id}-field-${first}`)?.focus());
  }

  const [draft, setDraft] = useState("");
  const [featured, setFeatured] = useState(defaultValue.isFeatured === true);
  const [active, setActive] = useState(defaultValue.isActive === true);
  // Kept by this component and always posted: the switches and the feature being typed.
  const keptApart = new Set([fields.isFeatured.name, fields.isActive.name, fields.newFeature.name]);
  const features = fields.features.getFieldList();
  const featureTexts = features.map((feature) =>
    String(feature.getFieldset().text.getFieldset().en.value ?? ""),
  );
  const translatedCount = (locale: TranslatedLocale) =>
    formEntries(form.value ?? {}).filter(
      ([name, value]) => languageOfField(name) === locale && value.trim() !== "",
    ).length;
  const savingsPlaceholder = percentOffText(Number(fields.yearlyDiscountPercent.value)) ?? "";
  const currency = fields.currency.value ?? defaultValue.currency ?? "USD";

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{planId ? "Edit Pricing Plan" : "Add New Plan"}</DialogTitle>
          <DialogDescription>
            {planId
              ? "Change this plan. Active plans show on the public pricing page."
              : "Create a plan for the public pricing page."}
          </DialogDescription>
        </DialogHeader>
        <save.Form method="post" {...getFormProps(form)} className="contents">
          <DialogBody>
            <Tabs value={language} onValueChange={(next) => setLanguage(next as Language)}>
              <TabsList aria-label="Language of the plan's texts" className="mb-3">
                {LANGUAGES.map((locale) => (
                  <TabsTrigger key={locale} value={locale}>
                    {LANGUAGE_NAMES[locale]}
                    {locale !== "en" && translatedCount(locale) > 0 ? (
                      <span className="text-xs font-normal text-muted-foreground">
                        ({translatedCount(locale)})
                      </span>
                    ) : null}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value="en" className="mt-0">
                <PlanDetailsFields
                  form={form}
                  planId={planId}
                  timeZone={timeZone}
                  currency={currency}
                  savingsPlaceholder={savingsPlaceholder}
                  featureTexts={featureTexts}
                  draft={draft}
                  onDraftChange={setDraft}
                  featured={featured}
                  onFeaturedChange={setFeatured}
                  active={active}
                  onActiveChange={setActive}
                />
              </TabsContent>
              {TRANSLATED_LOCALES.map((locale) => (
                <TabsContent key={locale} value={locale} className="mt-0">
                  <PlanTranslatedFields
                    form={form}
                    locale={locale}
                    savingsPlaceholder={savingsPlaceholder}
                  />
                </TabsContent>
              ))}
            </Tabs>
            {/* A tab not shown keeps its fields in the form: each posts what was typed there. */}
            {formEntries(form.value ?? {})
              .filter(([name]) => !keptApart.has(name) && languageOfField(name) !== language)
              .map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
            {language === "en" ? null : (
              <input type="hidden" name={fields.newFeature.name} value={draft} />
            )}
            <input type="hidden" name={fields.isFeatured.name} value={String(featured)} />
            <input type="hidden" name={fields.isActive.name} value={String(active)} />
            {form.errors ? (
              <p
                id={form.errorId}
                role="alert"
                className="mt-3 text-sm font-medium text-destructive"
              >
                {form.errors.join(" ")}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={saving} onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={
                !canSavePlan({
                  name: fields.name.getFieldset().en.value,
                  price: fields.price.value,
                }) || saving
              }
              aria-busy={saving || undefined}
            >
              {saving ? <Spinner /> : null}
              {saving ? "Saving..." : planId ? "Update Plan" : "Create Plan"}
            </Button>
          </DialogFooter>
        </save.Form>
      </DialogContent>
    </Dialog>
  );
}
