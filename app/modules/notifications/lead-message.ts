import { createHmac } from "node:crypto";
import type { Lead } from "#app/db/schema.ts";
import { escapeHtml } from "#app/lib/email-html.ts";
import { languageName } from "#app/modules/i18n/locales.ts";

// What the team receives about a new lead: an e-mail (send-lead-notification) and, when
// configured, a signed JSON webhook. Built from the stored lead only, and for a person who came
// back (docs/decisions/0047-one-lead-across-channels.md) from the touch they came back through.

export type LeadForNotification = Pick<
  Lead,
  | "id"
  | "name"
  | "email"
  | "phone"
  | "whatsappNumber"
  | "country"
  | "businessType"
  | "message"
  | "source"
  | "selectedPlan"
  | "locale"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "referrer"
  | "landingPage"
  | "createdAt"
>;

/** A returning person's touch: where from, when, and what they sent this time. */
export type ReturningTouch = {
  source: string;
  utmCampaign: string | null;
  landingPage: string | null;
  createdAt: Date;
  /** As the timeline keeps them: name, email, phone, whatsapp_number, …, message. */
  fields: Record<string, string>;
};

const SENT_LABELS: [key: string, label: string][] = [
  ["name", "Name"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["whatsapp_number", "WhatsApp"],
  ["country", "Country"],
  ["business_type", "Business type"],
  ["selected_plan", "Selected plan"],
];

/** The rows of a returning person's e-mail: what they sent now, and where from. */
function returningRows(touch: ReturningTouch): [string, string | null][] {
  return [
    ...SENT_LABELS.map(([key, label]): [string, string | null] => [
      label,
      touch.fields[key] ?? null,
    ]),
    ["Source", touch.source],
    ["UTM campaign", touch.utmCampaign],
    ["Landing page", touch.landingPage],
    ["Received", touch.createdAt.toISOString()],
  ];
}

const FIELDS: [label: string, value: (lead: LeadForNotification) => string | null][] = [
  ["Name", (lead) => lead.name],
  ["Email", (lead) => lead.email],
  ["Phone", (lead) => lead.phone],
  ["WhatsApp", (lead) => lead.whatsappNumber],
  // The language of the page the form was sent from: the team answers in it.
  ["Language", (lead) => languageName(lead.locale)],
  ["Country", (lead) => lead.country],
  ["Business type", (lead) => lead.businessType],
  ["Selected plan", (lead) => lead.selectedPlan],
  ["Source", (lead) => lead.source],
  ["UTM source", (lead) => lead.utmSource],
  ["UTM medium", (lead) => lead.utmMedium],
  ["UTM campaign", (lead) => lead.utmCampaign],
  ["Referrer", (lead) => lead.referrer],
  ["Landing page", (lead) => lead.landingPage],
  ["Received", (lead) => lead.createdAt.toISOString()],
];

/**
 * Subject, plain text and HTML of the e-mail; every lead value is escaped in the HTML. For a
 * returning person (`returning`), what they sent this time, under their lead's name.
 */
export function leadEmail(
  lead: LeadForNotification,
  siteTitle: string,
  adminUrl: string,
  returning?: ReturningTouch,
) {
  const rows = (
    returning
      ? returningRows(returning)
      : FIELDS.map(([label, value]): [string, string | null] => [label, value(lead)])
  ).filter(([, value]) => value);
  const message = returning ? returning.fields.message : lead.message;
  const link = `${adminUrl}/admin/leads/${lead.id}`;
  const name = lead.name.replace(/[\r\n]+/g, " ").slice(0, 120);
  const subject = returning
    ? `Returning lead: ${name} (${returning.source})`
    : `New lead: ${name} (${lead.source})`;
  const text = [
    returning
      ? `A returning lead came back on ${siteTitle}: their new message is on their lead's timeline.`
      : `A new lead arrived on ${siteTitle}.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(message ? ["", "Message:", message] : []),
    "",
    `Open it in the console: ${link}`,
  ].join("\n");
  const html = [
    returning
      ? `<p>A returning lead came back on ${escapeHtml(siteTitle)}: their new message is on their lead's timeline.</p>`
      : `<p>A new lead arrived on ${escapeHtml(siteTitle)}.</p>`,
    "<table cellpadding='4'>",
    ...rows.map(
      ([label, value]) =>
        `<tr><th align='left'>${escapeHtml(label)}</th><td>${escapeHtml(value ?? "")}</td></tr>`,
    ),
    "</table>",
    message
      ? `<p><strong>Message</strong></p><p style='white-space:pre-wrap'>${escapeHtml(message)}</p>`
      : "",
    `<p><a href="${escapeHtml(link)}">Open it in the console</a></p>`,
  ].join("");
  return { subject, text, html };
}

/** A webhook's JSON body and its HMAC-SHA256 signature over `{timestamp}.{body}`. */
export function signedWebhook(payload: unknown, secret: string, timestamp = Date.now()) {
  const body = JSON.stringify(payload);
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return {
    body,
    headers: {
      "Content-Type": "application/json",
      "X-DMflow-Timestamp": String(timestamp),
      "X-DMflow-Signature": `sha256=${signature}`,
    },
  };
}

/**
 * The lead's webhook, signed: its `lead.created` event, or `lead.returned` with the touch a
 * returning person came back through.
 */
export function leadWebhook(
  lead: LeadForNotification,
  secret: string,
  timestamp = Date.now(),
  returning?: ReturningTouch,
) {
  const stored = { ...lead, createdAt: lead.createdAt.toISOString() };
  return signedWebhook(
    returning
      ? {
          event: "lead.returned",
          lead: stored,
          touch: { ...returning, createdAt: returning.createdAt.toISOString() },
        }
      : { event: "lead.created", lead: stored },
    secret,
    timestamp,
  );
}

/** Wait before the next attempt: 30 s, 1 min, 2 min ... capped at an hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}
