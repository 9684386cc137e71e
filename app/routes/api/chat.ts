import type { Route } from "./+types/chat";
import { answerChatStart, CHAT_HEADERS } from "./chat-start.server.ts";

/**
 * GET /chat/{channel}?from={page}: the site's chat button (ADR 0046). Stores the chat's
 * reference under the visitor's id of the day and sends the browser on to the chat, its first
 * message carrying the code; 404 when there is no chat to start, 429 past the address's limit.
 */
export function loader(args: Route.LoaderArgs) {
  return answerChatStart(
    args,
    "link",
    (location) =>
      new Response(null, { status: 302, headers: { ...CHAT_HEADERS, Location: location } }),
  );
}
