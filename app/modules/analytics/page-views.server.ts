import type { PageViewCollector, RawPageView } from "./page-view-thread.server.ts";
import type { RecentVisitorsFeed } from "./recent-visitors.server.ts";
import type { VisitorIds } from "./visitor-ids.server.ts";

export type PageViewRecorder = {
  visitorIds: VisitorIds;
  /** The views counted, on their way to the page views' thread and the database. */
  views: PageViewCollector;
  /** The live count of the console's Analytics view. */
  recentVisitors: RecentVisitorsFeed;
};

/**
 * Records one view (counted as served, or reported by a page's beacon): its raw facts go to the
 * page views' thread, where bots and foreign pages are dropped and the visitor becomes the day's
 * id (page-view-worker.server.ts). Never waits and never fails.
 */
export function recordPageView(
  { views }: Pick<PageViewRecorder, "views">,
  view: Omit<RawPageView, "at">,
): void {
  views.add(view, Date.now());
}
