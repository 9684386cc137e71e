import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";

// Privacy settings of the leads (docs/product.md#lead-privacy). The public forms' consent checkbox is off
// until the site owner turns it on in Website Settings, so the specification's forms are
// unchanged by default; when on, it is required, and the lead keeps the label as shown, when,
// and on which page. Retention (how long archived leads are kept) is off by default too.

/** The checkbox's name, and the hidden field carrying the label the visitor was shown. */
export const CONSENT_FIELD = "consent";
export const CONSENT_TEXT_FIELD = "consent_text";

export const MAX_CONSENT_LABEL = 500;

export type LeadConsent = { enabled: boolean; label: string };

export const DEFAULT_LEAD_CONSENT: LeadConsent = {
  enabled: false,
  label: "I agree that my details are stored and used to contact me about my enquiry.",
};

export const CONSENT_REQUIRED = "Please tick this box to agree before sending.";
export const CONSENT_CHANGED =
  "The text of this agreement has just changed. Please read it and tick the box again.";

export const leadConsentSchema = z.object({
  enabled: z.boolean(),
  label: typedText()
    .trim()
    .min(1, "Write the text shown beside the checkbox.")
    .max(MAX_CONSENT_LABEL, `The text holds at most ${MAX_CONSENT_LABEL} characters.`),
});

/** The settings form's fields: a switch (`enabled=on`) and the label. */
export function consentFromForm(form: FormData): { enabled: boolean; label: string } {
  return { enabled: form.get("enabled") === "on", label: String(form.get("label") ?? "") };
}

/**
 * Whether a submission agreed to the current label: the box ticked, and the label it was
 * shown (posted back) still the one in force. Null when it did; else the field's message,
 * from `messages` in the page's language (English by default).
 */
export function consentError(
  consent: LeadConsent,
  form: FormData,
  messages: { required: string; changed: string } = {
    required: CONSENT_REQUIRED,
    changed: CONSENT_CHANGED,
  },
): string | null {
  if (!consent.enabled) return null;
  if (form.get(CONSENT_FIELD) !== "on") return messages.required;
  if (String(form.get(CONSENT_TEXT_FIELD) ?? "") !== consent.label) return messages.changed;
  return null;
}

/** Retention of archived leads: months after archiving, or null (off, the default). */
export type LeadRetention = { months: number | null };
export const DEFAULT_LEAD_RETENTION: LeadRetention = { months: null };
export const MAX_RETENTION_MONTHS = 120;
export const leadRetentionSchema = z.object({
  months: z
    .number()
    .int()
    .min(1, "Keep archived leads at least one month.")
    .max(MAX_RETENTION_MONTHS, `At most ${MAX_RETENTION_MONTHS} months.`)
    .nullable(),
});

/** The settings form's retention field: blank is off. */
export function retentionFromForm(form: FormData): { months: number | null } {
  const raw = String(form.get("retentionMonths") ?? "").trim();
  return { months: raw === "" ? null : Number(raw) };
}
