// The public pages' bodies kept in memory between changes to pages: a render of a page drawn
// from its sections then reads no row and parses no body (issue 30: an uncached render of `/`
// stays within 0.9 of the page components it replaced). The database announces every change
// to website_pages (drizzle/0008, the change feed), on every instance; each one forgets them all.
import { type ChangeFeed, RESYNC } from "#app/modules/live/change-feed.server.ts";

/** More than a site has pages in all its languages; past it, memory starts over. */
export const MAX_REMEMBERED_PAGES = 500;

type Memory = { generation: number; pages: Map<string, unknown> };

const memories = new WeakMap<ChangeFeed, Memory>();

function memoryOf(feed: ChangeFeed): Memory {
  const known = memories.get(feed);
  if (known) return known;
  const memory: Memory = { generation: 0, pages: new Map() };
  feed.subscribe(({ entity }) => {
    if (entity !== "website_pages" && entity !== RESYNC.entity) return;
    memory.generation += 1;
    memory.pages.clear();
  });
  memories.set(feed, memory);
  return memory;
}

/**
 * The page under `key` as `read` last found it, while no page has changed since; else read
 * anew. A page read while a change came in is not kept (it may predate the change), nor is a
 * missing page (any path can be asked for). The page is shared by the requests that get it:
 * never change it.
 */
export async function rememberedPage<Page>(
  feed: ChangeFeed,
  key: string,
  read: () => Promise<Page>,
): Promise<Page> {
  const memory = memoryOf(feed);
  if (memory.pages.has(key)) return memory.pages.get(key) as Page;
  const generation = memory.generation;
  const page = await read();
  if (page !== null && generation === memory.generation) {
    if (memory.pages.size >= MAX_REMEMBERED_PAGES) memory.pages.clear();
    memory.pages.set(key, page);
  }
  return page;
}
