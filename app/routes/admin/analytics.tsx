import { BarChart3, Briefcase, Globe2, Megaphone } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import {
  formatDay,
  LeadsPerDayChart,
} from "#app/components/admin/analytics/leads-per-day-chart.tsx";
import { RankedList } from "#app/components/admin/analytics/ranked-list.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { getLeadAnalytics } from "#app/modules/dashboard/dashboard.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/analytics";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  return { analytics: await getLeadAnalytics(db, config.SITE_TIMEZONE) };
}

export const meta: Route.MetaFunction = () => [{ title: "Analytics | Admin" }];

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { perDay, last30Days, bySource, byCountry, byBusinessType } = loaderData.analytics;
  const header = (
    <AdminPageHeader
      title="Analytics"
      subtitle="Leads over the last 30 days and where they come from"
    />
  );
  // Soft-deleted leads are not counted anywhere; no rows at all means no leads.
  if (bySource.length === 0) {
    return (
      <>
        {header}
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
      <Card className="mb-6">
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h2>Leads per day</h2>
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
        <RankedList title="Top sources" icon={Megaphone} rows={bySource} />
        <RankedList title="Top countries" icon={Globe2} rows={byCountry} />
        <RankedList title="Top business types" icon={Briefcase} rows={byBusinessType} />
      </div>
    </>
  );
}
