import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { startChat } from "#app/modules/chat/start-chat.server.ts";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/chat";

/** Every answer of this address: per visitor, so never kept or indexed. */
const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

/**
 * GET /chat/{channel}?from={page}[&plan={id}][&link={section.button}]: the site's chat links
 * (ADRs 0046, 0048). Stores the chat's
 * reference under the visitor's id of the day and sends the browser on to the chat, its first
 * message carrying the code; 404 when there is no chat to start, 429 past the address's limit.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  const limit = await services.rateLimits.chatStarts.consume(client.limitKey);
  if (!limit.allowed) {
    return new Response("Too many requests", {
      status: 429,
      headers: { ...HEADERS, "Retry-After": String(limit.retryAfterSeconds) },
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
    });
    return new Response(null, { status: 302, headers: { ...HEADERS, Location: location } });
  } catch (error) {
    const refusal = ruleErrorOf(error);
    if (!refusal) throw error;
    return new Response("Not found", {
      status: refusal.status,
      headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
