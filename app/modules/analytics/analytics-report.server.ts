import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import {
  type AnalyticsQuery,
  DIMENSIONS,
  type Dimension,
  dayNumber,
  dayOf,
  hasFilters,
} from "./analytics-query.ts";
import { siteDayOf } from "./page-view.ts";

// The Analytics view's numbers. Finished days are read from their rollups (a few dozen rows a
// day, written by the analytics job); the days not rolled up yet (today, or days the job has
// not reached) and every filtered view are read from the raw page views, whose BRIN index on
// `viewed_at` narrows them to the days' blocks. A visitor is a (day, daily id) pair, so a
// range's visitors are visitor-days and add up across days; a visitor converted when a lead
// carries their id of that day.

/** The column (or expression) each dimension groups by and filters on. */
const DIMENSION_VALUE: Record<Dimension, SQL> = {
  page: sql`path`,
  entry: sql`CASE WHEN entry THEN path END`,
  referrer: sql`referrer_host`,
  campaign: sql`utm_campaign`,
  country: sql`country`,
  device: sql`device`,
};

export type BreakdownRow = { value: string; visitors: number; views: number; converted: number };
export type DayTotals = { day: string; visitors: number; views: number };

/** What the chats started are counted by: every chat has a page, device and language. */
export const CHAT_DIMENSIONS = ["page", "campaign", "device", "language"] as const;
type ChatCountRow = { dimension: (typeof CHAT_DIMENSIONS)[number]; value: string; chats: number };

/**
 * Where a query's days are read: `rolledUp`, the days whose rollups answer it; `rawSpans`, the
 * runs of consecutive days read from the raw views (first and last day, both included).
 */
export type RangeSources = { rolledUp: string[]; rawSpans: [string, string][] };

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Splits the range: rolled-up days from the rollups unless a filter needs the raw views. */
export async function rangeSources(db: Database, query: AnalyticsQuery): Promise<RangeSources> {
  const rolledUp = hasFilters(query)
    ? []
    : rowsOf<{ day: string }>(
        await db.execute(sql`
          SELECT to_char(day, 'YYYY-MM-DD') AS day FROM page_view_rollups
          WHERE dimension = 'total' AND day BETWEEN ${query.from}::date AND ${query.to}::date`),
      ).map((row) => row.day);
  const rolled = new Set(rolledUp);
  const rawSpans: [string, string][] = [];
  for (let n = dayNumber(query.from); n <= dayNumber(query.to); n++) {
    const day = dayOf(n);
    if (rolled.has(day)) continue;
    const last = rawSpans.at(-1);
    if (last && dayNumber(last[1]) === n - 1) last[1] = day;
    else rawSpans.push([day, day]);
  }
  return { rolledUp, rawSpans };
}

const anyOf = (conditions: SQL[]) =>
  conditions.length ? sql`(${sql.join(conditions, sql` OR `)})` : sql`false`;

/** The raw views of the range's raw spans with the filters applied and the converted flag. */
function rawViews(query: AnalyticsQuery, sources: RangeSources, timeZone: string) {
  const inSpans = anyOf(
    sources.rawSpans.map(
      ([first, last]) =>
        sql`(viewed_at >= (${first}::date::timestamp AT TIME ZONE ${timeZone})
          AND viewed_at < ((${last}::date + 1)::timestamp AT TIME ZONE ${timeZone}))`,
    ),
  );
  const leadDays = anyOf(
    sources.rawSpans.map(
      ([first, last]) => sql`visitor_day BETWEEN ${first}::date AND ${last}::date`,
    ),
  );
  const filters = DIMENSIONS.flatMap((dimension) => {
    const value = query.filters[dimension];
    return value === undefined ? [] : [sql`${DIMENSION_VALUE[dimension]} = ${value}`];
  });
  return sql`
    WITH converted AS (
      SELECT DISTINCT visitor_day AS day, visitor_id FROM leads
      WHERE deleted_at IS NULL AND visitor_id IS NOT NULL AND ${leadDays}
    ),
    ${leadPages(sql`l.deleted_at IS NULL AND l.visitor_id IS NOT NULL AND ${leadDays}`, inSpans)},
    views AS (
      SELECT v.*, c.visitor_id IS NOT NULL AS converted,
        EXISTS (SELECT 1 FROM lead_pages p
          WHERE p.day = v.day AND p.visitor_id = v.visitor_id AND p.path = v.path) AS converted_here
      FROM page_views v LEFT JOIN converted c USING (day, visitor_id)
      WHERE ${sql.join([inSpans, ...filters], sql` AND `)}
    )`;
}

