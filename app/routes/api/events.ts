import { peekConsoleSession } from "#app/modules/auth/session.server.ts";
import {
  changeEventStream,
  EVENT_STREAM_HEADERS,
  type NamedEventSource,
} from "#app/modules/live/event-stream.server.ts";
import { can } from "#app/modules/users/permissions.ts";
import { type AppServices, clientContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/events";

/**
 * GET /events: the live change events (Server-Sent Events) every open page listens to, the
 * public ones included. Events name a table, a key and an operation, never data. A reconnecting
 * browser sends Last-Event-ID; a page's first connection sends where its data stood (?after=).
 * The stream of a console session that may see Analytics also carries the `visitors` event
 * (visitors in the last 5 minutes), and ends when that session lapses, so the browser
 * reconnects and is asked again.
 * Streams are capped per client and per instance, and end after a while without events.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { changes, liveConnections } = services;
  // HEAD gets no body, so a stream opened for it would never be read nor closed.
  if (request.method === "HEAD") return new Response(null, { headers: EVENT_STREAM_HEADERS });
  const slot = liveConnections.acquire(context.get(clientContext).limitKey);
  if (!slot.ok) return refusal(slot.limit);
  const { release } = slot;
  const consoleOnly = await consoleEvents(services, request).catch((error) => {
    release();
    throw error;
  });
  return changeEventStream({
    feed: changes,
    lastEventId:
      request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("after"),
    // Ends when the client goes away, or when the server shuts down (the browser reconnects).
    signal: AbortSignal.any([request.signal, changes.closed, ...consoleOnly.ends]),
    namedEvents: consoleOnly.events,
    onClose: release,
    idleTimeoutMs: services.config.SSE_IDLE_TIMEOUT_SECONDS * 1000,
  });
}

/** Over a limit: this client's (429), or the instance's, all clients together (503). */
function refusal(limit: "client" | "total"): Response {
  const [status, message] =
    limit === "client"
      ? [429, "Too many live connections from this address."]
      : [503, "Too many live connections to this server. Try again later."];
  return new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "30",
    },
  });
}

/**
 * The console's own events for a signed-in admin's stream, and the end of their session. The
 * visitors count is Analytics' figure: only for whom that screen is open (ADR 0027).
 */
async function consoleEvents(
  services: AppServices,
  request: Request,
): Promise<{ events?: NamedEventSource; ends: AbortSignal[] }> {
  const session = await peekConsoleSession(services, request);
  if (!session || !can(session.user, "analytics.view")) return { ends: [] };
  const { recentVisitors } = services.analytics;
  return {
    events: (send) => recentVisitors.subscribe((count) => send("visitors", { count })),
    ends: [AbortSignal.timeout(Math.max(0, +session.lapsesAt - Date.now()))],
  };
}
