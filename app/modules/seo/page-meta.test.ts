import { describe, expect, it } from "vitest";
import { pageLanguage } from "./page-meta.ts";

describe("pageLanguage", () => {
  it("gives an interface page a version in every language", () => {
    expect(pageLanguage("ur", "/pricing").versions.map((version) => version.path)).toEqual([
      "/pricing",
      "/ur/pricing",
    ]);
  });

  it("gives a post only the versions it has, whatever their slugs (ADR 0020)", () => {
    const both = pageLanguage("ur", "/blog/salam", { en: "/blog/hello", ur: "/ur/blog/salam" });
    expect(both.versions).toEqual([
      { lang: "en", ogLocale: "en_US", path: "/blog/hello" },
      { lang: "ur", ogLocale: "ur_PK", path: "/ur/blog/salam" },
    ]);
    expect(pageLanguage("en", "/blog/hello", { en: "/blog/hello" }).versions).toEqual([
      { lang: "en", ogLocale: "en_US", path: "/blog/hello" },
    ]);
  });
});
