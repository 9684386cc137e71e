import type { Database } from "#app/db/client.server.ts";
import { pageViews } from "#app/db/schema.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";

// Recording a view never waits for the database: views gather in memory and go out in one
// insert every few seconds, or as soon as a batch is full. When the insert fails (the database
// is away for a moment) that batch is dropped and logged: a few lost views, never a lost page.

export type PageViewRow = typeof pageViews.$inferInsert;

export type PageViewBuffer = {
  add(row: PageViewRow): void;
  /** Writes what is buffered now (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

export function createPageViewBuffer(
  db: Database,
  log: Logger,
  { flushMs = 5_000, maxRows = 500 }: { flushMs?: number; maxRows?: number } = {},
): PageViewBuffer {
  let rows: PageViewRow[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (rows.length === 0) return writing;
    const batch = rows;
    rows = [];
    writing = writing.then(() =>
      db
        .insert(pageViews)
        .values(batch)
        .then(
          () => undefined,
          (err) =>
            log.warn(
              { err, event: "analytics.views_dropped", dropped: batch.length },
              "Page views dropped: the database refused the batch",
            ),
        ),
    );
    return writing;
  };

  const timer = setInterval(flush, flushMs);
  timer.unref();
  return {
    add(row) {
      rows.push(row);
      if (rows.length >= maxRows) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
