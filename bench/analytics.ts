// The Analytics view's queries at volume: 1,000,000 page views over the last 90 days (and 1% of
// visitors leaving a lead), the finished days rolled up as the hourly job does, the 90-day
// view's queries timed (median and p95 over N calls each), and the plan of the slowest one
// (EXPLAIN ANALYZE). Run it with `nice`: it loads the machine.
//
//   node bench/analytics.ts                    # embedded (PGlite)
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/analytics.ts --postgres
//   options: --rows N  --calls N
import { type SQL, sql } from "drizzle-orm";
import type { DatabaseConnection } from "#app/db/client.server.ts";
import {
  maintainPageViews,
  rollUpPageViews,
} from "#app/modules/analytics/analytics-jobs.server.ts";
import {
  DIMENSIONS,
  hasFilters,
  parseAnalyticsQuery,
} from "#app/modules/analytics/analytics-query.ts";
import {
  breakdownSql,
  countRecentVisitors,
  countVisitorsToday,
  getAnalyticsReport,
  getBreakdown,
  rangeSources,
} from "#app/modules/analytics/analytics-report.server.ts";
import { siteDayOf } from "#app/modules/analytics/page-view.ts";
import { openFilledBenchDatabase } from "./lib/bench-database.ts";
import { numberOption } from "./lib/command-line.ts";
import { percentile } from "./lib/stats.ts";

const ROWS = numberOption("--rows", 1_000_000);
const CALLS = numberOption("--calls", 20);
const TIME_ZONE = "Asia/Karachi";

/**
 * Page views in time order over the last 90 days (as the table fills), about three per
 * visitor-day, across 12 pages, 6 referrers, 5 campaigns, 5 countries and 3 devices; one visitor
 * in a hundred leaves a lead.
 */
async function generate(connection: DatabaseConnection, rows: number) {
  const batch = 100_000;
  for (let start = 0; start < rows; start += batch) {
    const end = Math.min(rows, start + batch) - 1;
    await connection.db.execute(sql`
      INSERT INTO page_views (viewed_at, day, visitor_id, path, locale, entry, referrer_host,
        utm_source, utm_campaign, device, browser, os, country)
      SELECT at, (at AT TIME ZONE ${TIME_ZONE})::date, n / 3,
        (ARRAY['/','/pricing','/features','/about','/contact','/form','/blog','/blog/a','/blog/b','/blog/c','/blog/d','/blog/e'])[1 + n % 12],
        'en', n % 3 = 0,
        (ARRAY[NULL,'google.com','facebook.com','instagram.com','linkedin.com','t.co'])[1 + (n / 3) % 6],
        (ARRAY[NULL,NULL,'facebook','google','newsletter'])[1 + (n / 3) % 5],
        (ARRAY[NULL,NULL,'eid-sale','launch','winter'])[1 + (n / 3) % 5],
        (ARRAY['desktop','mobile','mobile','tablet'])[1 + (n / 3) % 4],
        (ARRAY['Chrome','Mobile Safari','Firefox','Edge'])[1 + (n / 3) % 4],
        (ARRAY['Windows','iOS','Android','Mac OS'])[1 + (n / 3) % 4],
        (ARRAY['PK','PK','AE','GB','US'])[1 + (n / 3) % 5]
      FROM generate_series(${start}::int, ${end}::int) AS n,
        LATERAL (SELECT now() - interval '90 days' + (n::float8 / ${rows}) * interval '90 days' AS at) t`);
  }
  await connection.db.execute(sql`
    INSERT INTO leads (name, email, source, created_at, visitor_day, visitor_id)
    SELECT 'Bench ' || v.visitor_id, 'bench' || v.visitor_id || '@example.pk', 'get_started_form',
      v.viewed_at, v.day, v.visitor_id
    FROM page_views v WHERE v.visitor_id % 100 = 0 AND v.entry`);
  // Every finished day, and the index and statistics, as the hourly job leaves them (it looks
  // back a week at a time).
  await rollUpPageViews(connection.db, TIME_ZONE, new Date(), 91);
  await maintainPageViews(connection.db);
  await connection.db.execute(sql`ANALYZE leads`);
}

async function timed(calls: number, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let call = 0; call < calls; call++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

const { connection, cleanup } = await openFilledBenchDatabase(
  "dmflow_bench_analytics",
  ROWS,
  "page views",
  generate,
);
try {
  const today = siteDayOf(new Date(), TIME_ZONE);
  const ninetyDays = parseAnalyticsQuery(new URLSearchParams("range=90d"), today);
  const filtered = parseAnalyticsQuery(
    new URLSearchParams("range=90d&campaign=launch&device=mobile"),
    today,
  );
  const { db } = connection;
  // Each table as the view reads it: which days are rolled up, then the table's statement.
  const table = async (
    query: typeof ninetyDays,
    dimension: (typeof DIMENSIONS)[number],
  ): Promise<[string, SQL, () => Promise<unknown>]> => [
    `90 days${hasFilters(query) ? ", campaign + device filter" : ""}: ${dimension} table`,
    breakdownSql(TIME_ZONE, query, await rangeSources(db, query), dimension, 10),
    () => getBreakdown(db, TIME_ZONE, query, dimension),
  ];
  const cases: [label: string, statement: SQL | null, run: () => Promise<unknown>][] = [
    ...(await Promise.all(DIMENSIONS.map((dimension) => table(ninetyDays, dimension)))),
    await table(filtered, "page"),
    [
      "90 days: whole view (totals, per day, leads, six tables)",
      null,
      () => getAnalyticsReport(db, TIME_ZONE, ninetyDays),
    ],
    ["dashboard: visitors today", null, () => countVisitorsToday(db, TIME_ZONE)],
    ["visitors in the last 5 minutes", null, () => countRecentVisitors(db)],
  ];
  console.log("| query | median ms | p95 ms |\n|---|---|---|");
  let slowest: { label: string; p95: number; statement: SQL | null } = {
    label: "",
    p95: 0,
    statement: null,
  };
  for (const [label, statement, run] of cases) {
    const { median, p95 } = await timed(CALLS, run);
    console.log(`| ${label} | ${median.toFixed(1)} | ${p95.toFixed(1)} |`);
    if (statement && p95 > slowest.p95) slowest = { label, p95, statement };
  }
  if (slowest.statement) {
    const plan = (await db.execute(
      sql`EXPLAIN (ANALYZE, BUFFERS) ${slowest.statement}`,
    )) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(`\nEXPLAIN ANALYZE of the slowest table (${slowest.label}):\n`);
    for (const row of plan.rows) console.log(Object.values(row)[0]);
  }
} finally {
  await cleanup();
}
