import type { PageCache } from "./cache-entries.ts";

// Under memory pressure the page cache gives way first (ADR 0050): its pages can be rendered
// again, where the database, a request or a backup running short of memory would fail.

export type MemoryPressureOptions = {
  cache: Pick<PageCache, "shrinkTo" | "stats">;
  /** The resident size past which the cache gives up entries (app/lib/memory-budget.ts). */
  limitBytes: number;
  everyMs: number;
  residentBytes?: () => number;
};

/**
 * Looks at the process's resident size every `everyMs`: past the limit, the cache drops its
 * least recently used pages by as much as the excess (all of them, if need be). Returns the
 * function that stops watching.
 */
export function shrinkPageCacheUnderPressure({
  cache,
  limitBytes,
  everyMs,
  residentBytes = () => process.memoryUsage.rss(),
}: MemoryPressureOptions): () => void {
  const timer = setInterval(() => {
    const excess = residentBytes() - limitBytes;
    if (excess > 0) cache.shrinkTo(Math.max(0, cache.stats().bytes - excess));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
