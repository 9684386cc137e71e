// The page views' batch as CSV for COPY, made in the page views' thread
// (page-view-worker.server.ts): plain code, no database, erasable syntax only.
import type { pageViews } from "#app/db/schema.ts";

export type PageViewRow = typeof pageViews.$inferInsert;
/**
 * A batch's CSV records (pageViewCsvRecord, one a row) in one Blob, made by the page views'
 * thread (page-view-worker.server.ts): a Blob crosses threads by reference, to the request
 * thread and on to the embedded database's COPY, where records as strings were copied into the
 * request thread and encoded there again (docs/decisions/0036-the-cached-path.md).
 * `recordEnds[i]` is the byte at which record i ends: a batch the database refuses is written
 * again in parts, split between records.
 */
export type CsvBatch = { csv: Blob; recordEnds: readonly number[] };
/** A batch to write (page-view-writer.server.ts): rows, or CSV where there is COPY. */
export type PageViewBatch = readonly PageViewRow[] | CsvBatch;

/** The records as one CSV batch. */
export function csvBatchOf(records: readonly string[]): CsvBatch {
  const recordEnds: number[] = [];
  let end = 0;
  for (const record of records) {
    end += Buffer.byteLength(record);
    recordEnds.push(end);
  }
  // Their bytes as one part: a Blob of a part a record took 1.8 µs a record to make, this 0.4
  // (`node bench/page-view-thread-work.ts`).
  return { csv: new Blob([Buffer.from(records.join(""))]), recordEnds };
}

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
/** The table's columns in the CSV's order. */
export const PAGE_VIEW_COLUMNS = Object.values(COLUMNS);

/**
 * A row as a CSV record (a line, unless a text holds a line break) as PostgreSQL's COPY reads it:
 * every text quoted (so a comma, quote or line break in a campaign tag is data), an empty
 * unquoted field for null. A batch's CSV is its records one after the other.
 */
export function pageViewCsvRecord(row: PageViewRow): string {
  const fields = COLUMN_KEYS.map((key) =>
    csvField(key === "viewedAt" ? (row.viewedAt ?? new Date()) : row[key]),
  );
  return `${fields.join(",")}\n`;
}

function csvField(value: PageViewRow[keyof PageViewRow]): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return `"${value.replaceAll('"', '""')}"`;
  return String(value);
}
