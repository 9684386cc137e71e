import type { CachedPage } from "./page-compression.ts";

// The page cache's store (ADR 0008): entries by key, bounded by bytes (least recently used out
// first), and a generation a change event moves on, which turns every entry stale.

export type PageCacheOptions = { maxBytes: number; maxAgeMs: number };

export type CacheLookup = {
  page: CachedPage;
  /** False once a change event came after its render began, or past the maximum age. */
  fresh: boolean;
};

export type PageCache = {
  /** The entry for a key, counted as used (least recently used entries are dropped first). */
  get(key: string): CacheLookup | undefined;
  /** The entry for a key, without counting it as used. */
  peek(key: string): CacheLookup | undefined;
  /** The page of a key when it is fresh, counted as used: `get` without a lookup object. */
  freshPage(key: string): CachedPage | undefined;
  /**
   * Keeps a page rendered from `generation` on: not kept when a change event came since (that
   * render may predate the change). Returns whether it was kept.
   */
  set(key: string, page: CachedPage, generation: number): boolean;
  delete(key: string): void;
  /**
   * Puts `next` in place of `current` (the same page, compressed anew), keeping its freshness;
   * does nothing when the key holds anything else by now. Returns whether it did.
   */
  replace(key: string, current: CachedPage, next: CachedPage): boolean;
  /** Drops the least recently used entries until the cache holds at most `bytes`. */
  shrinkTo(bytes: number): void;
  /** A change event: every entry turns stale (kept, to be served while it is rendered again). */
  invalidate(): void;
  /** The keys, most recently used first. */
  keys(): string[];
  readonly generation: number;
  stats(): { entries: number; bytes: number };
};

// `used`: when the entry was last asked for, on a counter of lookups. A hit only sets it, where
// moving the entry to the end of an ordered Map (delete, then set) was a hit's largest cost after
// the write (bench/cached-hit-profile.ts); the rare eviction looks for the least used instead.
type Entry = { page: CachedPage; generation: number; used: number };

export function createPageCache({ maxBytes, maxAgeMs }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  let lookups = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.page.bytes;
  }
  function leastRecentlyUsed(): string | undefined {
    let oldest: string | undefined;
    let oldestUse = Number.POSITIVE_INFINITY;
    for (const [key, entry] of entries) {
      if (entry.used < oldestUse) {
        oldest = key;
        oldestUse = entry.used;
      }
    }
    return oldest;
  }
  function shrinkTo(limit: number) {
    while (bytes > limit) remove(leastRecentlyUsed() as string);
  }
  const isFresh = (entry: Entry) =>
    entry.generation === generation && Date.now() - entry.page.storedAt < maxAgeMs;
  const lookup = (entry: Entry): CacheLookup => ({ page: entry.page, fresh: isFresh(entry) });

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entry.used = ++lookups;
      return lookup(entry);
    },
    peek(key) {
      const entry = entries.get(key);
      return entry && lookup(entry);
    },
    freshPage(key) {
      const entry = entries.get(key);
      if (!entry || !isFresh(entry)) return undefined;
      entry.used = ++lookups;
      return entry.page;
    },
    set(key, page, renderGeneration) {
      if (renderGeneration !== generation || page.bytes > maxBytes) return false;
      remove(key);
      entries.set(key, { page, generation, used: ++lookups });
      bytes += page.bytes;
      shrinkTo(maxBytes);
      return entries.has(key);
    },
    shrinkTo,
    delete: remove,
    replace(key, current, next) {
      const entry = entries.get(key);
      if (entry?.page !== current) return false;
      entry.page = next;
      bytes += next.bytes - current.bytes;
      return true;
    },
    invalidate() {
      generation++;
    },
    keys: () => [...entries].sort(([, a], [, b]) => b.used - a.used).map(([key]) => key),
    get generation() {
      return generation;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
