// Form posts as a browser without JavaScript sends them, for tests and benches that drive the
// built server over HTTP.
import { LEAD_CHALLENGE_FIELD } from "#app/modules/leads/lead-challenge.ts";
import { HONEYPOT_FIELD } from "#app/modules/leads/lead-forms.ts";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "#app/modules/leads/lead-submission-key.ts";

/** What the Get Started page shows when the lead was stored (its no-JavaScript notice). */
export const LEAD_ACKNOWLEDGED = "Form Submitted Successfully!";

/**
 * The fields the Get Started form posts, its honeypot left empty and no solved challenge (the
 * browser's solver needs JavaScript; pass `challenge` to post one); `index` makes them unique.
 */
export function getStartedFields(email: string, index = 0, challenge = ""): URLSearchParams {
  return new URLSearchParams({
    name: `Load Test ${index}`,
    whatsapp_number: `+92 300 ${String(1_000_000 + index).slice(-7)}`,
    email,
    country: "Pakistan",
    business_type: "E-Commerce",
    [HONEYPOT_FIELD]: "",
    [LEAD_CHALLENGE_FIELD]: challenge,
    // Each post its own submission, as each visitor's browser makes (ADR 0031).
    [SUBMISSION_KEY_FIELD]: newSubmissionKey(),
  });
}

/** POSTs urlencoded fields to `baseUrl + path`, with the Origin a browser sends. */
export function postForm(
  baseUrl: string,
  path: string,
  fields: URLSearchParams,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    // The server refuses form posts whose Origin is another site's.
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, ...headers },
    body: fields,
    redirect: "manual",
  });
}

/**
 * The fewest fields Website Settings' form saves with (the texts it requires in English, ADR
 * 0052's facts among them), with `fields` over them.
 */
export function websiteSettingsFields(fields: Record<string, string>): Record<string, string> {
  return {
    "siteTitle.en": "DMflow",
    "setupTime.en": "24-48 hours",
    "trialLength.en": "14 days",
    "replyTime.en": "24 hours",
    ...fields,
  };
}
