import { sql } from "drizzle-orm";
import type { Database, DatabaseConnection } from "#app/db/client.server.ts";
import type { pageViews } from "#app/db/schema.ts";
import { isDatabaseUnavailable } from "#app/db/unavailable.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";

// Recording a view never waits for the database: views gather in memory and go out in one
// insert every few seconds, or as soon as a batch is full. When the database is away for a
// moment, that batch is dropped and logged: a few lost views, never a lost page. When it is there
// but refuses the batch, a row is at fault, and that row alone is dropped (insertGoodRows).

export type PageViewRow = typeof pageViews.$inferInsert;

/** The batch's columns, as the table names them. */
const COLUMNS = {
  viewedAt: "viewed_at",
  day: "day",
  visitorId: "visitor_id",
  path: "path",
  locale: "locale",
  entry: "entry",
  referrerHost: "referrer_host",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  device: "device",
  browser: "browser",
  os: "os",
  country: "country",
} as const satisfies Record<keyof PageViewRow, string>;
const COLUMN_KEYS = Object.keys(COLUMNS) as (keyof PageViewRow)[];

/**
 * Writes a batch: on the embedded database as CSV through COPY (half the work per row of an
 * INSERT there), on PostgreSQL in one INSERT. Views arrive thousands a second on a busy site,
 * so this is most of what collecting costs.
 */
export function insertPageViews(
  { db, copyFromBlob }: Pick<DatabaseConnection, "db" | "copyFromBlob">,
  rows: readonly PageViewRow[],
): Promise<unknown> {
  if (copyFromBlob) {
    return copyFromBlob(
      `COPY page_views (${Object.values(COLUMNS).join(", ")}) FROM '/dev/blob' WITH (FORMAT csv)`,
      new Blob([pageViewsCsv(rows)]),
    );
  }
  return insertPageViewsAsArrays(db, rows);
}

/**
 * CSV as PostgreSQL's COPY reads it: every text quoted (so a comma, quote or line break in a
 * campaign tag is data), an empty unquoted field for null.
 */
function pageViewsCsv(rows: readonly PageViewRow[]): string {
  let csv = "";
  for (const row of rows) {
    csv += COLUMN_KEYS.map((key) =>
      csvField(key === "viewedAt" ? (row.viewedAt ?? new Date()) : row[key]),
    ).join(",");
    csv += "\n";
  }
  return csv;
}

function csvField(value: PageViewRow[keyof PageViewRow]): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return `"${value.replaceAll('"', '""')}"`;
  return String(value);
}

/**
 * One insert of a batch as one array per column (unnest): a statement of 16 parameters however
 * many rows, where a VALUES list has 16 per row for the ORM to build and the database to bind.
 */
function insertPageViewsAsArrays(db: Database, rows: readonly PageViewRow[]) {
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

/**
 * Writes the rows; when the database refuses them for what they hold (not for being away), each
 * half is written again, down to single rows: a bad row costs itself, not its batch, in a few
 * statements per bad row. Returns how many rows were dropped, and the first refusal.
 */
async function insertGoodRows(
  database: Pick<DatabaseConnection, "db" | "copyFromBlob">,
  rows: readonly PageViewRow[],
): Promise<{ dropped: number; error?: unknown }> {
  try {
    await insertPageViews(database, rows);
    return { dropped: 0 };
  } catch (error) {
    if (rows.length === 1 || isDatabaseUnavailable(error)) return { dropped: rows.length, error };
    const half = Math.ceil(rows.length / 2);
    const first = await insertGoodRows(database, rows.slice(0, half));
    const second = await insertGoodRows(database, rows.slice(half));
    return { dropped: first.dropped + second.dropped, error: first.error ?? second.error };
  }
}

export type PageViewBuffer = {
  add(row: PageViewRow): void;
  /** Writes what is buffered now (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

export function createPageViewBuffer(
  database: Pick<DatabaseConnection, "db" | "copyFromBlob">,
  log: Logger,
  { flushMs = 5_000, maxRows = 500 }: { flushMs?: number; maxRows?: number } = {},
): PageViewBuffer {
  let rows: PageViewRow[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (rows.length === 0) return writing;
    const batch = rows;
    rows = [];
    writing = writing.then(async () => {
      const { dropped, error } = await insertGoodRows(database, batch);
      if (dropped === 0) return;
      log.warn(
        { err: error, event: "analytics.views_dropped", dropped, batch: batch.length },
        isDatabaseUnavailable(error)
          ? "Page views dropped: the database is not answering"
          : "Page views dropped: the database refused them",
      );
    });
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
