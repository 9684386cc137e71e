import { chatQrCode } from "#app/modules/chat/chat-qr-code.ts";
import type { Route } from "./+types/chat-qr";
import { answerChatStart, CHAT_HEADERS } from "./chat-start.server.ts";

/**
 * The image shows our own markup only; were it opened as a document, it could run nothing and
 * load nothing, and is never read as another type.
 */
const IMAGE_HEADERS = {
  ...CHAT_HEADERS,
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "X-Content-Type-Options": "nosniff",
} as const;

/**
 * GET /chat/{channel}/qr.svg?from={page}: the chat button's QR code on a wide screen (ADR 0049).
 * The same chat as a click on the button starts, its own reference stored as shown by a QR
 * code, drawn for a phone to scan; 404 and 429 as the button's address.
 */
export function loader(args: Route.LoaderArgs) {
  return answerChatStart(
    args,
    "qr",
    (location) => new Response(chatQrCode(location), { headers: IMAGE_HEADERS }),
  );
}
