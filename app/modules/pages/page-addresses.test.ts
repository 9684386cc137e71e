import { describe, expect, it } from "vitest";
import { pageAddress, withPageAddresses } from "./page-addresses.ts";

describe("page addresses", () => {
  it("are a built-in page's route (Home is /), any other page's /{slug}, in Urdu under /ur", () => {
    expect(pageAddress("home", "en")).toEqual({ path: "/", builtIn: true });
    expect(pageAddress("home", "ur")).toEqual({ path: "/ur", builtIn: true });
    expect(pageAddress("form", "ur")).toEqual({ path: "/ur/form", builtIn: true });
    expect(pageAddress("privacy-policy", "en")).toEqual({
      path: "/privacy-policy",
      builtIn: false,
    });
    expect(pageAddress("legal/terms", "ur").path).toBe("/ur/legal/terms");
  });

  it("are none for a page whose slug belongs to the app (saved before it was refused)", () => {
    for (const slug of ["events", "admin/help", "ur/privacy", "about/team"]) {
      expect(pageAddress(slug, "en"), slug).toEqual({ path: null, builtIn: false });
    }
  });

  it("go with each listed page and its translated versions, which answer at its page's path", () => {
    const rows = withPageAddresses([
      { slug: "about", translations: [{ slug: "hamare-bare-mein", locale: "ur" as const }] },
      { slug: "faq", translations: [] },
    ]);
    expect(rows).toEqual([
      {
        slug: "about",
        address: { path: "/about", builtIn: true },
        translations: [
          {
            slug: "hamare-bare-mein",
            locale: "ur",
            address: { path: "/ur/about", builtIn: true },
          },
        ],
      },
      { slug: "faq", address: { path: "/faq", builtIn: false }, translations: [] },
    ]);
  });
});
