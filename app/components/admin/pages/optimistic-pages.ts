// The Page Settings screen answers at once: the changes still on their way to the server
// (the fetchers' form data) are laid over the pages as last loaded. When they land, the
// loader's fresh data (the truth, also after a failure) takes their place.

export type PageSettingsView = {
  id: string;
  pageName: string;
  route: string;
  isEnabled: boolean;
  displayInNav: boolean;
  navOrder: number;
};

/** The pages with pending toggles and moves applied, in navigation order. */
export function applyPendingChanges<Page extends PageSettingsView>(
  pages: readonly Page[],
  pending: readonly FormData[],
): Page[] {
  let list = pages.map((page) => ({ ...page }));
  for (const form of pending) {
    const id = form.get("page");
    const index = list.findIndex((page) => page.id === id);
    const page = list[index];
    if (!page) continue;
    const intent = form.get("intent");
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
      list = list.map((item, position) => ({ ...item, navOrder: position + 1 }));
    }
  }
  return list;
}

export type PageSummary = { total: number; active: number; inNavigation: number };

/** The summary cards: Total Pages, Active Pages, In Navigation (enabled and shown). */
export function summarizePages(pages: readonly PageSettingsView[]): PageSummary {
  return {
    total: pages.length,
    active: pages.filter((page) => page.isEnabled).length,
    inNavigation: pages.filter((page) => page.isEnabled && page.displayInNav).length,
  };
}
