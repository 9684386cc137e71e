import type { RouterContextProvider } from "react-router";
import { z } from "#app/lib/zod.ts";
import { countryFromHeaders } from "#app/modules/analytics/page-view.ts";
import { recordPageView } from "#app/modules/analytics/page-views.server.ts";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";

// The answer to POST /page-view: the public pages' beacon (app/enhance/page-view.ts, ADR 0017)
// reports a page the visitor was shown. Answered at once with 204: the view waits in a buffer,
// so the beacon never waits on the database, and nothing here can fail a page. It runs before
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
  if (!rateLimits.pageViews.consume(client.ip).allowed) return answer(429);
  const length = Number(request.headers.get("content-length"));
  if (!(length > 0 && length <= MAX_BODY_BYTES)) return answer(413);
  const beacon = beaconSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!beacon.success) return answer(400);
  try {
    await recordPageView(analytics, {
      url: beacon.data.u,
      referrer: beacon.data.r,
      locale: beacon.data.l || null,
      userAgent: request.headers.get("user-agent") ?? "",
      country: countryFromHeaders(request.headers, client.viaTrustedProxy),
      ip: client.ip,
      site: siteOrigin,
    });
  } catch (err) {
    // Today's salt could not be read (the database is away): this view is lost, nothing else.
    log.warn({ err, event: "analytics.view_dropped" }, "A page view was dropped");
  }
  return answer(204);
}
