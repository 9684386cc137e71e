import {
  ConsentField,
  FormNotice,
  LeadForm,
  SubmitButton,
} from "#app/components/site/lead-form-kit.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { type Translate, useTranslate } from "#app/modules/i18n/i18n.ts";
import type { CONSENT_FIELD, LeadConsent } from "#app/modules/leads/lead-consent.ts";
import type { ContactField } from "#app/modules/leads/lead-forms.server.ts";
import {
  CONTACT_BUSINESS_TYPES,
  FIELD_LIMITS,
  type LeadFormResult,
} from "#app/modules/leads/lead-forms.ts";

/**
 * The form's success and failure texts (docs/product.md#lead-forms), in the page's language;
 * the success says Website Settings' reply time (`{{replyTime}}`, ADR 0052).
 */
export const contactFormTexts = (t: Translate, replyTime = "") => ({
  success: {
    title: t("forms.contact.successTitle"),
    description: t("forms.contact.successDescription", { replyTime }),
  },
  failure: { title: t("forms.error"), description: t("forms.contact.failureDescription") },
});

/**
 * The Contact page's form: its fields, their labels and messages from the catalogues, refilled
 * with what was sent when the server refused it. On another page it posts to `action`.
 */
export function ContactForm({
  consent,
  result,
  action,
  replyTime,
}: {
  consent: LeadConsent;
  result: LeadFormResult<ContactField | typeof CONSENT_FIELD> | undefined;
  action?: string;
  /** Website Settings' reply time in the page's language, which the success message says. */
  replyTime: string;
}) {
  const t = useTranslate();
  const texts = contactFormTexts(t, replyTime);
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <LeadForm id="contact-form" action={action} failure={texts.failure} className="mt-6 grid gap-5">
      <FormNotice result={result} success={texts.success} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("forms.contact.firstName")} required error={errors.firstName}>
          {(props) => (
            <Input
              {...props}
              name="firstName"
              autoComplete="given-name"
              required
              maxLength={FIELD_LIMITS.name}
              defaultValue={values.firstName}
            />
          )}
        </Field>
        <Field label={t("forms.contact.lastName")} error={errors.lastName}>
          {(props) => (
            <Input
              {...props}
              name="lastName"
              autoComplete="family-name"
              maxLength={FIELD_LIMITS.name}
              defaultValue={values.lastName}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
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
        <Field label={t("forms.phone")} error={errors.phone}>
          {(props) => (
            <Input
              {...props}
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder="+92 300 1234567"
              maxLength={FIELD_LIMITS.phone}
              defaultValue={values.phone}
            />
          )}
        </Field>
      </div>
      <Field label={t("forms.businessType")} error={errors.businessType}>
        {(props) => (
          <NativeSelect {...props} name="businessType" defaultValue={values.businessType ?? ""}>
            <option value="">{t("forms.selectBusinessType")}</option>
            {CONTACT_BUSINESS_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {t(`forms.contact.businessTypes.${type.value}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t("forms.contact.message")} required error={errors.message}>
        {(props) => (
          <Textarea
            {...props}
            name="message"
            rows={5}
            required
            maxLength={FIELD_LIMITS.message}
            placeholder={t("forms.contact.messagePlaceholder")}
            defaultValue={values.message}
          />
        )}
      </Field>
      <ConsentField consent={consent} error={errors.consent} checked={values.consent === "on"} />
      <SubmitButton idleText={t("forms.contact.send")} busyText={t("forms.contact.sending")} />
    </LeadForm>
  );
}
