import { asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { leadTouches } from "#app/db/schema.ts";

// The channels a lead came through (docs/decisions/0047-one-lead-across-channels.md), for its
// page: the first touch and each later one, with where that visit came from.

export type LeadTouch = Pick<
  typeof leadTouches.$inferSelect,
  | "id"
  | "kind"
  | "source"
  | "chatCode"
  | "page"
  | "locale"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "referrer"
  | "landingPage"
  | "createdAt"
>;

/** Oldest first: the first is how the person first reached the team. */
export async function listLeadTouches(db: Database, leadId: string): Promise<LeadTouch[]> {
  return db
    .select({
      id: leadTouches.id,
      kind: leadTouches.kind,
      source: leadTouches.source,
      chatCode: leadTouches.chatCode,
      page: leadTouches.page,
      locale: leadTouches.locale,
      utmSource: leadTouches.utmSource,
      utmMedium: leadTouches.utmMedium,
      utmCampaign: leadTouches.utmCampaign,
      referrer: leadTouches.referrer,
      landingPage: leadTouches.landingPage,
      createdAt: leadTouches.createdAt,
    })
    .from(leadTouches)
    .where(eq(leadTouches.leadId, leadId))
    .orderBy(asc(leadTouches.createdAt), asc(leadTouches.id));
}
