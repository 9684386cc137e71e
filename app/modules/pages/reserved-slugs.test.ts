import { readdirSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { BUILT_IN_SLUGS } from "#app/modules/sections/built-in/built-in-pages.ts";
import routes from "#app/routes.ts";
import { isReservedSegment, slugClash } from "./reserved-slugs.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The first segment of every path a route answers at the top of the site. */
function topSegments(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    // A layout without a path (the site's pages) puts its children at the top.
    if (entry.path === undefined) return entry.index ? [] : topSegments(entry.children ?? []);
    return [entry.path.split("/", 1)[0] as string];
  });
}

describe("reserved slugs", () => {
  it("reserve the first segment of every route of app/routes.ts", () => {
    // A catch-all or a parameter is where content pages themselves answer.
    const segments = topSegments(routes).filter(
      (segment) => segment !== "*" && !segment.startsWith(":"),
    );
    expect(segments).toEqual(expect.arrayContaining(["admin", "ur", "blog", "sitemap.xml"]));
    expect(segments.filter((segment) => !isReservedSegment(segment))).toEqual([]);
  });

  it("reserve every built-in page's slug, Home's too", () => {
    for (const slug of BUILT_IN_SLUGS) {
      expect(slugClash(slug)).toMatchObject({ segment: slug, isBuiltInPage: true });
    }
    expect(slugClash("home")?.message).toBe("“home” is a built-in page: choose another slug");
  });

  it("reserve the files the server serves from the client build (public/ and assets/)", () => {
    const files = [...readdirSync(path.join(ROOT, "public")), "assets"];
    expect(files.filter((name) => !isReservedSegment(name))).toEqual([]);
  });

  it("name the clash of a slug's first segment", () => {
    expect(slugClash("admin")?.message).toBe("“admin” is used by the console: choose another slug");
    expect(slugClash("blog/tips")).toEqual({
      segment: "blog",
      isBuiltInPage: false,
      message: "“blog” is used by the blog: choose another slug",
    });
    // Under a built-in page is a clash, but not the page's own slug.
    expect(slugClash("about/team")).toMatchObject({ segment: "about", isBuiltInPage: false });
    expect(slugClash("ur/privacy")?.segment).toBe("ur");
  });

  it("leave other slugs free, even ones that start like a reserved word", () => {
    for (const slug of ["privacy-policy", "blog-tips", "administration", "legal/terms", "homes"]) {
      expect(slugClash(slug)).toBeNull();
    }
  });
});
