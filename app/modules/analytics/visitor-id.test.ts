import { describe, expect, it } from "vitest";
import { visitorIdOf } from "./visitor-id.ts";

const salt = new Uint8Array(32).map((_, index) => index * 7);
const SITE = "https://dmflow.pk";

describe("visitorIdOf", () => {
  // The ids of views counted before a release and a lead sent after it, that day, must match:
  // the same salt and visitor always give the id first computed for them.
  it("gives a visitor the same id as it always has, whatever came before", () => {
    const phone = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0" };
    // Long, and of several bytes a character.
    const long = { ip: "2001:db8::1", userAgent: "براؤزر ".repeat(300) };
    expect(visitorIdOf(salt, { ...phone, site: SITE })).toBe(223_555_187_640_824);
    expect(visitorIdOf(salt, { ...long, site: SITE })).toBe(215_682_717_774_161);
    expect(visitorIdOf(salt, { ...phone, site: SITE })).toBe(223_555_187_640_824);
  });

  it("tells visitors apart by address, browser and site", () => {
    const base = { ip: "203.0.113.7", userAgent: "Chrome", site: SITE };
    const ids = new Set([
      visitorIdOf(salt, base),
      visitorIdOf(salt, { ...base, ip: "203.0.113.8" }),
      visitorIdOf(salt, { ...base, userAgent: "Safari" }),
      visitorIdOf(salt, { ...base, site: "https://dmflow.example" }),
      visitorIdOf(new Uint8Array(32), base),
    ]);
    expect(ids.size).toBe(5);
  });
});
