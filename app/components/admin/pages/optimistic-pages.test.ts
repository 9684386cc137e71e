import { describe, expect, it } from "vitest";
import { applyPendingChanges, type PageSettingsView, summarizePages } from "./optimistic-pages.ts";

const pages: PageSettingsView[] = ["home", "about", "features", "pricing", "contact"].map(
  (id, index) => ({
    id,
    pageName: id,
    route: `/${id}`,
    isEnabled: true,
    displayInNav: true,
    navOrder: index + 1,
  }),
);

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("pending page changes", () => {
  it("applies toggles, but never disables Home", () => {
    const result = applyPendingChanges(pages, [
      form({ intent: "toggle", page: "about", setting: "is_enabled", value: "false" }),
      form({ intent: "toggle", page: "pricing", setting: "display_in_nav", value: "false" }),
      form({ intent: "toggle", page: "home", setting: "is_enabled", value: "false" }),
    ]);
    expect(result.find((page) => page.id === "about")?.isEnabled).toBe(false);
    expect(result.find((page) => page.id === "pricing")?.displayInNav).toBe(false);
    expect(result.find((page) => page.id === "home")?.isEnabled).toBe(true);
    expect(pages[1]?.isEnabled).toBe(true);
    expect(summarizePages(result)).toEqual({ total: 5, active: 4, inNavigation: 3 });
  });

  it("applies moves in order and ignores moves past either end", () => {
    const result = applyPendingChanges(pages, [
      form({ intent: "move", page: "contact", direction: "up" }),
      form({ intent: "move", page: "contact", direction: "up" }),
      form({ intent: "move", page: "home", direction: "up" }),
      form({ intent: "move", page: "nowhere", direction: "down" }),
    ]);
    expect(result.map((page) => [page.id, page.navOrder])).toEqual([
      ["home", 1],
      ["about", 2],
      ["contact", 3],
      ["features", 4],
      ["pricing", 5],
    ]);
  });
});
