import { describe, expect, it } from "vitest";
import { createConnectionLimiter } from "./connection-limiter.ts";

describe("createConnectionLimiter", () => {
  it("refuses a client's connection beyond the limit and frees the slot on release", () => {
    const limiter = createConnectionLimiter(2);
    const first = limiter.acquire("1.2.3.4");
    const second = limiter.acquire("1.2.3.4");
    expect(first).toBeTypeOf("function");
    expect(second).toBeTypeOf("function");
    expect(limiter.acquire("1.2.3.4")).toBeNull();
    // Other clients have their own slots.
    expect(limiter.acquire("5.6.7.8")).toBeTypeOf("function");

    first?.();
    expect(limiter.count("1.2.3.4")).toBe(1);
    expect(limiter.acquire("1.2.3.4")).toBeTypeOf("function");
  });

  it("counts a release once, however often it is called", () => {
    const limiter = createConnectionLimiter(1);
    const release = limiter.acquire("a");
    release?.();
    release?.();
    expect(limiter.count("a")).toBe(0);
    const again = limiter.acquire("a");
    expect(again).toBeTypeOf("function");
    release?.();
    expect(limiter.count("a")).toBe(1);
    expect(limiter.acquire("a")).toBeNull();
  });
});
