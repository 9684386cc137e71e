import { breakdownCsv } from "#app/modules/analytics/analytics-csv.ts";
import {
  DIMENSIONS,
  type Dimension,
  parseAnalyticsQuery,
} from "#app/modules/analytics/analytics-query.ts";
import { getBreakdown } from "#app/modules/analytics/analytics-report.server.ts";
import { siteDayOf } from "#app/modules/analytics/page-view.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { LEADS_CSV_CONTENT_TYPE } from "#app/modules/leads/leads-csv.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/analytics-export";

/** Rows of one exported table: far more than the view's top ten, still one small file. */
const EXPORT_ROWS = 5_000;

/**
 * GET /admin/analytics/export?table=campaign&range=...: one table of the Analytics view, with
 * the view's range and filters, as CSV. For those allowed to see analytics (ADR 0027).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "analytics.view");
  const { db, config } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const table = params.get("table") as Dimension;
  if (!DIMENSIONS.includes(table)) {
    return new Response("Unknown table", { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const query = parseAnalyticsQuery(params, siteDayOf(new Date(), config.SITE_TIMEZONE));
  const rows = await getBreakdown(db, config.SITE_TIMEZONE, query, table, EXPORT_ROWS);
  return new Response(breakdownCsv(table, rows), {
    headers: {
      "Content-Type": LEADS_CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="analytics-${table}-${query.from}-to-${query.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
