import { describe, expect, it } from "vitest";
import {
  buildNavigation,
  builtInPageOfPath,
  type ContentPage,
  contentPagesInUse,
  sitePages,
} from "./navigation.ts";

const PRICES = "2f1c3c9e-8a4b-4d7e-9f10-000000000001";
const STORY = "2f1c3c9e-8a4b-4d7e-9f10-000000000002";

const contentPages: ContentPage[] = [
  { id: PRICES, slug: "price-list", isPublished: true, titles: { en: "Price list" } },
  {
    id: STORY,
    slug: "our-story",
    isPublished: true,
    titles: { en: "Our story", ur: "ہماری کہانی" },
  },
];

const ids = (items: { id: string }[]) => items.map((item) => item.id);

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
    expect(navigation.items.map((item) => item.labels)).toEqual([
      { en: "Home", ur: "ہوم" },
      { en: "About", ur: "ہمارے بارے میں" },
      { en: "Features", ur: "خصوصیات" },
      { en: "Pricing", ur: "قیمتیں" },
      { en: "Contact", ur: "رابطہ" },
    ]);
    expect(navigation.enabledPages).toHaveLength(5);
    expect(navigation.legalPages).toEqual({ privacy: null, terms: null });
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
    expect(ids(navigation.items)).toEqual(["home", "pricing", "contact"]);
    expect(navigation.enabledPages).toContain("about");
  });

  it("drops disabled pages from the navigation and from the pages that answer", () => {
    const navigation = buildNavigation(new Map([["page_pricing_is_enabled", "false"]]));
    expect(ids(navigation.items)).not.toContain("pricing");
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
    expect(ids(navigation.items)).toEqual(["contact", "about", "features", "pricing", "home"]);
  });

  it("leaves a content page out of the navigation until the owner chooses it", () => {
    expect(ids(buildNavigation(new Map(), contentPages).items)).toEqual([
      "home",
      "about",
      "features",
      "pricing",
      "contact",
    ]);
    const chosen = buildNavigation(
      new Map<string, unknown>([
        [`page_${PRICES}_display_in_nav`, "true"],
        [`page_${STORY}_display_in_nav`, true],
      ]),
      contentPages,
    );
    // After the built-in pages, oldest first, each at its own address.
    expect(chosen.items.slice(5)).toEqual([
      { id: PRICES, href: "/price-list", labels: { en: "Price list", ur: "Price list" } },
      { id: STORY, href: "/our-story", labels: { en: "Our story", ur: "ہماری کہانی" } },
    ]);
  });

  it("leaves an unpublished content page out, whatever its switch says", () => {
    const navigation = buildNavigation(new Map([[`page_${STORY}_display_in_nav`, true]]), [
      { ...(contentPages[1] as ContentPage), isPublished: false },
    ]);
    expect(ids(navigation.items)).not.toContain(STORY);
  });

  it("places built-in and content pages in one order", () => {
    const navigation = buildNavigation(
      new Map<string, unknown>([
        [`page_${STORY}_display_in_nav`, true],
        [`page_${STORY}_nav_order`, 1],
        ["page_home_nav_order", 1],
        ["page_about_nav_order", 6],
        ["page_features_nav_order", 2],
        ["page_pricing_nav_order", 3],
        ["page_contact_nav_order", 4],
      ]),
      contentPages,
    );
    // Ties keep built-in pages first.
    expect(ids(navigation.items)).toEqual([
      "home",
      STORY,
      "features",
      "pricing",
      "contact",
      "about",
    ]);
  });

  it("puts a content page without a stored order after every stored one", () => {
    const pages = sitePages(
      new Map<string, unknown>([
        ["page_contact_nav_order", 12],
        [`page_${STORY}_nav_order`, 3],
      ]),
      contentPages,
    );
    expect(pages.map((page) => [page.id, page.navOrder])).toEqual([
      ["home", 1],
      ["about", 2],
      ["features", 3],
      [STORY, 3],
      ["pricing", 4],
      ["contact", 12],
      [PRICES, 13],
    ]);
  });

  it("shows the owner's label in each language, falling back to the defaults", () => {
    const pages = sitePages(
      new Map<string, unknown>([
        ["page_about_nav_label", { en: "Who we are" }],
        ["page_pricing_nav_label", { ur: "  ریٹ  ", en: " " }],
        [`page_${PRICES}_nav_label`, { en: "Prices", fr: "Prix" }],
        [`page_${STORY}_nav_label`, "Our story"],
      ]),
      contentPages,
    );
    const labels = Object.fromEntries(pages.map((page) => [page.id, page.labels]));
    // A built-in page's Urdu label stays the catalogue's when only English is set.
    expect(labels.about).toEqual({ en: "Who we are", ur: "ہمارے بارے میں" });
    expect(labels.pricing).toEqual({ en: "Pricing", ur: "ریٹ" });
    // A content page without an Urdu version shows its English label in Urdu.
    expect(labels[PRICES]).toEqual({ en: "Prices", ur: "Prices" });
    // Its Urdu version's title, when it has one; a stored value of the wrong shape is ignored.
    expect(labels[STORY]).toEqual({ en: "Our story", ur: "ہماری کہانی" });

    const prices = pages.find((page) => page.id === PRICES);
    expect(prices?.ownLabels).toEqual({ en: "Prices" });
    expect(prices?.defaultLabels).toEqual({ en: "Price list", ur: "Prices" });
  });

  it("links the legal pages only while they are published", () => {
    const settings = new Map<string, unknown>([
      ["privacy_policy_page", STORY],
      ["terms_of_service_page", PRICES],
    ]);
    expect(buildNavigation(settings, contentPages).legalPages).toEqual({
      privacy: "/our-story",
      terms: "/price-list",
    });
    const unpublished = contentPages.map((page) => ({ ...page, isPublished: page.id !== STORY }));
    expect(buildNavigation(settings, unpublished).legalPages).toEqual({
      privacy: null,
      terms: "/price-list",
    });
    // A page that is gone, or a value that is not a page's id, links nowhere.
    expect(
      buildNavigation(new Map([["privacy_policy_page", "home"]]), contentPages).legalPages,
    ).toEqual({ privacy: null, terms: null });
    expect(buildNavigation(settings, []).legalPages).toEqual({ privacy: null, terms: null });
  });
});

describe("contentPagesInUse", () => {
  it("names the content pages chosen for the navigation or a legal role, and no other", () => {
    expect(contentPagesInUse(new Map())).toEqual([]);
    expect(
      contentPagesInUse(
        new Map<string, unknown>([
          [`page_${PRICES}_display_in_nav`, false],
          [`page_${STORY}_display_in_nav`, "true"],
          [`page_${PRICES}_nav_order`, 3],
          ["terms_of_service_page", PRICES],
          ["privacy_policy_page", "not-a-page"],
          ["page_about_display_in_nav", true],
        ]),
      ),
    ).toEqual([STORY, PRICES]);
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
