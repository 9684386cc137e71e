import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { countRecentVisitors } from "./analytics-report.server.ts";

/** How often the count is read again while someone watches it. */
export const RECENT_VISITORS_POLL_MS = 5_000;

/**
 * The Analytics view's "visitors in the last 5 minutes", kept fresh for the console's live
 * event streams. Read from the database (every instance writes its views there, so the count
 * is the site's), only while at least one stream listens; a listener hears the count when it
 * subscribes and each time it changes.
 */
export type RecentVisitorsFeed = {
  subscribe(listener: (count: number) => void): () => void;
  /** Stops polling; listeners hear nothing more. */
  close(): void;
};

export function createRecentVisitorsFeed(
  db: Database,
  log: Logger,
  pollMs = RECENT_VISITORS_POLL_MS,
): RecentVisitorsFeed {
  const listeners = new Set<(count: number) => void>();
  let count: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let reading = false;
  let closed = false;

  async function read() {
    if (reading) return;
    reading = true;
    try {
      const next = await countRecentVisitors(db);
      if (closed || next === count) return;
      count = next;
      for (const listener of listeners) listener(next);
    } catch (err) {
      // The next poll tries again; the listeners keep the last count.
      log.warn({ err }, "Recent visitors: the count could not be read");
    } finally {
      reading = false;
    }
  }

  return {
    subscribe(listener) {
      if (closed) return () => {};
      listeners.add(listener);
      if (timer === undefined) {
        // Nobody listened: the last count is stale, so it is read afresh for everyone.
        count = null;
        timer = setInterval(read, pollMs);
        timer.unref();
        void read();
      } else if (count !== null) {
        listener(count);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    close() {
      closed = true;
      listeners.clear();
      clearInterval(timer);
      timer = undefined;
    },
  };
}
