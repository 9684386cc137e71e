import {
  ConsentField,
  FormNotice,
  LeadForm,
  SubmitButton,
} from "#app/components/site/lead-form-kit.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { type Translate, useLocale, useTranslate } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import type { CONSENT_FIELD, LeadConsent } from "#app/modules/leads/lead-consent.ts";
import type { GetStartedField } from "#app/modules/leads/lead-forms.server.ts";
import {
  FIELD_LIMITS,
  GET_STARTED_BUSINESS_TYPES,
  type LeadFormResult,
} from "#app/modules/leads/lead-forms.ts";

/** The form's success and failure texts (docs/product.md#lead-forms), in the page's language. */
export const getStartedFormTexts = (t: Translate) => ({
  success: {
    title: t("forms.getStarted.successTitle"),
    description: t("forms.getStarted.successDescription"),
  },
  failure: { title: t("forms.error"), description: t("forms.getStarted.failureDescription") },
});
const REDIRECT_DELAY_MS = 2000;

/**
 * The Get Started form: its fields, their labels and messages from the catalogues, the plan the
 * visitor chose, and the return to Home after a successful submit.
 */
export function GetStartedForm({
  consent,
  plan,
  result,
  action,
}: {
  consent: LeadConsent;
  plan: { id: string; label: string } | null;
  result: LeadFormResult<GetStartedField | typeof CONSENT_FIELD> | undefined;
  /** Where the form posts from another page than Get Started. */
  action?: string;
}) {
  const t = useTranslate();
  const texts = getStartedFormTexts(t);
  const home = localizedPath(useLocale(), "/");
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <>
      {/* Without JavaScript, the same 2-second return to Home after a successful submit (React
          places the tag in the document's head). */}
      {result?.ok ? (
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=${home}`} />
      ) : null}
      <LeadForm
        id="get-started-form"
        action={action}
        failure={texts.failure}
        className="grid gap-5"
      >
        <FormNotice result={result} success={texts.success} />
        {plan ? (
          <p className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
            {t("forms.getStarted.selectedPlan")} <strong>{plan.label}</strong>
            <input type="hidden" name="plan" value={plan.id} />
          </p>
        ) : null}
        <Field label={t("forms.getStarted.fullName")} required error={errors.name}>
          {(props) => (
            <Input
              {...props}
              name="name"
              autoComplete="name"
              required
              maxLength={FIELD_LIMITS.name}
              defaultValue={values.name}
            />
          )}
        </Field>
        <Field
          label={t("forms.getStarted.whatsappNumber")}
          required
          error={errors.whatsapp_number}
          description={t("forms.getStarted.whatsappHint")}
        >
          {(props) => (
            <Input
              {...props}
              name="whatsapp_number"
              type="tel"
              autoComplete="tel"
              required
              maxLength={FIELD_LIMITS.phone}
              defaultValue={values.whatsapp_number}
            />
          )}
        </Field>
        <Field label={t("forms.email")} required error={errors.email}>
          {(props) => (
            <Input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={FIELD_LIMITS.email}
              defaultValue={values.email}
            />
          )}
        </Field>
        <Field label={t("forms.getStarted.country")} required error={errors.country}>
          {(props) => (
            <Input
              {...props}
              name="country"
              autoComplete="country-name"
              required
              maxLength={FIELD_LIMITS.country}
              defaultValue={values.country}
            />
          )}
        </Field>
        <Field label={t("forms.businessType")} required error={errors.business_type}>
          {(props) => (
            <NativeSelect
              {...props}
              name="business_type"
              required
              defaultValue={values.business_type ?? ""}
            >
              <option value="" disabled>
                {t("forms.selectBusinessType")}
              </option>
              {GET_STARTED_BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`forms.getStarted.businessTypes.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <ConsentField consent={consent} error={errors.consent} checked={values.consent === "on"} />
        <SubmitButton
          idleText={t("forms.getStarted.submit")}
          busyText={t("forms.getStarted.submitting")}
        />
      </LeadForm>
    </>
  );
}
