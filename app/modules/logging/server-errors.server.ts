import { isRouteErrorResponse, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "#app/services.server.ts";

/**
 * React Router's `handleError` (exported by app/entry.server.tsx): an error no loader, action
 * or render handled, logged once with the request's id, method and path. A request the client
 * abandoned is not an error.
 */
export function logServerError(
  error: unknown,
  { request, context }: { request: Request; context?: Readonly<RouterContextProvider> },
): void {
  if (request.signal.aborted) return;
  // An error response made from a thrown error carries it (React Router's own handler does the same).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const err = inner ?? error;
  const entry = { err, method: request.method, path: new URL(request.url).pathname };
  let log: { error(entry: object, message: string): void } | undefined;
  try {
    log = context?.get(requestInfoContext).log;
  } catch {
    // The load context failed before it was made: nothing but the console to tell.
  }
  if (log) log.error(entry, "Unhandled server error");
  else console.error("Unhandled server error", entry);
}
