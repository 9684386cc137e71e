import { describe, expect, it } from "vitest";
import { SPECULATION_RULES } from "./public-scripts.tsx";

type Condition =
  | { href_matches: string | string[] }
  | { selector_matches: string }
  | { not: Condition }
  | { and: Condition[] };

// The browser's reading of a document rule's `where` for a same-origin link (URL Pattern
// syntax on the path); selectors are taken as not matching a plain link.
function matches(condition: Condition, path: string): boolean {
  if ("and" in condition) return condition.and.every((part) => matches(part, path));
  if ("not" in condition) return !matches(condition.not, path);
  if ("selector_matches" in condition) return false;
  const patterns = [condition.href_matches].flat();
  return patterns.some((pattern) => new URLPattern({ pathname: pattern }).test({ pathname: path }));
}

const rules = JSON.parse(SPECULATION_RULES) as {
  prerender: { source: string; where: Condition; eagerness: string }[];
};
const prerendered = (path: string) => rules.prerender.some((rule) => matches(rule.where, path));

describe("the speculation rules", () => {
  it("prerender the public pages", () => {
    for (const path of ["/", "/features", "/pricing", "/form", "/blog", "/blog/a-post"]) {
      expect(prerendered(path), path).toBe(true);
    }
  });

  it("never reach the console, sign-in, the event stream, files or feeds", () => {
    for (const path of [
      "/admin",
      "/admin/leads",
      "/admin/logout",
      "/admin-auth",
      "/events",
      "/media/logo.png",
      "/sitemap.xml",
      "/blog/rss.xml",
      "/robots.txt",
    ]) {
      expect(prerendered(path), path).toBe(false);
    }
  });

  it("wait for the visitor's intent rather than prerendering every link", () => {
    expect(rules.prerender.map((rule) => rule.eagerness)).toEqual(["moderate"]);
  });
});
