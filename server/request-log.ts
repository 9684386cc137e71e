import type { IncomingMessage, ServerResponse } from "node:http";
import { loggablePath } from "#app/modules/logging/loggable.ts";
import type { AccessLogger } from "#app/modules/logging/logger.server.ts";
import { requestIdFrom } from "#app/modules/logging/request-id.ts";

type Clock = () => number;
const performanceNow: Clock = performance.now.bind(performance);

/**
 * The request's id: a plain X-Request-Id sent by a proxy, else a new one. Written back into the
 * request's headers, where the app reads it for its own log lines.
 */
export function requestIdOf(req: IncomingMessage): string {
  const id = requestIdFrom(req.headers["x-request-id"] as string | undefined);
  req.headers["x-request-id"] = id;
  return id;
}

/**
 * One access line: method, path (loggablePath: without the query string, a preview link's key
 * and a calendar feed's token masked), status and duration; `aborted` when the client went away
 * before the end.
 */
function writeAccessLine(
  logger: AccessLogger,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  ms: number,
  aborted: boolean,
) {
  const path = loggablePath(req.url ?? "/");
  const entry = {
    event: "http.request",
    reqId: id,
    method: req.method ?? "",
    path,
    status: res.statusCode,
    ms: Math.round(ms * 10) / 10,
    aborted: aborted ? true : undefined,
  } as const;
  const message = `${req.method} ${path} ${res.statusCode}`;
  if (res.statusCode >= 500) logger.error(entry, message);
  else logger.info(entry, message);
}

/**
 * Logs the request's access line: `"when done"` as its response ends (or as the client goes
 * away first); `"now"` for a response written in full already (a cached page: one writeHead and
 * one end), with no listener on the hit path (docs/decisions/0036-the-cached-path.md).
 */
export function logAccess(
  logger: AccessLogger,
  req: IncomingMessage,
  res: ServerResponse,
  { id, started, when }: { id: string; started: number; when: "now" | "when done" },
  now: Clock = performanceNow,
): void {
  if (when === "now") {
    writeAccessLine(logger, req, res, id, now() - started, false);
    return;
  }
  // A response emits "close" once, after "finish" or when the client went away first.
  res.on("close", () =>
    writeAccessLine(logger, req, res, id, now() - started, !res.writableFinished),
  );
}
