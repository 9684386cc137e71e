import {
  ConsentField,
  FormNotice,
  HoneypotField,
  LeadChallengeField,
  SubmissionKeyField,
  SubmitButton,
} from "#app/components/site/lead-form-kit.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { BookingFormField } from "#app/modules/bookings/booking-page.server.ts";
import type { BookingPageTime } from "#app/modules/bookings/booking-page.ts";
import { useTranslate } from "#app/modules/i18n/i18n.ts";
import { LEAD_CHALLENGE_FIELD } from "#app/modules/leads/lead-challenge.ts";
import type { LeadConsent } from "#app/modules/leads/lead-consent.ts";
import type { FormFailure } from "#app/modules/leads/lead-forms.ts";
import { HONEYPOT_FIELD } from "#app/modules/leads/lead-forms.ts";
import { SUBMISSION_KEY_FIELD } from "#app/modules/leads/lead-submission-key.ts";
import { TimeChoices } from "./booking-times.tsx";
import { ZONE_PART_IDS } from "./zone-picker.tsx";

const BOOKING_FORM_ID = "booking-form";

/** The browser's autofill of a details field. */
function autoCompleteOf(field: BookingFormField): string {
  if (field.format === "email") return "email";
  if (field.format === "phone") return "tel";
  return field.name === "name" ? "name" : "off";
}

function DetailsField({
  field,
  value,
  error,
}: {
  field: BookingFormField;
  value: string | undefined;
  error: string | undefined;
}) {
  return (
    <Field
      label={field.label}
      required={field.required}
      error={error}
      description={field.description}
    >
      {(props) => {
        const common = {
          ...props,
          name: field.name,
          required: field.required,
          defaultValue: value ?? "",
        };
        if (field.control === "select") {
          return (
            <NativeSelect {...common}>
              <option value="" disabled>
                {field.placeholder}
              </option>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          );
        }
        if (field.control === "textarea") {
          return <Textarea {...common} maxLength={field.limit} rows={3} />;
        }
        return (
          <Input
            {...common}
            type={field.format === "email" ? "email" : field.format === "phone" ? "tel" : "text"}
            autoComplete={autoCompleteOf(field)}
            maxLength={field.limit}
          />
        );
      }}
    </Field>
  );
}

/**
 * The booking form: the chosen day's times (step 2) and the visitor's details (step 3), posted
 * with the zone the times were shown in, the plan chosen on Pricing, and the lead forms'
 * protections. A refused booking comes back with everything typed kept.
 */
export function BookingForm({
  dayLabel,
  slots,
  zone,
  fields,
  consent,
  plan,
  failure,
}: {
  dayLabel: string;
  slots: readonly BookingPageTime[];
  zone: string;
  fields: readonly BookingFormField[];
  consent: LeadConsent;
  plan: { id: string; label: string } | null;
  failure: FormFailure<string> | undefined;
}) {
  const t = useTranslate();
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <form id={BOOKING_FORM_ID} method="post" data-booking-form="" className="relative grid gap-8">
      <FormNotice
        result={failure}
        success={{
          title: t("booking.confirmation.title"),
          description: t("booking.confirmation.intro"),
        }}
      />
      <TimeChoices
        legend={t("booking.timeStep")}
        dayLabel={dayLabel}
        slots={slots}
        chosen={values.start}
        error={errors.start ?? errors.timeZone}
      />
      <input type="hidden" id={ZONE_PART_IDS.posted} name="timeZone" value={zone} />
      <fieldset className="grid gap-5">
        <legend className="mb-4 text-lg font-semibold">{t("booking.detailsStep")}</legend>
        {plan ? (
          <p className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
            {t("forms.getStarted.selectedPlan")} <strong>{plan.label}</strong>
            <input type="hidden" name="plan" value={plan.id} />
          </p>
        ) : null}
        {fields.map((field) => (
          <DetailsField
            key={field.name}
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
          />
        ))}
        <ConsentField consent={consent} error={errors.consent} checked={values.consent === "on"} />
      </fieldset>
      <SubmitButton idleText={t("booking.submit")} busyText={t("booking.submitting")} />
      {/* The lead forms' protections (submitLeadForm checks them), named as LeadForm names its. */}
      <HoneypotField id={`${BOOKING_FORM_ID}-${HONEYPOT_FIELD}`} />
      <LeadChallengeField id={`${BOOKING_FORM_ID}-${LEAD_CHALLENGE_FIELD}`} />
      <SubmissionKeyField id={`${BOOKING_FORM_ID}-${SUBMISSION_KEY_FIELD}`} />
    </form>
  );
}
