import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageCache } from "./cache-entries.ts";
import { shrinkPageCacheUnderPressure } from "./memory-pressure.ts";
import { createCachedPage } from "./page-compression.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("shrinkPageCacheUnderPressure", () => {
  it("drops the least recently used pages by the excess, and nothing under the limit", async () => {
    const text = "x".repeat(4000);
    const page = await createCachedPage(
      new Response(text, { headers: { "content-type": "text/html" } }),
      Buffer.from(text),
      {},
    );
    const cache = createPageCache({ maxBytes: page.bytes * 10, maxAgeMs: 60_000 });
    for (const key of ["a", "b", "c", "d"]) cache.set(key, page, 0);
    cache.get("a");
    vi.useFakeTimers();
    let resident = 1000;
    const stop = shrinkPageCacheUnderPressure({
      cache,
      limitBytes: 1000,
      everyMs: 100,
      residentBytes: () => resident,
    });

    vi.advanceTimersByTime(100);
    expect(cache.stats().entries).toBe(4);

    resident = 1000 + page.bytes * 2;
    vi.advanceTimersByTime(100);
    expect(cache.keys()).toEqual(["a", "d"]);

    resident = 1000 + page.bytes * 100;
    vi.advanceTimersByTime(100);
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    stop();
  });
});
