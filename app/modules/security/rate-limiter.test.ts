import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter.ts";

describe("createRateLimiter", () => {
  it("allows the limit within the window, then refuses with the time to wait", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    const t = 1_000_000;
    expect(limiter.consume("ip", t).allowed).toBe(true);
    expect(limiter.consume("ip", t + 1000).allowed).toBe(true);
    expect(limiter.consume("ip", t + 2000).allowed).toBe(true);
    expect(limiter.consume("ip", t + 3000)).toEqual({ allowed: false, retryAfterSeconds: 57 });
  });

  it("counts each key on its own", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.consume("a", 0).allowed).toBe(true);
    expect(limiter.consume("b", 0).allowed).toBe(true);
    expect(limiter.consume("a", 1).allowed).toBe(false);
  });

  it("allows again once the oldest attempt leaves the window", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    limiter.consume("ip", 0);
    limiter.consume("ip", 5_000);
    expect(limiter.consume("ip", 9_999).allowed).toBe(false);
    expect(limiter.consume("ip", 10_001).allowed).toBe(true);
  });

  it("decides as a plain sliding window over a long run of one key's attempts", () => {
    // Attempts 7 ms apart, and bursts of several in one millisecond.
    for (const gap of [(_: number) => 7, (step: number) => (step % 4 === 0 ? 9 : 0)]) {
      const limiter = createRateLimiter({ limit: 50, windowMs: 1_000 });
      const allowed: number[] = [];
      for (let step = 0, now = 0; now < 20_000; step++, now += gap(step)) {
        const expected = allowed.filter((time) => time > now - 1_000).length < 50;
        expect(limiter.consume("ip", now).allowed).toBe(expected);
        if (expected) allowed.push(now);
      }
      expect(allowed.length).toBeGreaterThan(900);
    }
  });

  it("stays bounded under a flood of distinct keys", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) limiter.consume(`ip-${i}`, i);
    // The most recent callers are still limited; the oldest were forgotten.
    expect(limiter.consume("ip-999", 1000).allowed).toBe(false);
    expect(limiter.consume("ip-0", 1000).allowed).toBe(true);
  });

  it("keeps counting a key that goes on calling through a flood of distinct keys", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 3; i++) expect(limiter.consume("carrier", i).allowed).toBe(true);
    for (let i = 0; i < 1000; i++) {
      limiter.consume(`ip-${i}`, 10 + i);
      if (i % 20 === 0) expect(limiter.consume("carrier", 10 + i).allowed).toBe(false);
    }
    expect(limiter.consume("carrier", 2000).allowed).toBe(false);
  });

  it("forgets a key only after a whole window without an attempt", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 });
    expect(limiter.consume("a", 0).allowed).toBe(true);
    // Other keys come and go across several windows; "a" is still limited within its own.
    limiter.consume("b", 900);
    expect(limiter.consume("a", 999).allowed).toBe(false);
    limiter.consume("c", 1_500);
    expect(limiter.consume("a", 1_999).allowed).toBe(true);
    expect(limiter.consume("a", 2_500).allowed).toBe(false);
  });
});
