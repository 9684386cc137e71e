import { BarChart3, Briefcase, Globe2, Megaphone, MessageCircle, Radio, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { BreakdownCard } from "#app/components/admin/analytics/breakdown-card.tsx";
import {
  formatDay,
  LeadsPerDayChart,
} from "#app/components/admin/analytics/leads-per-day-chart.tsx";
import { RankedList } from "#app/components/admin/analytics/ranked-list.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { onStreamEvent } from "#app/lib/live-stream.ts";
import { cn } from "#app/lib/utils.ts";
import {
  type AnalyticsQuery,
  analyticsSearch,
  conversionRate,
  DIMENSIONS,
  FILTER_LABELS,
  parseAnalyticsQuery,
  RANGE_LABELS,
  RANGES,
} from "#app/modules/analytics/analytics-query.ts";
import {
  countRecentVisitors,
  getAnalyticsReport,
} from "#app/modules/analytics/analytics-report.server.ts";
import { siteDayOf } from "#app/modules/analytics/page-view.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { getLeadAnalytics } from "#app/modules/dashboard/dashboard.server.ts";
import { leadSourceLabel } from "#app/modules/leads/lead-source.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/analytics";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "analytics.view");
  const { db, config } = context.get(servicesContext);
  const timeZone = config.SITE_TIMEZONE;
  const query = parseAnalyticsQuery(
    new URL(request.url).searchParams,
    siteDayOf(new Date(), timeZone),
  );
  return {
    query,
    visitors: await getAnalyticsReport(db, timeZone, query),
    recentVisitors: await countRecentVisitors(db),
    analytics: await getLeadAnalytics(db, timeZone),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Analytics | Admin" }];

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { perDay, last30Days, bySource, byCountry, byBusinessType } = loaderData.analytics;
  const header = (
    <AdminPageHeader
      title="Analytics"
      subtitle="Visitors to the site and the leads they send, and where both come from"
    />
  );
  const visitors = (
    <VisitorAnalytics
      query={loaderData.query}
      report={loaderData.visitors}
      recentVisitors={loaderData.recentVisitors}
    />
  );
  // Soft-deleted leads are not counted anywhere; no rows at all means no leads.
  if (bySource.length === 0) {
    return (
      <>
        {header}
        {visitors}
        <Card>
          <CardContent className="flex flex-col items-center gap-2 p-12 text-center">
            <BarChart3 aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="font-semibold">No leads yet</h2>
            <p className="max-w-sm text-sm text-muted-foreground">
              Charts appear here once visitors send the contact or lead forms.
            </p>
            <Link
              to="/admin/leads"
              className={buttonVariants({ variant: "outline", size: "sm", className: "mt-2" })}
            >
              Go to Leads
            </Link>
          </CardContent>
        </Card>
      </>
    );
  }

  const busiest = perDay.reduce<{ day: string; count: number } | null>(
    (best, d) => (d.count > (best?.count ?? 0) ? d : best),
    null,
  );
  const stats = [
    { label: "Leads in the last 30 days", value: last30Days.toLocaleString("en-US") },
    {
      label: "Daily average",
      value: (last30Days / Math.max(1, perDay.length)).toLocaleString("en-US", {
        maximumFractionDigits: 1,
      }),
    },
    {
      label: "Busiest day",
      value: busiest ? formatDay(busiest.day) : "-",
      note: busiest ? `${busiest.count} lead${busiest.count === 1 ? "" : "s"}` : undefined,
    },
  ];

  return (
    <>
      {header}
      {visitors}
      <dl className="mb-6 grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          // A card-styled group: <dl> allows <div> around each dt/dd pair, nothing deeper.
          <div
            key={stat.label}
            className="rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm"
          >
            <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">
              {stat.value}
              {stat.note ? (
                <span className="ml-2 text-sm font-normal text-muted-foreground">{stat.note}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <Card className="mb-6" role="region" aria-labelledby="leads-per-day-heading">
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h2 id="leads-per-day-heading">Leads per day</h2>
          </CardTitle>
          <CardDescription>
            {last30Days === 0
              ? "No leads in the last 30 days."
              : "New leads each day over the last 30 days, today on the right."}
          </CardDescription>
        </CardHeader>
        <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
          <LeadsPerDayChart perDay={perDay} total={last30Days} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-3">
        <RankedList
          title="Top sources"
          icon={Megaphone}
          rows={bySource.map((row) => ({ ...row, label: leadSourceLabel(row.label) }))}
        />
        <RankedList title="Top countries" icon={Globe2} rows={byCountry} />
        <RankedList title="Top business types" icon={Briefcase} rows={byBusinessType} />
      </div>
    </>
  );
}

/** A card-styled <dl> of labelled numbers (a <dl> allows <div> around each dt/dd pair). */
function Stats({ stats }: { stats: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
        >
          <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The count the page loaded with, then the one the live event stream announces. */
function useRecentVisitors(loaded: number): number {
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => onStreamEvent("visitors", ({ count }) => setAnnounced(count)), []);
  return announced ?? loaded;
}

/**
 * The visitor analytics (docs/product.md#analytics): the range, the filters picked from the tables, the totals,
 * visitors per day and the six tables. Everything lives in the URL, so a view can be shared.
 */
function VisitorAnalytics({
  query,
  report,
  recentVisitors: loadedRecentVisitors,
}: {
  query: AnalyticsQuery;
  report: Route.ComponentProps["loaderData"]["visitors"];
  recentVisitors: number;
}) {
  const recentVisitors = useRecentVisitors(loadedRecentVisitors);
  const { totals, perDay, tables, chats } = report;
  const filters = DIMENSIONS.flatMap((dimension) => {
    const value = query.filters[dimension];
    return value === undefined ? [] : [{ dimension, value }];
  });
  return (
    <section aria-labelledby="visitors-heading" className="mb-10 grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="visitors-heading" className="text-xl font-semibold">
          Visitors
        </h2>
        <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          <Radio aria-hidden="true" className="size-4 text-primary" />
          <span>
            <span className="font-semibold text-foreground tabular-nums">{recentVisitors}</span>{" "}
            {recentVisitors === 1 ? "visitor" : "visitors"} in the last 5 minutes
          </span>
        </p>
      </div>
      <nav aria-label="Date range" className="flex flex-wrap items-end gap-2">
        {RANGES.filter((range) => range !== "custom").map((range) => (
          <Link
            key={range}
            to={analyticsSearch({ ...query, range })}
            aria-current={query.range === range ? "page" : undefined}
            className={buttonVariants({
              variant: query.range === range ? "default" : "outline",
              size: "sm",
            })}
          >
            {RANGE_LABELS[range]}
          </Link>
        ))}
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="range" value="custom" />
          {filters.map((filter) => (
            <input
              key={filter.dimension}
              type="hidden"
              name={filter.dimension}
              value={filter.value}
            />
          ))}
          <div className="grid gap-1">
            <Label htmlFor="analytics-from" className="text-xs">
              From
            </Label>
            <Input
              id="analytics-from"
              name="from"
              type="date"
              required
              defaultValue={query.from}
              className="h-8 w-36"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="analytics-to" className="text-xs">
              To
            </Label>
            <Input
              id="analytics-to"
              name="to"
              type="date"
              required
              defaultValue={query.to}
              className="h-8 w-36"
            />
          </div>
          <Button
            type="submit"
            size="sm"
            variant={query.range === "custom" ? "default" : "outline"}
          >
            {RANGE_LABELS.custom}
          </Button>
        </Form>
      </nav>
      {filters.length > 0 ? (
        <ul aria-label="Filters" className="flex flex-wrap gap-2">
          {filters.map(({ dimension, value }) => (
            <li key={dimension}>
              <Link
                to={analyticsSearch(query, { [dimension]: null })}
                className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "max-w-full")}
              >
                <span className="truncate">
                  {FILTER_LABELS[dimension]}: {value}
                </span>
                <X aria-hidden="true" />
                <span className="sr-only">(remove this filter)</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Stats
        stats={[
          { label: "Visitors", value: totals.visitors.toLocaleString("en-US") },
          { label: "Page views", value: totals.views.toLocaleString("en-US") },
          { label: "Leads", value: totals.leads.toLocaleString("en-US") },
          { label: "Demos booked", value: totals.demosBooked.toLocaleString("en-US") },
          {
            label: "WhatsApp chats started",
            value: totals.chatsStarted.toLocaleString("en-US"),
          },
          { label: "Conversion rate", value: conversionRate(totals.converted, totals.visitors) },
        ]}
      />
      <Card>
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h3>Visitors per day</h3>
          </CardTitle>
          <CardDescription>
            {formatDay(query.from, true)} to {formatDay(query.to, true)}, in the site's time zone.
          </CardDescription>
        </CardHeader>
        <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
          <LeadsPerDayChart
            perDay={perDay.map((day) => ({ day: day.day, count: day.visitors }))}
            total={totals.visitors}
            subject={{
              noun: "visitor",
              title: "Visitors",
              caption: "Visitors per day in the chosen range",
              testId: "visitors-per-day-chart",
            }}
          />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        {DIMENSIONS.map((dimension) => (
          <BreakdownCard
            key={dimension}
            dimension={dimension}
            rows={tables[dimension]}
            query={query}
          />
        ))}
        {/* A click on a chat button, tied to its visit (docs/decisions/0046-chat-links-tied-to-visits.md). */}
        {chats.map(({ dimension, rows }) => (
          <RankedList
            key={dimension}
            title={`WhatsApp chats by ${dimension}`}
            icon={MessageCircle}
            rows={rows.map((row) => ({ label: row.value || "(none)", count: row.chats }))}
            unit={{ one: "chat", other: "chats" }}
          />
        ))}
      </div>
    </section>
  );
}
