import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * The digits of the number a chat opens on WhatsApp (`wa.me/<digits>`): Website Settings'
 * WhatsApp number, else its phone, read as E.164 (a local number is Pakistan's, as the lead
 * forms read one). Null when neither is a valid number: there is no chat to start.
 */
export function chatNumberOf(config: { whatsappNumber: string; phone: string }): string | null {
  const typed = config.whatsappNumber.trim() || config.phone.trim();
  if (!typed) return null;
  const parsed = parsePhoneNumberFromString(typed, "PK");
  return parsed?.isValid() ? parsed.number.slice(1) : null;
}

/** The number's digits while the owner shows the chat button, else null: no chat is offered. */
export function offeredChatNumber(config: {
  chatButton: boolean;
  whatsappNumber: string;
  phone: string;
}): string | null {
  return config.chatButton ? chatNumberOf(config) : null;
}
