import { FIELD_LIMITS } from "./lead-forms.ts";

// "New lead from a chat" (docs/decisions/0047-one-lead-across-channels.md): what the console's
// form sends, and the bounds both its inputs and its action hold.

export const LEAD_FROM_CHAT_PATH = "/admin/leads/from-chat";

/** A first message pasted whole is at most a lead message's length. */
export const LEAD_FROM_CHAT_LIMITS = {
  code: FIELD_LIMITS.message,
  whatsappNumber: FIELD_LIMITS.phone,
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
} as const;

/** The form's fields as conform keeps them: text, as typed. */
export type LeadFromChatFields = Record<keyof typeof LEAD_FROM_CHAT_LIMITS, string>;
