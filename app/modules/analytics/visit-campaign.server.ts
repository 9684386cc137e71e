import { and, asc, eq, gt, isNotNull, or } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { pageViews } from "#app/db/schema.ts";
import type { PageViewCollector } from "./page-view-thread.server.ts";

// The campaign that brought a lead, found on the server from its sender's page views of the day
// (docs/decisions/0026-campaign-from-page-views.md): no cookie carries it.
//
// First touch: the earliest view of the visitor's day that entered the site from outside (not
// a step from one of its own pages) carrying campaign tags or another site as its referrer.
// A later campaign visit the same day does not replace it; a direct visit (a typed address, a
// bookmark) is no touch. Earlier days are out of reach: the visitor id is the day's (ADR 0017).

/** Where a visit came from, in the lead's own columns (leads.utm_*, referrer, landing_page). */
export type VisitCampaign = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** The other site's host name (a page view keeps no more of its referrer). */
  referrer: string | null;
  /** The path the visit entered by. */
  landingPage: string | null;
};

/** A site day is at most 25 hours long (a clock put back): its views are all this recent. */
const LONGEST_DAY_MS = 25 * 60 * 60_000;

/**
 * The first touch of a visitor's day (see above), or null when the day's views carry none.
 * `views` is this instance's collector: a lead sent right after its landing page finds that view
 * still waiting there (ADR 0017 writes every 5 s), so what waits is written first.
 */
export async function visitCampaignOf(
  db: Database,
  views: Pick<PageViewCollector, "flush">,
  visitor: { day: string; visitorId: number },
  now = new Date(),
): Promise<VisitCampaign | null> {
  await views.flush();
  const [touch] = await db
    .select({
      utmSource: pageViews.utmSource,
      utmMedium: pageViews.utmMedium,
      utmCampaign: pageViews.utmCampaign,
      utmTerm: pageViews.utmTerm,
      utmContent: pageViews.utmContent,
      referrer: pageViews.referrerHost,
      landingPage: pageViews.path,
    })
    .from(pageViews)
    .where(
      and(
        // The table's one index is BRIN on the time: this bound keeps the read to the last
        // day's blocks, and `day` then picks the day exactly.
        gt(pageViews.viewedAt, new Date(now.getTime() - LONGEST_DAY_MS)),
        eq(pageViews.day, visitor.day),
        eq(pageViews.visitorId, visitor.visitorId),
        eq(pageViews.entry, true),
        or(
          isNotNull(pageViews.referrerHost),
          isNotNull(pageViews.utmSource),
          isNotNull(pageViews.utmMedium),
          isNotNull(pageViews.utmCampaign),
          isNotNull(pageViews.utmTerm),
          isNotNull(pageViews.utmContent),
        ),
      ),
    )
    .orderBy(asc(pageViews.viewedAt))
    .limit(1);
  return touch ?? null;
}