/**
 * The CTE `lead_pages`: the page each lead of `leadsWhere` was sent from, the last its visitor
 * viewed that day before it (`viewsWhere` bounds the views read), one row per visitor-day and
 * page. A page's conversion counts these alone: a visitor who converted elsewhere the same day
 * is no conversion of every page they saw.
 */
export function leadPages(leadsWhere: SQL, viewsWhere: SQL) {
  return sql`lead_pages AS (
      SELECT DISTINCT day, visitor_id, path FROM (
        SELECT DISTINCT ON (l.id) l.visitor_day AS day, l.visitor_id, v.path
        FROM leads l JOIN page_views v
          ON v.day = l.visitor_day AND v.visitor_id = l.visitor_id AND v.viewed_at <= l.created_at
        WHERE ${leadsWhere} AND ${viewsWhere}
        ORDER BY l.id, v.viewed_at DESC
      ) last_views
    )`;
}

/** The rollup rows of `dimension` ('total' for the days' totals) of the rolled-up days. */
function rollups(sources: RangeSources, dimension: Dimension | "total") {
  return sql`
    SELECT day, value, visitors, views, converted FROM page_view_rollups
    WHERE dimension = ${dimension} AND day = ANY(${`{${sources.rolledUp.join(",")}}`}::date[])`;
}

/**
 * The raw views per visitor-day and `value`: how many, and whether the visitor converted. Two
 * hashed groupings (this, then per value) instead of counting distinct visitors, which sorts.
 */
const perVisitor = (value: SQL, converted = sql`converted`) => sql`
  SELECT ${value} AS value, day, visitor_id, count(*) AS views, bool_or(${converted}) AS converted
  FROM views WHERE ${value} IS NOT NULL GROUP BY 1, day, visitor_id`;
const everyVisitor = perVisitor(sql`''::text`);

/** Counts over perVisitor rows. */
const visitorCounts = sql`
  count(*)::int AS visitors,
  coalesce(sum(views), 0)::int AS views,
  count(*) FILTER (WHERE converted)::int AS converted`;

const summed = sql`
  coalesce(sum(visitors), 0)::int AS visitors,
  coalesce(sum(views), 0)::int AS views,
  coalesce(sum(converted), 0)::int AS converted`;

/** The statement of one table: the top values of a dimension, most visitors first. */
export function breakdownSql(
  timeZone: string,
  query: AnalyticsQuery,
  sources: RangeSources,
  dimension: Dimension,
  limit: number,
): SQL {
  return sql`
    ${rawViews(query, sources, timeZone)}
    SELECT value, ${summed} FROM (
      SELECT value, visitors, views, converted FROM (${rollups(sources, dimension)}) r
      UNION ALL
      SELECT value, ${visitorCounts}
      FROM (${perVisitor(DIMENSION_VALUE[dimension], dimension === "page" ? sql`converted_here` : undefined)}) p
      GROUP BY value
    ) AS counts(value, visitors, views, converted)
    GROUP BY value ORDER BY visitors DESC, views DESC, value LIMIT ${limit}`;
}

export async function getBreakdown(
  db: Database,
  timeZone: string,
  query: AnalyticsQuery,
  dimension: Dimension,
  limit = 10,
): Promise<BreakdownRow[]> {
  const sources = await rangeSources(db, query);
  return rowsOf<BreakdownRow>(
    await db.execute(breakdownSql(timeZone, query, sources, dimension, limit)),
  );
}

