import type { SitePage } from "#app/modules/navigation/navigation.ts";
import { pagesInOrder } from "#app/modules/navigation/page-setting-keys.ts";

// The Page Settings screen answers at once: the changes still on their way to the server
// (the fetchers' form data) are laid over the pages as last loaded. When they land, the
// loader's fresh data (the truth, also after a failure) takes their place.

export type PageSettingsView = SitePage;

/** The pages with pending toggles, moves and reorders applied, in navigation order. */
export function applyPendingChanges<
  Page extends Pick<SitePage, "id" | "isEnabled" | "displayInNav" | "navOrder">,
>(pages: readonly Page[], pending: readonly FormData[]): Page[] {
  let list = pages.map((page) => ({ ...page }));
  const renumber = (next: typeof list) =>
    next.map((item, position) => ({ ...item, navOrder: position + 1 }));
  for (const form of pending) {
    const intent = form.get("intent");
    if (intent === "reorder") {
      const byId = new Map(list.map((page) => [page.id, page]));
      const order = form.getAll("order").map(String);
      list = renumber(
        pagesInOrder(
          list.map((page) => page.id),
          order,
        ).flatMap((id) => byId.get(id) ?? []),
      );
      continue;
    }
    const id = form.get("page");
    const index = list.findIndex((page) => page.id === id);
    const page = list[index];
    if (!page) continue;
    if (intent === "toggle") {
      const value = form.get("value") === "true";
      const setting = form.get("setting");
      if (setting === "is_enabled" && page.id !== "home") page.isEnabled = value;
      if (setting === "display_in_nav") page.displayInNav = value;
    } else if (intent === "move") {
      const to = form.get("direction") === "up" ? index - 1 : index + 1;
      if (to < 0 || to >= list.length) continue;
      list.splice(index, 1);
      list.splice(to, 0, page);
      list = renumber(list);
    }
  }
  return list;
}

export type PageSummary = { total: number; active: number; inNavigation: number };

/** The summary cards: Total Pages, Active Pages, In Navigation (enabled and shown). */
export function summarizePages(
  pages: readonly Pick<SitePage, "isEnabled" | "displayInNav">[],
): PageSummary {
  return {
    total: pages.length,
    active: pages.filter((page) => page.isEnabled).length,
    inNavigation: pages.filter((page) => page.isEnabled && page.displayInNav).length,
  };
}
