// The page views' batch as the tuples of PostgreSQL's binary COPY, made in the page views'
// thread (page-view-worker.server.ts): plain code, no database, erasable syntax only. Binary,
// not CSV: the embedded database reads each value as it is stored, where it parsed every time
// stamp, date and number from text, and the thread writes bytes, where it quoted text and
// formatted time stamps (figures in docs/decisions/0036-the-cached-path.md).
import type { pageViews } from "#app/db/schema.ts";

export type PageViewRow = typeof pageViews.$inferInsert;
/**
 * A batch's tuples (one a row) in one Blob, made by the page views' thread: a Blob crosses
 * threads by reference, to the request thread and on to the embedded database's COPY
 * (docs/decisions/0036-the-cached-path.md). `tupleEnds[i]` is the byte at which row i ends: a
 * batch the database refuses is written again in parts, split between rows (copyFileOf).
 */
export type CopyBatch = { tuples: Blob; tupleEnds: readonly number[] };
/** A batch to write (page-view-writer.server.ts): rows, or tuples where there is COPY. */
export type PageViewBatch = readonly PageViewRow[] | CopyBatch;

/**
 * Each field of a row and its column, in the order each tuple holds them (copyBatchOf writes them
 * so): every field has one, or this does not compile.
 */
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
const PAGE_VIEW_COLUMNS = Object.values(COLUMNS);

/** The statement that reads a batch's COPY input (copyFileOf) into the table. */
export const COPY_PAGE_VIEWS = `COPY page_views (${PAGE_VIEW_COLUMNS.join(", ")}) FROM '/dev/blob' WITH (FORMAT binary)`;

// The binary format's signature, flags and header extension length; its trailer, a tuple of
// -1 fields (PostgreSQL's COPY documentation, "Binary Format").
const HEADER = Buffer.from([
  ...Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"),
  ...[0, 0, 0, 0],
  ...[0, 0, 0, 0],
]);
const TRAILER = Buffer.from([0xff, 0xff]);
/** PostgreSQL's epoch for time stamps and dates. */
const EPOCH_MS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
const TWO_TO_32 = 2 ** 32;
/** A tuple's bytes besides its texts': field count, time stamp, day, id, entry, 12 lengths. */
const TUPLE_FIXED_BYTES = 2 + 12 + 8 + 12 + 5 + 12 * 4;

/** The COPY input of rows `from` to `to` (excluded) of a batch: header, their tuples, trailer. */
export function copyFileOf(batch: CopyBatch, from = 0, to = batch.tupleEnds.length): Blob {
  const start = batch.tupleEnds[from - 1] ?? 0;
  const end = batch.tupleEnds[to - 1] ?? start;
  return new Blob([HEADER, batch.tuples.slice(start, end), TRAILER]);
}

// The bytes are written here and copied once into the batch's Blob: the buffer is the thread's
// for every batch, grown when a batch needs more.
let out = Buffer.allocUnsafe(512 * 1024);
let at = 0;
function ensure(bytes: number) {
  if (at + bytes <= out.length) return;
  const larger = Buffer.allocUnsafe(Math.max(out.length * 2, at + bytes));
  out.copy(larger, 0, 0, at);
  out = larger;
}
/** An 8-byte integer (a time stamp's µs, a visitor id): exact up to 2^53, as JS numbers are. */
function int64(value: number) {
  const high = Math.floor(value / TWO_TO_32);
  out.writeInt32BE(4 + 4, at);
  out.writeInt32BE(high, at + 4);
  out.writeUInt32BE(value - high * TWO_TO_32, at + 8);
  at += 12;
}
function text(value: string | null | undefined) {
  if (value === null || value === undefined) {
    out.writeInt32BE(-1, at);
    at += 4;
    return;
  }
  // UTF-8 takes at most three bytes for each UTF-16 unit; room is kept for the fields after it.
  ensure(value.length * 3 + TUPLE_FIXED_BYTES);
  const bytes = out.write(value, at + 4);
  out.writeInt32BE(bytes, at);
  at += 4 + bytes;
}
// A batch's rows are of one day or two: its number is worked out once a day.
let lastDay = { day: "", days: 0 };
function date(day: string) {
  if (lastDay.day !== day) lastDay = { day, days: (Date.parse(day) - EPOCH_MS) / DAY_MS };
  out.writeInt32BE(4, at);
  out.writeInt32BE(lastDay.days, at + 4);
  at += 8;
}

/** The rows as one batch of binary COPY tuples, their fields in COLUMNS' order. */
export function copyBatchOf(rows: readonly PageViewRow[]): CopyBatch {
  at = 0;
  const tupleEnds: number[] = [];
  for (const row of rows) {
    ensure(TUPLE_FIXED_BYTES);
    out.writeInt16BE(PAGE_VIEW_COLUMNS.length, at);
    at += 2;
    int64(((row.viewedAt ?? new Date()).getTime() - EPOCH_MS) * 1000);
    date(row.day);
    int64(row.visitorId);
    text(row.path);
    text(row.locale);
    out.writeInt32BE(1, at);
    out[at + 4] = row.entry ? 1 : 0;
    at += 5;
    text(row.referrerHost);
    text(row.utmSource);
    text(row.utmMedium);
    text(row.utmCampaign);
    text(row.utmTerm);
    text(row.utmContent);
    text(row.device);
    text(row.browser);
    text(row.os);
    text(row.country);
    tupleEnds.push(at);
  }
  return { tuples: new Blob([out.subarray(0, at)]), tupleEnds };
}
