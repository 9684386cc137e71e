import { isRouteErrorResponse } from "react-router";
import { loggableError, loggablePath } from "./loggable.ts";

/**
 * What React Router's `handleError` (app/entry.server.tsx) does: an error no loader, action or
 * render handled, logged once through the request's logger (which carries its id), with the
 * method and path. Without a logger (the request failed before it had one), on the console. A
 * request the client abandoned is not an error, nor is an answer of 4xx React Router made itself
 * (an address no route matches, such as a path with a line break, which no splat matches).
 */
export function logServerError(
  error: unknown,
  {
    request,
    log,
  }: { request: Request; log: { error(entry: object, message: string): void } | undefined },
): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // An error response made from a thrown error carries it (React Router's own handler does the same).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const err = inner ?? error;
  const entry = { err, method: request.method, path: loggablePath(new URL(request.url).pathname) };
  if (log) log.error(entry, "Unhandled server error");
  else console.error("Unhandled server error", { ...entry, err: loggableError(err) });
}
