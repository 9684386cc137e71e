import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websiteSettings } from "#app/db/schema.ts";
import { startPeriodicJob } from "#app/lib/periodic-job.server.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { leadPages } from "./analytics-report.server.ts";
import {
  type AnalyticsRetention,
  analyticsRetentionSchema,
  DEFAULT_ANALYTICS_RETENTION,
} from "./analytics-retention.ts";
import { siteDayOf } from "./page-view.ts";
import { rotateSalt } from "./visitor-ids.server.ts";

/** Where Website Settings keeps how long raw page views are kept. */
export const ANALYTICS_RETENTION_SETTING = "analytics_retention";

export async function getAnalyticsRetention(db: Database): Promise<AnalyticsRetention> {
  const [row] = await db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, ANALYTICS_RETENTION_SETTING));
  const parsed = analyticsRetentionSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_ANALYTICS_RETENTION;
}

/** Saves the retention period (already validated), with an activity entry. */
export async function saveAnalyticsRetention(
  db: Database,
  actorId: string | null,
  retention: AnalyticsRetention,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(websiteSettings)
      .values({ settingKey: ANALYTICS_RETENTION_SETTING, settingValue: retention })
      .onConflictDoUpdate({
        target: websiteSettings.settingKey,
        set: { settingValue: retention, updatedAt: sql`now()` },
      });
    await recordActivity(tx, {
      userId: actorId,
      action: "update_analytics_retention",
      entity: "settings",
      entityId: ANALYTICS_RETENTION_SETTING,
      details: { months: retention.months },
    });
  });
}

/** How far back the job looks for days not rolled up yet (days the app was down, say). */
const ROLLUP_LOOKBACK_DAYS = 7;
/** A day is rolled up this long after it ended: the views buffered at midnight are in by then. */
const ROLLUP_GRACE_MS = 60 * 60_000;

/**
 * Rolls up each finished day of the last `lookbackDays` that has page views and no rollup yet:
 * per day, the views, visitors and converted visitors (whose id of the day a lead carries; for
 * a page, whose lead was sent from it) in total and per page, entry page, referrer, campaign, country and device. A day is rolled up
 * once (its total row marks it), in one statement; its leads are all in by then, since a lead
 * carries the id of the day it was sent.
 */
export async function rollUpPageViews(
  db: Database,
  timeZone: string,
  now = new Date(),
  lookbackDays = ROLLUP_LOOKBACK_DAYS,
) {
  const lastDay = siteDayOf(new Date(now.getTime() - ROLLUP_GRACE_MS), timeZone);
  const result = await db.execute(sql`
    WITH days AS (
      SELECT DISTINCT day FROM page_views
      WHERE viewed_at >= ${now.toISOString()}::timestamptz - make_interval(days => ${lookbackDays + 1})
        AND day < ${lastDay}::date
      EXCEPT
      SELECT day FROM page_view_rollups WHERE dimension = 'total'
    ),
    converted AS (
      SELECT DISTINCT visitor_day AS day, visitor_id FROM leads
      WHERE deleted_at IS NULL AND visitor_id IS NOT NULL AND visitor_day IN (SELECT day FROM days)
    ),
    ${leadPages(
      sql`l.deleted_at IS NULL AND l.visitor_id IS NOT NULL AND l.visitor_day IN (SELECT day FROM days)`,
      sql`v.day IN (SELECT day FROM days)`,
    )}
    INSERT INTO page_view_rollups (day, dimension, value, views, visitors, converted)
    SELECT v.day, dimension, value, count(*)::int, count(DISTINCT v.visitor_id)::int,
      -- A page's conversions are the leads sent from it (leadPages); any other value's, its
      -- visitors who sent a lead that day.
      count(DISTINCT CASE WHEN dimension <> 'page' OR p.path IS NOT NULL THEN c.visitor_id END)::int
    FROM page_views v
    LEFT JOIN converted c USING (day, visitor_id)
    LEFT JOIN lead_pages p ON p.day = v.day AND p.visitor_id = v.visitor_id AND p.path = v.path
    CROSS JOIN LATERAL (VALUES
      ('total', ''),
      ('page', v.path),
      ('entry', CASE WHEN entry THEN v.path END),
      ('referrer', referrer_host),
      ('campaign', utm_campaign),
      ('country', country),
      ('device', device)
    ) AS dimensions(dimension, value)
    WHERE v.day IN (SELECT day FROM days) AND value IS NOT NULL
    GROUP BY v.day, dimension, value
    ON CONFLICT DO NOTHING
    RETURNING day`);
  return new Set((result as unknown as { rows: { day: string }[] }).rows.map((r) => r.day)).size;
}

/**
 * Deletes the rows of `table` whose `time` is older than the analytics retention; how many went.
 * The two tables that hold a visit: raw page views (their days' rollups stay) and chat
 * references (docs/decisions/0046-chat-links-tied-to-visits.md), kept as long as the views are.
 */
async function purgeOlderThanRetention(
  db: Database,
  table: "page_views" | "chat_references",
  time: "viewed_at" | "created_at",
  months: number,
  now: Date,
): Promise<number> {
  const result = await db.execute(sql`
    WITH deleted AS (
      DELETE FROM ${sql.identifier(table)}
      WHERE ${sql.identifier(time)} < ${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM deleted`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Keeps the page views' index and statistics current, which the embedded database (it has no
 * autovacuum) would otherwise never do: the BRIN index summarizes the block ranges appended
 * since (a range without a summary is read by every query), and the planner's statistics
 * follow the table's growth.
 */
export async function maintainPageViews(db: Database): Promise<void> {
  await db.execute(
    sql`SELECT brin_summarize_new_values('page_views_viewed_at_brin_idx'::regclass)`,
  );
  await db.execute(sql`ANALYZE page_views, page_view_rollups`);
}

/**
 * The analytics' hourly job (and once at start): today's salt made and older ones deleted even
 * when nobody visits, finished days rolled up, expired raw views deleted, the table maintained.
 */
export async function runAnalyticsJob(db: Database, timeZone: string, now = new Date()) {
  await rotateSalt(db, timeZone, now);
  const rolledUpDays = await rollUpPageViews(db, timeZone, now);
  const { months } = await getAnalyticsRetention(db);
  const deletedViews = await purgeOlderThanRetention(db, "page_views", "viewed_at", months, now);
  const deletedChats = await purgeOlderThanRetention(
    db,
    "chat_references",
    "created_at",
    months,
    now,
  );
  await maintainPageViews(db);
  return { rolledUpDays, deletedViews, deletedChats };
}

export function startAnalyticsJob(
  db: Database,
  timeZone: string,
  log: Logger,
  intervalMs = 60 * 60_000,
) {
  return startPeriodicJob(
    () =>
      runAnalyticsJob(db, timeZone)
        .then((done) => {
          if (done.rolledUpDays || done.deletedViews || done.deletedChats) {
            log.info({ event: "analytics.job", ...done });
          }
        })
        .catch((err) => log.error({ err }, "Analytics job: the run failed")),
    intervalMs,
  );
}
