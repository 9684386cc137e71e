import { describe, expect, it } from "vitest";
import { limitKeyOf, parseTrustedProxies, resolveClientIp } from "./client-ip.ts";

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

describe("limitKeyOf", () => {
  it("keys an IPv4 client by its address", () => {
    expect(limitKeyOf("203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const key = limitKeyOf("2001:db8:85a3:1::1");
    expect(key).toBe("2001:db8:85a3:1::/64");
    expect(limitKeyOf("2001:0DB8:85A3:0001:ffff:ffff:ffff:fffe")).toBe(key);
    expect(limitKeyOf("2001:db8:85a3:1:0:0:0:2")).toBe(key);
  });

  it("keys neighbouring /64s apart, and expands :: in the prefix", () => {
    expect(limitKeyOf("2001:db8:85a3:2::1")).not.toBe(limitKeyOf("2001:db8:85a3:1::1"));
    expect(limitKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(limitKeyOf("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
    expect(limitKeyOf("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });
});
