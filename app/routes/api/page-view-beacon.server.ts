import type { IncomingHttpHeaders } from "node:http";
import type { RouterContextProvider } from "react-router";
import { z } from "#app/lib/zod.ts";
import { countryFromHeaders } from "#app/modules/analytics/page-view.ts";
import { recordPageView } from "#app/modules/analytics/page-views.server.ts";
import { localeFromPath } from "#app/modules/i18n/locales.ts";
import { siteOriginOf } from "#app/modules/security/anti-forgery.ts";
import { readFormBody } from "#app/modules/security/body-limit.server.ts";
import { limitKeyOf, resolveClientIp } from "#app/modules/security/client-ip.ts";
import { logRefusal } from "#app/modules/security/request-guard.server.ts";
import {
  type AppServices,
  clientContext,
  requestInfoContext,
  servicesContext,
} from "#app/services.server.ts";

// The answer to POST /page-view: the public pages' beacon (app/enhance/page-view.ts, ADR 0017)
// reports a page the visitor was shown. Answered at once with 204: the view goes to the page
// views' thread (ADR 0036), so the beacon never waits on the database, and nothing here can fail
// a page. It runs before
// React Router's root middleware (server/main.ts), so it refuses what that would refuse.

const beaconSchema = z.object({
  /** location.href */
  u: z.string().max(2_000),
  /** document.referrer */
  r: z.string().max(2_000).default(""),
  /** <html lang> */
  l: z.string().max(35).default(""),
});

const answer = (status: number) =>
  new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/** A beacon's body is three short fields: anything much larger is not one. */
const MAX_BODY_BYTES = 8_192;

export async function answerPageViewBeacon(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const { analytics, rateLimits } = context.get(servicesContext);
  const client = context.get(clientContext);
  const { siteOrigin, log } = context.get(requestInfoContext);
  // Browsers send Origin with every beacon: a view reported without this site's is not one of
  // its pages' (the root middleware has already refused cross-site requests).
  if (request.headers.get("origin") !== siteOrigin) return answer(403);
  if (!rateLimits.pageViews.consume(client.limitKey).allowed) return answer(429);
  // A body that is not a beacon's (too large, empty or of no declared length, not a form, a
  // broken one, other fields) is refused as the root middleware would: with a warning.
  const refuse = (status: 400 | 413 | 415) => {
    logRefusal(log, request, client.ip, status);
    return answer(status);
  };
  const length = Number(request.headers.get("content-length"));
  if (!(length <= MAX_BODY_BYTES)) return refuse(413);
  if (!(length > 0)) return refuse(400);
  const body = await readFormBody(request);
  if ("status" in body) return refuse(body.status);
  const beacon = beaconSchema.safeParse(Object.fromEntries(body.form));
  if (!beacon.success) return refuse(400);
  recordPageView(analytics, {
    url: beacon.data.u,
    referrer: beacon.data.r,
    locale: beacon.data.l || null,
    userAgent: request.headers.get("user-agent") ?? "",
    country: countryFromHeaders(request.headers, client.viaTrustedProxy),
    ip: client.ip,
    site: siteOrigin,
  });
  return answer(204);
}

// Nearly every page is asked for by the same Host: its origin is worked out once.
let lastOrigin: { host: string; origin: string | null } = { host: "", origin: null };
function siteOriginFor(publicUrl: string | undefined, host: string): string | null {
  if (lastOrigin.host !== host) {
    let origin: string | null = null;
    try {
      origin = siteOriginOf({ publicUrl, requestUrl: `http://${host}/`, forwardedProto: null });
    } catch {
      // Not a host name: no view to count.
    }
    lastOrigin = { host, origin };
  }
  return lastOrigin.origin;
}

/** A page the server served to a browser's own navigation (isCountedOnServe). */
export type ServedPage = { url: string; headers: IncomingHttpHeaders; address: string };

/**
 * Counts a page view as the server serves the page (ADR 0017): the page's own request, cached or
 * rendered, so the page sends no beacon and a view costs one request. Never waits for anything
 * and never fails: a view that cannot be recorded is dropped, the page is not touched.
 */
export function countServedPageView(services: AppServices, page: ServedPage): void {
  // Only asked when no proxy is in between, so the socket is the visitor.
  const ip = resolveClientIp(page.address, null, services.trustedProxies);
  if (!services.rateLimits.pageViews.consume(limitKeyOf(ip)).allowed) return;
  const site = siteOriginFor(services.config.PUBLIC_URL, page.headers.host ?? "localhost");
  if (!site) return;
  const path = page.url.split("?", 1)[0] ?? "/";
  recordPageView(services.analytics, {
    url: site + page.url,
    referrer: page.headers.referer ?? "",
    locale: localeFromPath(path),
    userAgent: page.headers["user-agent"] ?? "",
    country: null,
    ip,
    site,
  });
}
