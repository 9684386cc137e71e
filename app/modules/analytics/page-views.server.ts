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

// The site's origin is the same for nearly every view: its host name is parsed once.
let lastSite = { origin: "", hostname: "" };
function hostnameOf(origin: string): string {
  if (lastSite.origin !== origin) lastSite = { origin, hostname: new URL(origin).hostname };
  return lastSite.hostname;
}

/**
 * Records one view (counted as served, or reported by a page's beacon): bots and foreign pages are dropped, the visitor
 * becomes the day's id, the row waits in the buffer. Returns whether it counted.
 */
export async function recordPageView(
  { visitorIds, views }: Pick<PageViewRecorder, "visitorIds" | "views">,
  input: Omit<PageViewInput, "siteHost"> & { ip: string; site: string; now?: Date },
): Promise<boolean> {
  const facts = describePageView({ ...input, siteHost: hostnameOf(input.site) });
  if (!facts) return false;
  const viewedAt = input.now ?? new Date();
  const { day, visitorId } = await visitorIds.idOf(
    { ip: input.ip, userAgent: input.userAgent, site: input.site },
    viewedAt,
  );
  views.add({ ...facts, viewedAt, day, visitorId });
  return true;
}
