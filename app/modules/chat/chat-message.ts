// A chat's first message (docs/decisions/0046-chat-links-tied-to-visits.md): the owner's text
// for the page's language with its placeholders filled in, then the reference code on a line
// of its own.

export const CHAT_PLACEHOLDERS = ["{product}", "{page}", "{plan}"] as const;

export type ChatMessageParts = {
  /** The site's title in the page's language. */
  product: string;
  /** The title of the page the chat was started on. */
  page: string;
  /** The plan asked about, when the chat was started from one. */
  plan?: string;
};

/** `template` with each placeholder replaced; `{plan}` without a plan is left empty. */
export function fillChatMessage(template: string, parts: ChatMessageParts): string {
  return template
    .replaceAll("{product}", parts.product)
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
