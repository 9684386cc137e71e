import { describe, expect, it } from "vitest";
import { isSafeLinkUrl, normalizeLinkUrl } from "./link-url.ts";

describe("normalizeLinkUrl", () => {
  it("accepts http, https, mailto, tel and site paths", () => {
    expect(normalizeLinkUrl(" https://example.com/a?b=1 ")).toEqual({
      ok: true,
      href: "https://example.com/a?b=1",
    });
    expect(normalizeLinkUrl("http://example.com")).toEqual({
      ok: true,
      href: "http://example.com/",
    });
    expect(normalizeLinkUrl("mailto:hi@example.com")).toEqual({
      ok: true,
      href: "mailto:hi@example.com",
    });
    expect(normalizeLinkUrl("tel:+923001234567")).toEqual({ ok: true, href: "tel:+923001234567" });
    expect(normalizeLinkUrl("/pricing#plans")).toEqual({ ok: true, href: "/pricing#plans" });
  });

  it("adds https:// to a bare domain", () => {
    expect(normalizeLinkUrl("example.com/docs")).toEqual({
      ok: true,
      href: "https://example.com/docs",
    });
  });

  it("refuses javascript:, data:, other schemes and disguises", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://example.com",
      "//evil.test",
      "/\\evil.test",
      "",
      "   ",
      "not a url",
    ]) {
      expect(normalizeLinkUrl(bad).ok, JSON.stringify(bad)).toBe(false);
      expect(isSafeLinkUrl(bad)).toBe(false);
    }
  });

  it("says what is wrong", () => {
    expect(normalizeLinkUrl("javascript:alert(1)")).toEqual({
      ok: false,
      error: "Only http, https, mailto and tel links are allowed",
    });
    expect(normalizeLinkUrl("")).toEqual({ ok: false, error: "Enter a link address" });
  });
});
