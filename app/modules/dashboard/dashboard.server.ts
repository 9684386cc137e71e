import { and, count, countDistinct, desc, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";

const notDeleted = isNull(leads.deletedAt);

/** Midnight today in the site's time zone, as a timestamp. */
const startOfToday = (timeZone: string) =>
  sql`(date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})`;

/** The dashboard's four counters (docs/product.md#dashboard), computed by the database. */
export async function getDashboardCounters(db: Database, timeZone: string) {
  const [row] = await db
    .select({
      totalLeads: count(),
      today:
        sql<number>`count(*) filter (where ${leads.createdAt} >= ${startOfToday(timeZone)})`.mapWith(
          Number,
        ),
      businessTypes: countDistinct(leads.businessType),
      countries: countDistinct(leads.country),
    })
    .from(leads)
    .where(notDeleted);
  return row ?? { totalLeads: 0, today: 0, businessTypes: 0, countries: 0 };
}

export type CountByLabel = { label: string; count: number };

async function countBy(
  db: Database,
  column: typeof leads.source | typeof leads.country | typeof leads.businessType,
) {
  const rows = await db
    .select({
      label: sql<string>`coalesce(nullif(trim(${column}), ''), 'Not specified')`,
      count: count(),
    })
    .from(leads)
    .where(notDeleted)
    .groupBy(sql`1`)
    .orderBy(desc(count()), sql`1`)
    .limit(10);
  return rows as CountByLabel[];
}

/**
 * The analytics view: leads per day over the last 30 days in the site's time zone (every day
 * present, zero when none), and the top sources, countries and business types.
 */
export async function getLeadAnalytics(db: Database, timeZone: string) {
  const perDay = await db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, coalesce(l.n, 0)::int AS count
    FROM generate_series(
      (now() AT TIME ZONE ${timeZone})::date - 29,
      (now() AT TIME ZONE ${timeZone})::date,
      interval '1 day'
    ) AS day
    LEFT JOIN (
      SELECT (created_at AT TIME ZONE ${timeZone})::date AS d, count(*) AS n
      FROM leads
      WHERE deleted_at IS NULL
        AND created_at >= ${startOfToday(timeZone)} - interval '29 days'
      GROUP BY 1
    ) l ON l.d = day::date
    ORDER BY day`);
  const [last30] = await db
    .select({ n: count() })
    .from(leads)
    .where(
      and(notDeleted, gte(leads.createdAt, sql`${startOfToday(timeZone)} - interval '29 days'`)),
    );
  return {
    perDay: (perDay as unknown as { rows: { day: string; count: number }[] }).rows,
    last30Days: last30?.n ?? 0,
    bySource: await countBy(db, leads.source),
    byCountry: await countBy(db, leads.country),
    byBusinessType: await countBy(db, leads.businessType),
  };
}
