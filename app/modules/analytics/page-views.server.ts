import { describePageView, type PageViewInput } from "./page-view.ts";
import type { PageViewBuffer } from "./page-view-buffer.server.ts";
import type { RecentVisitorsFeed } from "./recent-visitors.server.ts";
import type { VisitorIds } from "./visitor-ids.server.ts";

export type PageViewRecorder = {
  visitorIds: VisitorIds;
  views: PageViewBuffer;
  /** The live count of the console's Analytics view. */
  recentVisitors: RecentVisitorsFeed;
};

/**
 * Records one view a page's beacon reported: bots and foreign pages are dropped, the visitor
 * becomes the day's id, the row waits in the buffer. Returns whether it counted.
 */
export async function recordPageView(
  { visitorIds, views }: Pick<PageViewRecorder, "visitorIds" | "views">,
  input: Omit<PageViewInput, "siteHost"> & { ip: string; site: string; now?: Date },
): Promise<boolean> {
  const facts = describePageView({ ...input, siteHost: new URL(input.site).hostname });
  if (!facts) return false;
  const viewedAt = input.now ?? new Date();
  const { day, visitorId } = await visitorIds.idOf(
    { ip: input.ip, userAgent: input.userAgent, site: input.site },
    viewedAt,
  );
  views.add({ ...facts, viewedAt, day, visitorId });
  return true;
}
