import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rateLimitCounters } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  createSharedRateLimiter,
  createSharedWindowCounter,
  deleteExpiredRateLimitCounters,
  type SharedLimitStore,
} from "./shared-limits.server.ts";

let database: TestDatabase;
let store: SharedLimitStore;
beforeEach(async () => {
  database = await createTestDatabase();
  store = { db: database.db, secret: "a secret for these tests" };
});
afterEach(() => database.close());

const MINUTE = 60_000;
/** The start of a fixed one-minute window. */
const T = 1_800_000_000_000;

describe("createSharedRateLimiter", () => {
  it("allows the limit within the window, then refuses without counting the refusals", async () => {
    const limiter = createSharedRateLimiter(store, { bucket: "b", limit: 3, windowMs: MINUTE });
    for (const at of [0, 1_000, 2_000])
      expect(await limiter.consume("ip", T + at)).toEqual({ allowed: true });
    // Three in this window: refused until the next (nothing before it to slide out).
    expect(await limiter.consume("ip", T + 3_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 77,
    });
    expect((await limiter.consume("ip", T + 4_000)).allowed).toBe(false);
    const [row] = await database.db.select().from(rateLimitCounters);
    expect(row?.count).toBe(3);
  });

  it("counts each key and each limit on its own", async () => {
    const one = createSharedRateLimiter(store, { bucket: "one", limit: 1, windowMs: MINUTE });
    const two = createSharedRateLimiter(store, { bucket: "two", limit: 1, windowMs: MINUTE });
    expect((await one.consume("a", T)).allowed).toBe(true);
    expect((await one.consume("b", T)).allowed).toBe(true);
    expect((await two.consume("a", T)).allowed).toBe(true);
    expect((await one.consume("a", T + 1)).allowed).toBe(false);
  });

  it("slides: the previous window weighs in by how much of it is still within the last windowMs", async () => {
    const limiter = createSharedRateLimiter(store, { bucket: "b", limit: 10, windowMs: MINUTE });
    for (let i = 0; i < 10; i++) await limiter.consume("ip", T + 50_000);
    // At the next window's start all ten are still within the last minute.
    expect(await limiter.consume("ip", T + MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 6,
    });
    // A tenth of the previous window has slid out: ceil(10 × 0.9) = 9 leave room for one.
    expect((await limiter.consume("ip", T + MINUTE + 6_000)).allowed).toBe(true);
    expect((await limiter.consume("ip", T + MINUTE + 6_001)).allowed).toBe(false);
    // Two windows on, both counts are gone.
    for (let i = 0; i < 10; i++) {
      expect((await limiter.consume("ip", T + 3 * MINUTE)).allowed).toBe(true);
    }
    expect((await limiter.consume("ip", T + 3 * MINUTE)).allowed).toBe(false);
  });

  it("counts parallel attempts exactly: no more than the limit pass", async () => {
    const limiter = createSharedRateLimiter(store, { bucket: "b", limit: 30, windowMs: MINUTE });
    const decisions = await Promise.all(
      Array.from({ length: 50 }, () => limiter.consume("ip", T + 1_000)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(30);
  });

  it("keeps callers' keys only as a keyed hash", async () => {
    const limiter = createSharedRateLimiter(store, { bucket: "b", limit: 1, windowMs: MINUTE });
    await limiter.consume("203.0.113.7");
    const other = createSharedRateLimiter(
      { ...store, secret: "another secret" },
      { bucket: "b", limit: 1, windowMs: MINUTE },
    );
    await other.consume("203.0.113.7");
    const keys = (await database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).not.toContain("203.0.113");
  });
});

describe("createSharedWindowCounter", () => {
  it("counts every event of a key in the sliding window, refusing none", async () => {
    const counter = createSharedWindowCounter(store, { bucket: "c", windowMs: MINUTE });
    expect(await counter.count("ip", T)).toBe(0);
    expect(await counter.add("ip", T)).toBe(1);
    expect(await counter.add("ip", T + 30_000)).toBe(2);
    expect(await counter.add("other", T + 30_000)).toBe(1);
    expect(await counter.count("ip", T + 59_999)).toBe(2);
    // Halfway through the next window: half of the previous one's two, rounded up.
    expect(await counter.count("ip", T + MINUTE + 30_000)).toBe(1);
    expect(await counter.add("ip", T + MINUTE + 30_000)).toBe(2);
    expect(await counter.count("ip", T + 3 * MINUTE)).toBe(0);
  });

  it("counts parallel events exactly", async () => {
    const counter = createSharedWindowCounter(store, { bucket: "c", windowMs: MINUTE });
    await Promise.all(Array.from({ length: 40 }, () => counter.add("ip", T)));
    expect(await counter.count("ip", T + 1)).toBe(40);
  });
});

describe("deleteExpiredRateLimitCounters", () => {
  it("forgets the counts whose two windows have passed, and only those", async () => {
    const limiter = createSharedRateLimiter(store, { bucket: "b", limit: 5, windowMs: MINUTE });
    await limiter.consume("old", T);
    await limiter.consume("recent", T + MINUTE);
    await deleteExpiredRateLimitCounters(database.db, new Date(T + 2 * MINUTE + 1));
    expect(await database.db.select().from(rateLimitCounters)).toHaveLength(1);
    // The survivor still counts.
    for (let i = 0; i < 4; i++) await limiter.consume("recent", T + MINUTE + 1);
    expect((await limiter.consume("recent", T + MINUTE + 2)).allowed).toBe(false);
  });
});
