import { describe, expect, it } from "vitest";
import { type ConnectionSlot, createConnectionLimiter } from "./connection-limiter.ts";

const released = (slot: ConnectionSlot) => {
  if (!slot.ok) throw new Error(`refused by the ${slot.limit} limit`);
  slot.release();
};

describe("createConnectionLimiter", () => {
  it("refuses a client's connection beyond the limit and frees the slot on release", () => {
    const limiter = createConnectionLimiter({ perClient: 2, total: 10 });
    const first = limiter.acquire("1.2.3.4");
    expect(limiter.acquire("1.2.3.4").ok).toBe(true);
    expect(limiter.acquire("1.2.3.4")).toEqual({ ok: false, limit: "client" });
    // Other clients have their own slots.
    expect(limiter.acquire("5.6.7.8").ok).toBe(true);

    released(first);
    expect(limiter.count("1.2.3.4")).toBe(1);
    expect(limiter.acquire("1.2.3.4").ok).toBe(true);
  });

  it("refuses any client's connection once all together hold the total, until one ends", () => {
    const limiter = createConnectionLimiter({ perClient: 2, total: 3 });
    const first = limiter.acquire("a");
    expect(limiter.acquire("b").ok).toBe(true);
    expect(limiter.acquire("c").ok).toBe(true);
    expect(limiter.acquire("d")).toEqual({ ok: false, limit: "total" });
    released(first);
    expect(limiter.acquire("d").ok).toBe(true);
  });

  it("counts a release once, however often it is called", () => {
    const limiter = createConnectionLimiter({ perClient: 1, total: 2 });
    const slot = limiter.acquire("a");
    released(slot);
    released(slot);
    expect(limiter.count("a")).toBe(0);
    expect(limiter.acquire("a").ok).toBe(true);
    released(slot);
    expect(limiter.count("a")).toBe(1);
    expect(limiter.acquire("a")).toEqual({ ok: false, limit: "client" });
    expect(limiter.acquire("b").ok).toBe(true);
  });
});
