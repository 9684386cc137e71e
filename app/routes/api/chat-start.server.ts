// What GET /chat/{channel} and its QR code share (ADR 0046, ADR 0049): the per-address limit,
// the chat stored as the visit's, and the answers that are never kept or indexed.

import type { RouterContextProvider } from "react-router";
import type { ChatOrigin } from "#app/db/enums.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { startChat } from "#app/modules/chat/start-chat.server.ts";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";

/** Every answer of these addresses: per visitor, so never kept or indexed. */
export const CHAT_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

type ChatRequest = {
  request: Request;
  params: { channel: string };
  context: Readonly<RouterContextProvider>;
};

/**
 * Stores the chat's reference and gives its wa.me address to `answer`; 429 past the address's
 * limit, a bare 404 when there is no chat to start.
 */
export async function answerChatStart(
  { request, params, context }: ChatRequest,
  origin: ChatOrigin,
  answer: (location: string) => Response,
): Promise<Response> {
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  const limit = await services.rateLimits.chatStarts.consume(client.limitKey);
  if (!limit.allowed) {
    return new Response("Too many requests", {
      status: 429,
      headers: { ...CHAT_HEADERS, "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const url = new URL(request.url);
  try {
    const { location } = await startChat({
      db: services.db,
      analytics: services.analytics,
      ip: client.ip,
      userAgent: request.headers.get("user-agent") ?? "",
      site: context.get(requestInfoContext).siteOrigin,
      channel: params.channel,
      from: url.searchParams.get("from"),
      plan: url.searchParams.get("plan"),
      link: url.searchParams.get("link"),
      origin,
    });
    return answer(location);
  } catch (error) {
    const refusal = ruleErrorOf(error);
    if (!refusal) throw error;
    return new Response("Not found", {
      status: refusal.status,
      headers: { ...CHAT_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