export async function getAnalyticsReport(db: Database, timeZone: string, query: AnalyticsQuery) {
  const sources = await rangeSources(db, query);
  const raw = rawViews(query, sources, timeZone);
  const [totals] = rowsOf<{ visitors: number; views: number; converted: number }>(
    await db.execute(sql`
      ${raw}
      SELECT ${summed} FROM (
        SELECT visitors, views, converted FROM (${rollups(sources, "total")}) r
        UNION ALL
        SELECT ${visitorCounts} FROM (${everyVisitor}) p
      ) AS counts`),
  );
  const perDay = rowsOf<DayTotals>(
    await db.execute(sql`
      ${raw},
      per_day AS (
        SELECT day, visitors, views FROM (${rollups(sources, "total")}) r
        UNION ALL
        SELECT day, count(*)::int, sum(views)::int FROM (${everyVisitor}) p GROUP BY day
      )
      SELECT to_char(d, 'YYYY-MM-DD') AS day,
        coalesce(p.visitors, 0) AS visitors, coalesce(p.views, 0) AS views
      FROM generate_series(${query.from}::date, ${query.to}::date, interval '1 day') AS d
      LEFT JOIN per_day p ON p.day = d::date
      ORDER BY d`),
  );
  // Leads of the range; with a filter, only the leads of the filtered visits.
  const [leads] = rowsOf<{ n: number }>(
    await db.execute(
      hasFilters(query)
        ? sql`${raw}
          SELECT count(*)::int AS n FROM leads l
          WHERE l.deleted_at IS NULL
            AND EXISTS (SELECT 1 FROM views v WHERE v.day = l.visitor_day AND v.visitor_id = l.visitor_id)`
        : sql`SELECT count(*)::int AS n FROM leads
          WHERE deleted_at IS NULL
            AND created_at >= (${query.from}::date::timestamp AT TIME ZONE ${timeZone})
            AND created_at < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
    ),
  );
  // Demos booked in the range (a booking's lead converts like any lead; this counts the
  // meetings apart); with a filter, those whose lead came from the filtered visits.
  const [demos] = rowsOf<{ n: number }>(
    await db.execute(
      hasFilters(query)
        ? sql`${raw}
          SELECT count(*)::int AS n FROM bookings b JOIN leads l ON l.id = b.lead_id
          WHERE l.deleted_at IS NULL
            AND EXISTS (SELECT 1 FROM views v WHERE v.day = l.visitor_day AND v.visitor_id = l.visitor_id)`
        : sql`SELECT count(*)::int AS n FROM bookings
          WHERE created_at >= (${query.from}::date::timestamp AT TIME ZONE ${timeZone})
            AND created_at < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
    ),
  );
  // WhatsApp chats started in the range (ADR 0046), by the page, campaign, device and language
  // they were started in; with a filter, those of the filtered visits. A QR code shown is not a
  // chat started: nothing says it was scanned (ADR 0049).
  const chatRows = sql`
    SELECT * FROM chat_references c
    WHERE c.origin = 'link' AND ${
      hasFilters(query)
        ? sql`EXISTS (SELECT 1 FROM views v WHERE v.day = c.visitor_day AND v.visitor_id = c.visitor_id)`
        : sql`created_at >= (${query.from}::date::timestamp AT TIME ZONE ${timeZone})
            AND created_at < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`
    }`;
  const chats = rowsOf<ChatCountRow>(
    await db.execute(sql`
      ${raw}, chats AS (${chatRows})
      SELECT dimension, value, count(*)::int AS chats
      FROM chats, LATERAL (VALUES ('page', page), ('campaign', utm_campaign),
        ('device', device), ('language', locale)) AS d(dimension, value)
      WHERE value IS NOT NULL
      GROUP BY dimension, value ORDER BY dimension, chats DESC, value`),
  );
  const tables = {} as Record<Dimension, BreakdownRow[]>;
  for (const dimension of DIMENSIONS) {
    tables[dimension] = rowsOf<BreakdownRow>(
      await db.execute(breakdownSql(timeZone, query, sources, dimension, 10)),
    );
  }
  return {
    totals: {
      ...(totals ?? { visitors: 0, views: 0, converted: 0 }),
      leads: leads?.n ?? 0,
      demosBooked: demos?.n ?? 0,
      chatsStarted: chats
        .filter((row) => row.dimension === "language")
        .reduce((sum, row) => sum + row.chats, 0),
    },
    perDay,
    tables,
    chats: CHAT_DIMENSIONS.map((dimension) => ({
      dimension,
      rows: chats.filter((row) => row.dimension === dimension).slice(0, 10),
    })),
  };
}

/** Distinct visitors of the site's day so far (the dashboard's "Visitors today"). */
export async function countVisitorsToday(db: Database, timeZone: string, now = new Date()) {
  const today = siteDayOf(now, timeZone);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(DISTINCT visitor_id)::int AS n FROM page_views
      WHERE viewed_at >= ${now.toISOString()}::timestamptz - interval '1 day' AND day = ${today}::date`),
  );
  return row?.n ?? 0;
}

/** Distinct visitors whose views were written in the last five minutes. */
export async function countRecentVisitors(db: Database, now = new Date()) {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(DISTINCT (day, visitor_id))::int AS n FROM page_views
      WHERE viewed_at >= ${now.toISOString()}::timestamptz - interval '5 minutes'`),
  );
  return row?.n ?? 0;
}
