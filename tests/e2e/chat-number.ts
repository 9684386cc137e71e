import { type APIRequestContext, expect } from "@playwright/test";
import { queryRows } from "./db.ts";

// The chat button shows once the site has a WhatsApp number (ADR 0046). The number set is the
// contact details' own fallback, so every page reads as before but for the button.

export const CHAT_NUMBER = "+92 300 1234567";
export const CHAT_DIGITS = "923001234567";

/** Sets the number (once: no change event when it is set) and waits for `/` to show the button. */
export async function offerChat(request: APIRequestContext): Promise<void> {
  await queryRows(
    `UPDATE website_config SET whatsapp_number = $1, chat_button = true, updated_at = now()
     WHERE id = 1 AND (whatsapp_number <> $1 OR NOT chat_button)`,
    [CHAT_NUMBER],
  );
  // The page cache renders its pages again after the change, serving the old copy meanwhile.
  await expect
    .poll(async () => (await (await request.get("/")).text()).includes("data-chat-button"))
    .toBe(true);
}
