import { describe, expect, test } from "vitest";
import {
  formatDate,
  formatNumber,
  languagePath,
  localeFromPath,
  localizedPath,
  pathWithoutLocale,
  switcherPath,
} from "./locales.ts";

describe("the locale of a URL", () => {
  test("Urdu lives under /ur, everything else is English", () => {
    expect(localeFromPath("/ur")).toBe("ur");
    expect(localeFromPath("/ur/pricing")).toBe("ur");
    expect(localeFromPath("/urdu-tips")).toBe("en");
    expect(localeFromPath("/blog/ur")).toBe("en");
    expect(localeFromPath("/")).toBe("en");
  });

  test("a path and its Urdu twin map onto each other", () => {
    for (const path of ["/", "/pricing", "/blog/hello-world", "/form?plan=abc"]) {
      expect(pathWithoutLocale(localizedPath("ur", path))).toBe(path);
    }
    expect(localizedPath("ur", "/")).toBe("/ur");
    expect(localizedPath("ur", "/form?plan=abc")).toBe("/ur/form?plan=abc");
    expect(localizedPath("ur", "/?x=1")).toBe("/ur?x=1");
    expect(localizedPath("en", "/pricing")).toBe("/pricing");
    expect(pathWithoutLocale("/ur?x=1")).toBe("/?x=1");
  });

  test("the switcher leads to the same page in the other language", () => {
    expect(languagePath("ur", "/pricing")).toBe("/ur/pricing");
    expect(languagePath("en", "/ur/pricing")).toBe("/pricing");
    expect(languagePath("ur", "/")).toBe("/ur");
    expect(languagePath("en", "/ur")).toBe("/");
    // No Urdu twin: the Urdu home.
    expect(languagePath("ur", "/preview/abc")).toBe("/ur");
  });

  test("the console, files, feeds and other sites keep their address", () => {
    for (const path of [
      "/admin-auth",
      "/admin/leads",
      "/sitemap.xml",
      "/blog/rss.xml",
      "/media/logo.png",
      "https://wa.me/923001234567",
      "mailto:hello@example.com",
      "//cdn.example.com/x",
    ]) {
      expect(localizedPath("ur", path)).toBe(path);
    }
    expect(localizedPath("ur", "/ur/pricing")).toBe("/ur/pricing");
  });
});

describe("numbers and dates in Urdu", () => {
  test("use Latin digits, as prices are written in Pakistan", () => {
    expect(formatNumber("ur", 12500)).toBe("12,500");
    expect(formatDate("ur", "2026-03-05T10:00:00Z")).toMatch(/^5 .+ 2026$/);
    expect(formatDate("ur", "2026-03-05T10:00:00Z")).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });
});

describe("the switcher on a page whose versions are rows of their own (ADR 0020)", () => {
  const versions = { paths: { en: "/blog/hello", ur: "/ur/blog/salam" }, fallback: "/blog" };
  test("leads to the other version, whatever its slug", () => {
    expect(switcherPath("ur", "/blog/hello", versions)).toBe("/ur/blog/salam");
    expect(switcherPath("en", "/ur/blog/salam", versions)).toBe("/blog/hello");
  });
  test("leads to the other language's blog when there is no version there", () => {
    expect(
      switcherPath("ur", "/blog/hello", { paths: { en: "/blog/hello" }, fallback: "/blog" }),
    ).toBe("/ur/blog");
    expect(
      switcherPath("en", "/ur/blog/salam", { paths: { ur: "/ur/blog/salam" }, fallback: "/blog" }),
    ).toBe("/blog");
  });
  test("is the same path in the other language for every other page", () => {
    expect(switcherPath("ur", "/pricing", undefined)).toBe("/ur/pricing");
  });
});
