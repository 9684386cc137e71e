import { Download } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import {
  type AnalyticsQuery,
  analyticsSearch,
  conversionRate,
  DIMENSION_LABELS,
  type Dimension,
} from "#app/modules/analytics/analytics-query.ts";
import type { BreakdownRow } from "#app/modules/analytics/analytics-report.server.ts";

const HEAD = "px-3 py-2 font-medium text-muted-foreground";

/**
 * One table of the Analytics view (top pages, referrers, ...): each row's value is a link that
 * filters the whole view by it; Export CSV downloads the table with the view's range and filters.
 */
export function BreakdownCard({
  dimension,
  rows,
  query,
}: {
  dimension: Dimension;
  rows: BreakdownRow[];
  query: AnalyticsQuery;
}) {
  const title = DIMENSION_LABELS[dimension];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle asChild className="text-base">
          <h3>{title}</h3>
        </CardTitle>
        <a
          href={`/admin/analytics/export${analyticsSearch(query)}&table=${dimension}`}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden="true" />
          Export CSV<span className="sr-only"> of {title}</span>
        </a>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {rows.length === 0 ? (
          <p className="px-6 pb-4 text-sm text-muted-foreground">No visits in this range.</p>
        ) : (
          <table className="w-full table-fixed text-sm">
            <caption className="sr-only">{title}: visitors, page views and conversion rate</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className={`${HEAD} w-1/2 text-left`}>
                  {title.replace(/^Top /, "").replace(/^./, (c) => c.toUpperCase())}
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  Visitors
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  Views
                </th>
                <th scope="col" className={`${HEAD} text-right`}>
                  <abbr title="Conversion rate" className="no-underline">
                    Conv.
                  </abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.value} className="border-b border-border last:border-0">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    <Link
                      to={analyticsSearch(query, { [dimension]: row.value })}
                      className="block truncate rounded-sm underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                      title={`Show only ${row.value}`}
                      preventScrollReset
                    >
                      {row.value}
                    </Link>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {row.visitors.toLocaleString("en-US")}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {row.views.toLocaleString("en-US")}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {conversionRate(row.converted, row.visitors)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
