import { describe, expect, it } from "vitest";
import { applyPendingChanges, type PageSettingsView, summarizePages } from "./optimistic-pages.ts";

const STORY = "2f1c3c9e-8a4b-4d7e-9f10-000000000002";

const pages: PageSettingsView[] = ["home", "about", "features", "pricing", "contact", STORY].map(
  (id, index) => ({
    id,
    kind: id === STORY ? "content" : "builtIn",
    name: id,
    path: `/${id}`,
    isEnabled: true,
    displayInNav: id !== STORY,
    navOrder: index + 1,
    ownLabels: {},
    defaultLabels: { en: id, ur: id },
    labels: { en: id, ur: id },
  }),
);

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of [value].flat()) data.append(key, one);
  }
  return data;
}

describe("pending page changes", () => {
  it("applies toggles, but never disables Home", () => {
    const result = applyPendingChanges(pages, [
      form({ intent: "toggle", page: "about", setting: "is_enabled", value: "false" }),
      form({ intent: "toggle", page: "pricing", setting: "display_in_nav", value: "false" }),
      form({ intent: "toggle", page: "home", setting: "is_enabled", value: "false" }),
      form({ intent: "toggle", page: STORY, setting: "display_in_nav", value: "true" }),
    ]);
    expect(result.find((page) => page.id === "about")?.isEnabled).toBe(false);
    expect(result.find((page) => page.id === "pricing")?.displayInNav).toBe(false);
    expect(result.find((page) => page.id === "home")?.isEnabled).toBe(true);
    expect(pages[1]?.isEnabled).toBe(true);
    expect(summarizePages(result)).toEqual({ total: 6, active: 5, inNavigation: 4 });
  });

  it("applies moves in order and ignores moves past either end", () => {
    const result = applyPendingChanges(pages, [
      form({ intent: "move", page: "contact", direction: "up" }),
      form({ intent: "move", page: "contact", direction: "up" }),
      form({ intent: "move", page: "home", direction: "up" }),
      form({ intent: "move", page: STORY, direction: "down" }),
      form({ intent: "move", page: "nowhere", direction: "down" }),
    ]);
    expect(result.map((page) => [page.id, page.navOrder])).toEqual([
      ["home", 1],
      ["about", 2],
      ["contact", 3],
      ["features", 4],
      ["pricing", 5],
      [STORY, 6],
    ]);
  });

  it("applies a dragged order, keeping the pages it leaves out after it", () => {
    const result = applyPendingChanges(pages, [
      form({ intent: "reorder", order: [STORY, "home", "gone", "home"] }),
    ]);
    expect(result.map((page) => [page.id, page.navOrder])).toEqual([
      [STORY, 1],
      ["home", 2],
      ["about", 3],
      ["features", 4],
      ["pricing", 5],
      ["contact", 6],
    ]);
  });
});
