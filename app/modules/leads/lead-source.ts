// A lead's source as the console reads it ("Get Started form", not `get_started_form`): the
// stored value stays the specification's (docs/product.md#leads), and "Export CSV" writes it as
// stored; every screen and the all-fields export show this label.

import { DEMO_BOOKING_SOURCE, WHATSAPP_CHAT_SOURCE } from "./lead-touch.ts";

/** The labels of the sources the site stores. */
const LEAD_SOURCE_LABELS: Record<string, string> = {
  get_started_form: "Get Started form",
  contact_page: "Contact page",
  [DEMO_BOOKING_SOURCE]: "Demo booking",
  [WHATSAPP_CHAT_SOURCE]: "WhatsApp chat",
};

/** A source as words: its label, else the stored value with spaces for its underscores. */
export function leadSourceLabel(source: string): string {
  const label = LEAD_SOURCE_LABELS[source];
  if (label) return label;
  const words = source.replaceAll("_", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
