import { describe, expect, it } from "vitest";
import { buildNavigation, builtInPageOfPath } from "./navigation.ts";

describe("buildNavigation", () => {
  it("shows every built-in page in the specification's order by default", () => {
    const navigation = buildNavigation(new Map());
    expect(navigation.items.map((item) => item.href)).toEqual([
      "/",
      "/about",
      "/features",
      "/pricing",
      "/contact",
    ]);
    expect(navigation.enabledPages).toHaveLength(5);
  });

  it("hides an item only when its setting is false or 'false'", () => {
    const navigation = buildNavigation(
      new Map<string, unknown>([
        ["page_about_display_in_nav", false],
        ["page_features_display_in_nav", "false"],
        ["page_pricing_display_in_nav", 0],
        ["page_contact_display_in_nav", null],
      ]),
    );
    expect(navigation.items.map((item) => item.id)).toEqual(["home", "pricing", "contact"]);
    expect(navigation.enabledPages).toContain("about");
  });

  it("drops disabled pages from the navigation and from the pages that answer", () => {
    const navigation = buildNavigation(new Map([["page_pricing_is_enabled", "false"]]));
    expect(navigation.items.map((item) => item.id)).not.toContain("pricing");
    expect(navigation.enabledPages).not.toContain("pricing");
  });

  it("never disables Home", () => {
    const navigation = buildNavigation(new Map([["page_home_is_enabled", false]]));
    expect(navigation.enabledPages).toContain("home");
  });

  it("orders by nav_order, numbers or numeric strings", () => {
    const navigation = buildNavigation(
      new Map<string, unknown>([
        ["page_contact_nav_order", 0],
        ["page_home_nav_order", "9"],
      ]),
    );
    expect(navigation.items.map((item) => item.id)).toEqual([
      "contact",
      "about",
      "features",
      "pricing",
      "home",
    ]);
  });
});

describe("builtInPageOfPath", () => {
  it("names the built-in page a site path leads to, whatever its anchor or query", () => {
    expect(builtInPageOfPath("/features")).toBe("features");
    expect(builtInPageOfPath("/features#instant-replies")).toBe("features");
    expect(builtInPageOfPath("/?ref=x")).toBe("home");
  });

  it("names none for other paths and addresses", () => {
    expect(builtInPageOfPath("/form")).toBeUndefined();
    expect(builtInPageOfPath("/features/x")).toBeUndefined();
    expect(builtInPageOfPath("https://example.com/features")).toBeUndefined();
  });
});
