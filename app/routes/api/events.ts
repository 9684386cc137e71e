import { changeEventStream, EVENT_STREAM_HEADERS } from "#app/modules/live/event-stream.server.ts";
import { clientContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/events";

/**
 * GET /events: the live change events (Server-Sent Events) every open page listens to, the
 * public ones included. Events name a table, a key and an operation, never data. A reconnecting
 * browser sends Last-Event-ID; a page's first connection sends where its data stood (?after=).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { changes, liveConnections } = context.get(servicesContext);
  // HEAD gets no body, so a stream opened for it would never be read nor closed.
  if (request.method === "HEAD") return new Response(null, { headers: EVENT_STREAM_HEADERS });
  const release = liveConnections.acquire(context.get(clientContext).ip);
  if (!release) {
    return new Response("Too many live connections from this address.", {
      status: 429,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": "30",
      },
    });
  }
  return changeEventStream({
    feed: changes,
    lastEventId:
      request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("after"),
    // Ends when the client goes away, or when the server shuts down (the browser reconnects).
    signal: AbortSignal.any([request.signal, changes.closed]),
    onClose: release,
  });
}
