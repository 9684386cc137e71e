import { describe, expect, it } from "vitest";
import { parseTrustedProxies, resolveClientIp } from "./client-ip.ts";

describe("resolveClientIp", () => {
  it("uses the socket address and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(resolveClientIp("203.0.113.7", "1.2.3.4", parseTrustedProxies(undefined))).toBe(
      "203.0.113.7",
    );
  });

  it("ignores X-Forwarded-For from a socket that is not a trusted proxy", () => {
    const trusted = parseTrustedProxies("10.0.0.1");
    expect(resolveClientIp("198.51.100.9", "1.2.3.4", trusted)).toBe("198.51.100.9");
  });

  it("takes the nearest untrusted hop behind trusted proxies, so a spoofed first hop is ignored", () => {
    const trusted = parseTrustedProxies("loopback, 10.0.0.2");
    expect(resolveClientIp("127.0.0.1", "6.6.6.6, 203.0.113.5, 10.0.0.2", trusted)).toBe(
      "203.0.113.5",
    );
    expect(resolveClientIp("::ffff:127.0.0.1", "203.0.113.5", trusted)).toBe("203.0.113.5");
  });

  it("falls back to the socket when the header is missing or malformed", () => {
    const trusted = parseTrustedProxies("loopback");
    expect(resolveClientIp("127.0.0.1", null, trusted)).toBe("127.0.0.1");
    expect(resolveClientIp("127.0.0.1", "not-an-ip", trusted)).toBe("127.0.0.1");
  });
});
