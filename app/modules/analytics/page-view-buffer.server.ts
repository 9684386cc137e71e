import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { pageViews } from "#app/db/schema.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";

// Recording a view never waits for the database: views gather in memory and go out in one
// insert every few seconds, or as soon as a batch is full. When the insert fails (the database
// is away for a moment) that batch is dropped and logged: a few lost views, never a lost page.

export type PageViewRow = typeof pageViews.$inferInsert;

/**
 * One insert of a batch as one array per column (unnest): a statement of 16 parameters however
 * many rows, where a VALUES list has 16 per row for the ORM to build and the database to bind.
 * Views arrive thousands a second on a busy site, so this is most of what collecting costs.
 */
export function insertPageViews(db: Database, rows: readonly PageViewRow[]) {
  const column = <K extends keyof PageViewRow>(key: K) =>
    sql.param(rows.map((row) => row[key] ?? null));
  return db.execute(sql`
    INSERT INTO page_views (viewed_at, day, visitor_id, path, locale, entry, referrer_host,
      utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country)
    SELECT coalesce(viewed_at, now()), day, visitor_id, path, locale, entry, referrer_host,
      utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country
    FROM unnest(
      ${sql.param(rows.map((row) => row.viewedAt?.toISOString() ?? null))}::timestamptz[],
      ${column("day")}::date[], ${column("visitorId")}::bigint[], ${column("path")}::text[],
      ${column("locale")}::text[], ${column("entry")}::boolean[],
      ${column("referrerHost")}::text[], ${column("utmSource")}::text[],
      ${column("utmMedium")}::text[], ${column("utmCampaign")}::text[],
      ${column("utmTerm")}::text[], ${column("utmContent")}::text[], ${column("device")}::text[],
      ${column("browser")}::text[], ${column("os")}::text[], ${column("country")}::text[]
    ) AS batch(viewed_at, day, visitor_id, path, locale, entry, referrer_host, utm_source,
      utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country)
  `);
}

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
      insertPageViews(db, batch).then(
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
