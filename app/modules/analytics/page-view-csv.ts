// The page views' batch as CSV for COPY, made in the page views' thread
// (page-view-worker.server.ts): plain code, no database, erasable syntax only.
import type { pageViews } from "#app/db/schema.ts";

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
/** The table's columns in the CSV's order. */
export const PAGE_VIEW_COLUMNS = Object.values(COLUMNS);

/**
 * CSV as PostgreSQL's COPY reads it: every text quoted (so a comma, quote or line break in a
 * campaign tag is data), an empty unquoted field for null.
 */
export function pageViewsCsv(rows: readonly PageViewRow[]): string {
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
