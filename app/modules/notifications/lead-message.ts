import { createHmac } from "node:crypto";
import type { Lead } from "#app/db/schema.ts";
import { escapeHtml } from "#app/lib/email-html.ts";
import { languageName } from "#app/modules/i18n/locales.ts";

// What the team receives about a new lead: an e-mail (send-lead-notification) and, when
// configured, a signed JSON webhook. Built from the stored lead only.

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

/** Subject, plain text and HTML of the e-mail; every lead value is escaped in the HTML. */
export function leadEmail(lead: LeadForNotification, siteTitle: string, adminUrl: string) {
  const rows = FIELDS.map(([label, value]) => [label, value(lead)] as const).filter(
    ([, value]) => value,
  );
  const link = `${adminUrl}/admin/leads/${lead.id}`;
  const subject = `New lead: ${lead.name.replace(/[\r\n]+/g, " ").slice(0, 120)} (${lead.source})`;
  const text = [
    `A new lead arrived on ${siteTitle}.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(lead.message ? ["", "Message:", lead.message] : []),
    "",
    `Open it in the console: ${link}`,
  ].join("\n");
  const html = [
    `<p>A new lead arrived on ${escapeHtml(siteTitle)}.</p>`,
    "<table cellpadding='4'>",
    ...rows.map(
      ([label, value]) =>
        `<tr><th align='left'>${escapeHtml(label)}</th><td>${escapeHtml(value ?? "")}</td></tr>`,
    ),
    "</table>",
    lead.message
      ? `<p><strong>Message</strong></p><p style='white-space:pre-wrap'>${escapeHtml(lead.message)}</p>`
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

/** The lead's webhook: its `lead.created` event, signed. */
export function leadWebhook(lead: LeadForNotification, secret: string, timestamp = Date.now()) {
  return signedWebhook(
    { event: "lead.created", lead: { ...lead, createdAt: lead.createdAt.toISOString() } },
    secret,
    timestamp,
  );
}

/** Wait before the next attempt: 30 s, 1 min, 2 min ... capped at an hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}
