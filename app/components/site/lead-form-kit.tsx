import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslate } from "#app/modules/i18n/i18n.ts";
import { LEAD_CHALLENGE_FIELD } from "#app/modules/leads/lead-challenge.ts";
import {
  CONSENT_FIELD,
  CONSENT_TEXT_FIELD,
  type LeadConsent,
} from "#app/modules/leads/lead-consent.ts";
import { HONEYPOT_FIELD, type LeadFormResult } from "#app/modules/leads/lead-forms.ts";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "#app/modules/leads/lead-submission-key.ts";

// What the public lead forms share. They are plain HTML forms (public pages carry no framework
// runtime); the enhancement module (app/enhance/lead-forms.ts) sends them without a page load
// and turns the notice into a toast, reading the data attributes written here.

/**
 * The form element: posts to its own page, or to `action` (the page that takes it, for a form
 * placed on another page); names its failure toast for the module.
 */
export function LeadForm({
  id,
  action,
  failure,
  className,
  children,
}: {
  id: string;
  action?: string;
  failure: { title: string; description: string };
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form
      id={id}
      method="post"
      action={action}
      data-lead-form=""
      data-failure-title={failure.title}
      data-failure-description={failure.description}
      className={cn("relative", className)}
    >
      {children}
      {/* Named after the form: a field of its own kind is all a live update may morph them
          into (app/enhance/morph.ts), whatever fields the owner turns on around them. Three
          children of the form, as they have always been: a wrapper around them would renumber
          React's ids (useId) in the fields before them. */}
      <HoneypotField id={`${id}-${HONEYPOT_FIELD}`} />
      <LeadChallengeField id={`${id}-${LEAD_CHALLENGE_FIELD}`} />
      <SubmissionKeyField id={`${id}-${SUBMISSION_KEY_FIELD}`} />
    </form>
  );
}

/** The result in the page (a toast instead, where the enhancement module runs). */
export function FormNotice({
  result,
  success,
}: {
  result: LeadFormResult<string> | undefined;
  success: { title: string; description: string };
}) {
  if (!result) return null;
  const { title, description } = result.ok ? success : result.toast;
  return (
    <div
      role={result.ok ? "status" : "alert"}
      data-form-notice={result.ok ? "success" : "error"}
      className={cn(
        "rounded-lg border p-4 text-sm",
        result.ok ? "border-success text-foreground" : "border-destructive text-destructive",
      )}
    >
      <p className="font-semibold" data-title="">
        {title}
      </p>
      <p data-description="">{description}</p>
    </div>
  );
}

/** Submit button that reads `busyText` while its form is being sent (the module switches them). */
export function SubmitButton({ idleText, busyText }: { idleText: string; busyText: string }) {
  return (
    <Button type="submit" size="lg" className="w-full">
      <span data-idle="">{idleText}</span>
      <span data-busy="" hidden className="inline-flex items-center gap-2">
        <Spinner />
        {busyText}
      </span>
    </Button>
  );
}

/** A field people never see; bots that fill every input give themselves away. */
export function HoneypotField({ id }: { id: string }) {
  const t = useTranslate();
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
      <label>
        {t("forms.honeypot")}
        <input
          type="text"
          id={id}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}

/**
 * The solved proof-of-work challenge, filled in the background by the enhancement module
 * (app/enhance/lead-challenge.ts); empty without JavaScript.
 */
export function LeadChallengeField({ id }: { id: string }) {
  // Kept through the morph of the form's answer: the module writes the next solution here.
  return (
    <input type="hidden" id={id} name={LEAD_CHALLENGE_FIELD} defaultValue="" data-keep-value="" />
  );
}

/**
 * The submission's key (docs/decisions/0031-lead-submission-keys.md): a resubmit of this form
 * with the same content is the lead already stored. The page may be cached and shared, so the
 * enhancement module writes a key of the visitor's own here (app/enhance/lead-forms.ts) and
 * keeps it through the morph of an answer; without JavaScript, the rendered one is posted.
 */
export function SubmissionKeyField({ id }: { id: string }) {
  const [key] = useState(newSubmissionKey);
  return (
    <input
      type="hidden"
      id={id}
      name={SUBMISSION_KEY_FIELD}
      defaultValue={key}
      data-keep-value=""
      // Rendered anew where the console hydrates a page (its preview): any key will do.
      suppressHydrationWarning
    />
  );
}

/**
 * The consent checkbox, when the site owner turned it on (Website Settings): required, with
 * the label the visitor sees posted beside it, so the lead keeps exactly what was agreed to.
 */
export function ConsentField({
  consent,
  error,
  checked,
}: {
  consent: LeadConsent;
  error?: string;
  checked: boolean;
}) {
  if (!consent.enabled) return null;
  return (
    <>
      <Field label={consent.label} required orientation="horizontal" error={error}>
        {(props) => (
          <input
            {...props}
            type="checkbox"
            name={CONSENT_FIELD}
            required
            defaultChecked={checked}
            className="size-4 accent-primary"
          />
        )}
      </Field>
      <input type="hidden" name={CONSENT_TEXT_FIELD} value={consent.label} />
    </>
  );
}
