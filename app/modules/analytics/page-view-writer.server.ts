import { sql } from "drizzle-orm";
import type { Database, DatabaseConnection } from "#app/db/client.server.ts";
import { isDatabaseUnavailable } from "#app/db/unavailable.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import {
  COPY_PAGE_VIEWS,
  type CopyBatch,
  copyBatchOf,
  copyFileOf,
  type PageViewBatch,
  type PageViewRow,
} from "./page-view-copy.ts";

// Writes the batches of page views that the page views' thread makes (page-view-thread.server.ts):
// one insert every few seconds, or as soon as a batch is full. When the database is away for a
// moment, that batch is dropped and logged: a few lost views, never a lost page. When it is there
// but refuses the batch, a row is at fault, and that row alone is dropped (insertGood).

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
 * Writes a batch's items with `insert`; when the database refuses them for what they hold (not
 * for being away), each half is written again, down to single items: a bad row costs itself, not
 * its batch, in a few statements per bad row. Returns how many were dropped, and the first
 * refusal.
 */
async function insertGood<Item>(
  items: readonly Item[],
  insert: (items: readonly Item[]) => Promise<unknown>,
): Promise<{ dropped: number; error?: unknown }> {
  try {
    await insert(items);
    return { dropped: 0 };
  } catch (error) {
    if (items.length === 1 || isDatabaseUnavailable(error)) return { dropped: items.length, error };
    const half = Math.ceil(items.length / 2);
    const first = await insertGood(items.slice(0, half), insert);
    const second = await insertGood(items.slice(half), insert);
    return { dropped: first.dropped + second.dropped, error: first.error ?? second.error };
  }
}

/**
 * Writes a batch: on the embedded database as binary tuples through COPY, on PostgreSQL in one
 * INSERT. Views arrive thousands a second on a busy site, so this is most of what collecting
 * costs.
 */
async function insertBatch(
  { db, copyFromBlob }: Pick<DatabaseConnection, "db" | "copyFromBlob">,
  batch: PageViewBatch,
): Promise<{ dropped: number; error?: unknown }> {
  if (copyFromBlob) {
    const tuples = isCopyBatch(batch) ? batch : copyBatchOf(batch);
    // A part of the batch is rows `from` to `to`: a slice of its Blob (no copy).
    const rows = tuples.tupleEnds.map((_, index) => index);
    return insertGood(rows, (part) =>
      copyFromBlob(COPY_PAGE_VIEWS, copyFileOf(tuples, part[0], (part[part.length - 1] ?? 0) + 1)),
    );
  }
  if (isCopyBatch(batch)) {
    const error = new TypeError("COPY tuples are written with COPY, which this database lacks");
    return { dropped: batch.tupleEnds.length, error };
  }
  return insertGood(batch, (part) => insertPageViewsAsArrays(db, part));
}

const isCopyBatch = (batch: PageViewBatch): batch is CopyBatch => "tupleEnds" in batch;
const sizeOf = (batch: PageViewBatch) => (isCopyBatch(batch) ? batch.tupleEnds : batch).length;

export type PageViewWriter = {
  /** Writes a batch after those before it. Never fails: what cannot be written is dropped and logged. */
  write(batch: PageViewBatch): Promise<void>;
};

export function createPageViewWriter(
  database: Pick<DatabaseConnection, "db" | "copyFromBlob">,
  log: Logger,
): PageViewWriter {
  let writing: Promise<void> = Promise.resolve();
  return {
    write(batch) {
      const size = sizeOf(batch);
      if (size === 0) return writing;
      writing = writing.then(async () => {
        const { dropped, error } = await insertBatch(database, batch);
        if (dropped === 0) return;
        log.warn(
          { err: error, event: "analytics.views_dropped", dropped, batch: size },
          isDatabaseUnavailable(error)
            ? "Page views dropped: the database is not answering"
            : "Page views dropped: the database refused them",
        );
      });
      return writing;
    },
  };
}
