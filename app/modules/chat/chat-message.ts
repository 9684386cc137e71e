// A chat's first message (docs/decisions/0046-chat-links-tied-to-visits.md): the owner's text
// for the page's language with its placeholders filled in, then the reference code on a line
// of its own.
import type { Locale } from "#app/modules/i18n/locales.ts";
import {
  fillSitePlaceholders,
  type SiteFacts,
} from "#app/modules/site-config/site-placeholders.ts";

export type ChatMessageParts = {
  /** What the site's placeholders stand for (`{product}`, `{setupTime}`, …; ADR 0052). */
  facts: SiteFacts;
  /** The page's language: the template's, and the facts' the message says. */
  locale: Locale;
  /** The title of the page the chat was started on. */
  page: string;
  /** The plan asked about, when the chat was started from one. */
  plan?: string;
};

/** The owner's messages that may start a chat, each in the page's language ("" where unset). */
export type ChatTemplates = {
  /** A section's "WhatsApp chat" button's own message. */
  link: string;
  /** The page's message (its settings). */
  page: string;
  /** Website Settings' message. */
  site: string;
};

/**
 * The template a chat's message is filled from: the most specific one set (the button's, the
 * page's, the site's), else the catalogue's. Asked about a plan, a template that does not name
 * `{plan}` gives way to the catalogue's plan message, so the plan is always in the chat.
 */
export function chatTemplateOf(
  templates: ChatTemplates,
  catalogue: { general: string; plan: string },
  asksAboutPlan: boolean,
): string {
  const chosen = templates.link || templates.page || templates.site || catalogue.general;
  return asksAboutPlan && !chosen.includes("{plan}") ? catalogue.plan : chosen;
}

/**
 * `template` with each placeholder replaced: the site's (fillSitePlaceholders), then `{page}`
 * and `{plan}`, left empty without a plan.
 */
export function fillChatMessage(template: string, parts: ChatMessageParts): string {
  return fillSitePlaceholders(template, parts.facts, parts.locale)
    .replaceAll("{page}", parts.page)
    .replaceAll("{plan}", parts.plan ?? "")
    .trim();
}

/** The message and its reference line ("Ref: K7Q2X"), a blank line between them. */
export function withReference(message: string, referenceLine: string): string {
  return message ? `${message}\n\n${referenceLine}` : referenceLine;
}

/** The chat's address on WhatsApp: the number's digits and the message, encoded as UTF-8. */
export function whatsappChatUrl(digits: string, message: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
