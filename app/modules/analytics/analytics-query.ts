import { withoutControlCharacters } from "#app/lib/control-characters.ts";
import { z } from "#app/lib/zod.ts";

// What the Analytics view shows, as it lives in the URL: a range (today, 7, 30 or 90 days, or
// from/to days) and any filters picked by clicking a row (page, entry page, referrer,
// campaign, country, device). Anything unreadable falls back to the last 30 days, unfiltered.

export const RANGES = ["today", "7d", "30d", "90d", "custom"] as const;
export type Range = (typeof RANGES)[number];
export const RANGE_LABELS: Record<Range, string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  custom: "Custom range",
};
const RANGE_DAYS: Record<Exclude<Range, "custom">, number> = {
  today: 1,
  "7d": 7,
  "30d": 30,
  "90d": 90,
};

export const DIMENSIONS = ["page", "entry", "referrer", "campaign", "country", "device"] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const DIMENSION_LABELS: Record<Dimension, string> = {
  page: "Top pages",
  entry: "Entry pages",
  referrer: "Referrers",
  campaign: "UTM campaigns",
  country: "Countries",
  device: "Devices",
};

/** A filter's name on its chip ("Campaign: eid"). */
export const FILTER_LABELS: Record<Dimension, string> = {
  page: "Page",
  entry: "Entry page",
  referrer: "Referrer",
  campaign: "Campaign",
  country: "Country",
  device: "Device",
};

/** The longest custom range: a year of raw views is what a query reads at most. */
const MAX_RANGE_DAYS = 400;

export type AnalyticsQuery = {
  range: Range;
  /** First and last day shown, YYYY-MM-DD in the site's time zone, both included. */
  from: string;
  to: string;
  filters: Partial<Record<Dimension, string>>;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A YYYY-MM-DD day as a number of days, and back: day arithmetic without time zones. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
export const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

// A filter is matched against stored text, which holds no control character (a NUL would fail
// the query).
const filterValue = z.string().overwrite(withoutControlCharacters).trim().min(1).max(200);

export function parseAnalyticsQuery(params: URLSearchParams, today: string): AnalyticsQuery {
  const filters: AnalyticsQuery["filters"] = {};
  for (const dimension of DIMENSIONS) {
    const value = filterValue.safeParse(params.get(dimension) ?? "");
    if (value.success) filters[dimension] = value.data;
  }
  const asked = params.get("range");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (asked === "custom" && DAY.test(from) && DAY.test(to)) {
    const [first, last] = [dayNumber(from), dayNumber(to)].sort((a, b) => a - b) as [
      number,
      number,
    ];
    if (Number.isFinite(first) && Number.isFinite(last) && last - first < MAX_RANGE_DAYS) {
      return { range: "custom", from: dayOf(first), to: dayOf(last), filters };
    }
  }
  const range = RANGES.includes(asked as Range) && asked !== "custom" ? (asked as Range) : "30d";
  const days = RANGE_DAYS[range as Exclude<Range, "custom">];
  return { range, from: dayOf(dayNumber(today) - days + 1), to: today, filters };
}

/** Whether a row's filter narrows the view (it is then read from the raw views). */
export const hasFilters = (query: AnalyticsQuery) => Object.keys(query.filters).length > 0;

/** The query as URL parameters: the range, then the filters with `change` applied. */
export function analyticsSearch(
  query: AnalyticsQuery,
  change: Partial<Record<Dimension, string | null>> = {},
): string {
  const params = new URLSearchParams({ range: query.range });
  if (query.range === "custom") {
    params.set("from", query.from);
    params.set("to", query.to);
  }
  for (const dimension of DIMENSIONS) {
    const value = dimension in change ? change[dimension] : query.filters[dimension];
    if (value) params.set(dimension, value);
  }
  return `?${params}`;
}

/** Visitors who left a lead ÷ visitors, as a percentage with one decimal ("-" with none). */
export function conversionRate(converted: number, visitors: number): string {
  if (visitors === 0) return "-";
  return `${((converted / visitors) * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}
