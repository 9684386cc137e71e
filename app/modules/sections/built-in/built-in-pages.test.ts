import { describe, expect, it } from "vitest";
import { BUILT_IN_PAGES } from "#app/db/enums.ts";
import { parsePageBody } from "../page-body.ts";
import { BUILT_IN_PAGE_ROWS, BUILT_IN_SLUGS, pagePathOfSlug } from "./built-in-pages.ts";

describe("the built-in pages as rows", () => {
  it("answer at today's routes, Home at / and a content page at its slug", () => {
    for (const page of BUILT_IN_PAGES) expect(pagePathOfSlug(page.id)).toBe(page.route);
    expect(pagePathOfSlug("form")).toBe("/form");
    expect(pagePathOfSlug("privacy-policy")).toBe("/privacy-policy");
  });

  it.each(BUILT_IN_SLUGS)("%s has a default body that its section types accept", (slug) => {
    expect(parsePageBody(BUILT_IN_PAGE_ROWS[slug].defaultBody()).ok).toBe(true);
  });
});
