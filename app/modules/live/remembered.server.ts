// What public renders read, kept in memory between changes to the tables it is read from: a
// render of a page drawn from its sections then reads no row and parses no body, and the
// navigation is not read again for every page (docs/product.md#pages-from-sections: an uncached render of `/` stays within
// 0.9 of the page components it replaced). The database announces every change to those tables
// (drizzle/0008, the change feed), on every instance; each one forgets what it read from them.
import { type ChangeFeed, RESYNC } from "./change-feed.server.ts";

/** More than a site has pages in all its languages; past it, a memory starts over. */
export const MAX_REMEMBERED = 500;

type Memory = { generation: number; values: Map<string, unknown> };

const memories = new WeakMap<ChangeFeed, Map<string, Memory>>();

function memoryOf(feed: ChangeFeed, tables: readonly string[]): Memory {
  const ofFeed = memories.get(feed) ?? new Map<string, Memory>();
  memories.set(feed, ofFeed);
  const name = [...tables].sort().join(",");
  const known = ofFeed.get(name);
  if (known) return known;
  const memory: Memory = { generation: 0, values: new Map() };
  feed.subscribe(({ entity }) => {
    if (!tables.includes(entity) && entity !== RESYNC.entity) return;
    memory.generation += 1;
    memory.values.clear();
  });
  ofFeed.set(name, memory);
  return memory;
}

/**
 * The value under `key`, read from `tables`, as `read` last found it while none of them has
 * changed since; else read anew. A value read while a change came in is not kept (it may predate
 * the change), nor is null (a missing page: any path can be asked for). The value is shared by
 * the requests that get it: never change it.
 */
export async function remembered<Value>(
  feed: ChangeFeed,
  tables: readonly string[],
  key: string,
  read: () => Promise<Value>,
): Promise<Value> {
  const memory = memoryOf(feed, tables);
  if (memory.values.has(key)) return memory.values.get(key) as Value;
  const generation = memory.generation;
  const value = await read();
  if (value !== null && generation === memory.generation) {
    if (memory.values.size >= MAX_REMEMBERED) memory.values.clear();
    memory.values.set(key, value);
  }
  return value;
}
