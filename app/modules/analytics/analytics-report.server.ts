import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { AnalyticsQuery, Dimension } from "./analytics-query.ts";
import { DIMENSIONS } from "./analytics-query.ts";
import { siteDayOf } from "./page-view.ts";

// The Analytics view's numbers, read from the raw page views of the range (the BRIN index on
// `viewed_at` narrows them to the range's blocks). A visitor is a (day, daily id) pair, so a
// range's visitors are visitor-days; a visitor converted when a lead carries their id of that day.

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

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The range's views with the filters applied, with the visitor's converted flag. */
function filteredViews(query: AnalyticsQuery, timeZone: string) {
  const conditions = [
    sql`viewed_at >= (${query.from}::date::timestamp AT TIME ZONE ${timeZone})`,
    sql`viewed_at < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
    ...DIMENSIONS.flatMap((dimension) => {
      const value = query.filters[dimension];
      return value === undefined ? [] : [sql`${DIMENSION_VALUE[dimension]} = ${value}`];
    }),
  ];
  return sql`
    WITH converted AS (
      SELECT DISTINCT visitor_day AS day, visitor_id FROM leads
      WHERE deleted_at IS NULL AND visitor_id IS NOT NULL
        AND visitor_day BETWEEN ${query.from}::date AND ${query.to}::date
    ),
    views AS (
      SELECT v.*, c.visitor_id IS NOT NULL AS converted
      FROM page_views v LEFT JOIN converted c USING (day, visitor_id)
      WHERE ${sql.join(conditions, sql` AND `)}
    )`;
}

const visitorCounts = sql`
  count(DISTINCT (day, visitor_id))::int AS visitors,
  count(*)::int AS views,
  count(DISTINCT (day, visitor_id)) FILTER (WHERE converted)::int AS converted`;

/** The statement of one table: the top values of a dimension, most visitors first. */
export function breakdownSql(
  timeZone: string,
  query: AnalyticsQuery,
  dimension: Dimension,
  limit: number,
): SQL {
  return sql`
    ${filteredViews(query, timeZone)}
    SELECT ${DIMENSION_VALUE[dimension]} AS value, ${visitorCounts}
    FROM views WHERE ${DIMENSION_VALUE[dimension]} IS NOT NULL
    GROUP BY 1 ORDER BY visitors DESC, views DESC, value LIMIT ${limit}`;
}

export async function getBreakdown(
  db: Database,
  timeZone: string,
  query: AnalyticsQuery,
  dimension: Dimension,
  limit = 10,
): Promise<BreakdownRow[]> {
  return rowsOf<BreakdownRow>(await db.execute(breakdownSql(timeZone, query, dimension, limit)));
}

export async function getAnalyticsReport(db: Database, timeZone: string, query: AnalyticsQuery) {
  const [totals] = rowsOf<{ visitors: number; views: number; converted: number }>(
    await db.execute(sql`${filteredViews(query, timeZone)} SELECT ${visitorCounts} FROM views`),
  );
  const perDay = rowsOf<DayTotals>(
    await db.execute(sql`
      ${filteredViews(query, timeZone)},
      per_day AS (SELECT day, ${visitorCounts} FROM views GROUP BY day)
      SELECT to_char(d, 'YYYY-MM-DD') AS day,
        coalesce(p.visitors, 0) AS visitors, coalesce(p.views, 0) AS views
      FROM generate_series(${query.from}::date, ${query.to}::date, interval '1 day') AS d
      LEFT JOIN per_day p ON p.day = d::date
      ORDER BY d`),
  );
  // Leads of the range; with a filter, only the leads of the filtered visits.
  const filtered = Object.keys(query.filters).length > 0;
  const [leads] = rowsOf<{ n: number }>(
    await db.execute(
      filtered
        ? sql`${filteredViews(query, timeZone)}
          SELECT count(*)::int AS n FROM leads l
          WHERE l.deleted_at IS NULL
            AND EXISTS (SELECT 1 FROM views v WHERE v.day = l.visitor_day AND v.visitor_id = l.visitor_id)`
        : sql`SELECT count(*)::int AS n FROM leads
          WHERE deleted_at IS NULL
            AND created_at >= (${query.from}::date::timestamp AT TIME ZONE ${timeZone})
            AND created_at < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
    ),
  );
  const tables = {} as Record<Dimension, BreakdownRow[]>;
  for (const dimension of DIMENSIONS) {
    tables[dimension] = await getBreakdown(db, timeZone, query, dimension);
  }
  return {
    totals: { ...(totals ?? { visitors: 0, views: 0, converted: 0 }), leads: leads?.n ?? 0 },
    perDay,
    tables,
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
