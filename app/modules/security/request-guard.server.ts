import { wantsJson } from "#app/lib/route-headers.ts";
import { loggablePath } from "#app/modules/logging/loggable.ts";
import { type Logger, withRequestLogger } from "#app/modules/logging/logger.server.ts";
import { checkRequestOrigin, isStateChanging } from "#app/modules/security/anti-forgery.ts";
import {
  bodyRuleFor,
  checkBodySize,
  checkFormBody,
} from "#app/modules/security/body-limit.server.ts";

// The checks every request passes before any loader or action runs (app/root.tsx applies
// them as the root middleware, so pages, resource routes and data requests alike):
// 1. anti-forgery: a state-changing request must come from the site's own pages
//    (OWASP ASVS 3.5; see docs/decisions/0004-anti-forgery-by-fetch-metadata.md);
// 2. a body size limit per route, on the declared length and on the bytes actually sent;
// 3. a body the route's action can read: a well-formed form (its formData() would throw), of
//    a shape its parser reads in bounded time and memory (form-shape.ts).

const REFUSALS = {
  403: {
    title: "Forbidden",
    error:
      "This request did not come from this site's own pages, so it was not carried out. Reload the page and try again.",
  },
  413: {
    title: "Payload Too Large",
    error: "The request body is larger than this address accepts.",
  },
  415: {
    title: "Unsupported Media Type",
    error:
      "Send the request body as a form (application/x-www-form-urlencoded or multipart/form-data).",
  },
  400: { title: "Bad Request", error: "The request body could not be read." },
} as const;

/** The refusal, as JSON for scripts that ask for it (uploads), else as plain text. */
function refuse(request: Request, status: keyof typeof REFUSALS): Response {
  const { title, error } = REFUSALS[status];
  const headers = { "Cache-Control": "no-store" };
  if (wantsJson(request)) {
    return Response.json({ ok: false, title, error }, { status, headers });
  }
  return new Response(`${title}: ${error}\n`, {
    status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The `request.refused` warning (docs/log-events.md) of a request refused before its route
 * did anything: here, and by the routes that read their bodies themselves (the page-view
 * beacon, the upload).
 */
export function logRefusal(
  log: Logger,
  request: Request,
  ip: string,
  status: keyof typeof REFUSALS,
  details: { reason?: string; limit?: number } = {},
): void {
  const path = loggablePath(new URL(request.url).pathname);
  log.warn(
    { event: "request.refused", method: request.method, path, ip, status, ...details },
    status === 403 ? "cross-site request refused" : REFUSALS[status].title,
  );
}

/** The request as the guard sees it: its id and logger, the site's origin, the client's address. */
export type GuardedRequest = { id: string; siteOrigin: string; log: Logger; ip: string };

/**
 * The root middleware's work: opens the request's log scope, refuses forged and oversized
 * requests (logged), and echoes the request id on whatever `next` answers.
 */
export function guardRequest(
  request: Request,
  info: GuardedRequest,
  next: () => Promise<Response>,
): Promise<Response> {
  return withRequestLogger(info.log, async () => {
    const path = new URL(request.url).pathname;
    const origin = checkRequestOrigin({
      method: request.method,
      secFetchSite: request.headers.get("sec-fetch-site"),
      origin: request.headers.get("origin"),
      siteOrigin: info.siteOrigin,
    });
    if (!origin.allowed) {
      await request.body?.cancel().catch(() => {});
      logRefusal(info.log, request, info.ip, 403, { reason: origin.reason });
      return withRequestId(refuse(request, 403), info.id);
    }
    const rule = bodyRuleFor(path);
    let body = await checkBodySize(request, rule.limit);
    if (body.allowed && rule.form && isStateChanging(request.method)) {
      body = await checkFormBody(request);
    }
    if (!body.allowed) {
      logRefusal(info.log, request, info.ip, body.status, {
        limit: rule.limit,
        ...(body.reason ? { reason: body.reason } : {}),
      });
      return withRequestId(refuse(request, body.status), info.id);
    }
    return withRequestId(await next(), info.id);
  });
}

function withRequestId(response: Response, id: string): Response {
  response.headers.set("X-Request-Id", id);
  return response;
}
