import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { loggablePath } from "#app/modules/logging/loggable.ts";
import { requestIdFrom } from "#app/modules/logging/request-id.ts";

/**
 * Call first thing for every request; returns the request's id. Gives it its id (a plain X-Request-Id sent by a proxy,
 * else a new one): written back into the request's headers, where the app reads it for its own
 * log lines, and echoed in the response's X-Request-Id. When the response ends (or the client
 * goes away first), logs one access line: method, path (loggablePath: without the query string,
 * a preview link's key masked), status and duration.
 */
export function logRequest(
  logger: Pick<Logger, "info" | "error">,
  req: IncomingMessage,
  res: ServerResponse,
  now: () => number = performance.now.bind(performance),
  /** `echo: false`: the caller sends X-Request-Id itself (the page cache's hit path). */
  { echo = true }: { echo?: boolean } = {},
): string {
  const started = now();
  const id = requestIdFrom(req.headers["x-request-id"] as string | undefined);
  req.headers["x-request-id"] = id;
  if (echo) res.setHeader("X-Request-Id", id);
  const path = loggablePath(req.url ?? "/");
  let logged = false;
  const done = () => {
    if (logged) return;
    logged = true;
    const entry = {
      event: "http.request",
      reqId: id,
      method: req.method,
      path,
      status: res.statusCode,
      ms: Math.round((now() - started) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    const message = `${req.method} ${path} ${res.statusCode}`;
    if (res.statusCode >= 500) logger.error(entry, message);
    else logger.info(entry, message);
  };
  res.once("finish", done);
  res.once("close", done);
  return id;
}
