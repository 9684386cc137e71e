import { cn } from "#app/lib/utils.ts";

export type DayCount = { day: string; count: number };

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const longDayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'YYYY-MM-DD' (a calendar day in the site's time zone) as readable text, the same everywhere. */
export function formatDay(day: string, long = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  return (long ? longDayFormat : dayFormat).format(date);
}

/** A round top for the axis and the steps of its grid lines: whole numbers only. */
export function niceScale(max: number): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 4, ticks: [0, 1, 2, 3, 4] };
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

/** What the bars count: the singular noun ("lead"), and the chart's name for the table. */
export type ChartSubject = { noun: string; title: string; caption: string; testId: string };

const LEADS: ChartSubject = {
  noun: "lead",
  title: "Leads",
  caption: "Leads per day, last 30 days",
  testId: "leads-per-day-chart",
};

/**
 * A count per day as a bar chart drawn with CSS (no chart library). Screen readers get a
 * one-sentence summary, and everyone can open the values as a table.
 */
export function LeadsPerDayChart({
  perDay,
  total,
  subject = LEADS,
}: {
  perDay: DayCount[];
  total: number;
  subject?: ChartSubject;
}) {
  const plural = (n: number) => `${n.toLocaleString("en-US")} ${subject.noun}${n === 1 ? "" : "s"}`;
  const max = Math.max(0, ...perDay.map((d) => d.count));
  const { top, ticks } = niceScale(max);
  const busiest = perDay.reduce<DayCount | null>(
    (best, d) => (d.count > (best?.count ?? 0) ? d : best),
    null,
  );
  const first = perDay[0];
  const last = perDay.at(-1);
  const summary =
    first && last
      ? `${subject.title} per day from ${formatDay(first.day, true)} to ${formatDay(last.day, true)}: ${plural(total)} in total${busiest ? `, most on ${formatDay(busiest.day, true)} with ${plural(busiest.count)}` : ""}.`
      : "No data";
  // Every 7th day gets a date under the axis, counted back from today so today is labelled.
  const labelled = (index: number) => (perDay.length - 1 - index) % 7 === 0;

  return (
    <figure className="grid gap-3">
      <div className="flex gap-2">
        {/* y axis */}
        <div
          aria-hidden="true"
          className="relative h-56 w-8 shrink-0 text-right text-xs text-muted-foreground tabular-nums sm:h-64"
        >
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 -translate-y-1/2"
              style={{ top: `${100 - (tick / top) * 100}%` }}
            >
              {tick}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div
            role="img"
            aria-label={summary}
            title={summary}
            className="relative h-56 border-b border-l border-border sm:h-64"
            data-testid={subject.testId}
          >
            {ticks.slice(1).map((tick) => (
              <div
                key={tick}
                aria-hidden="true"
                className="absolute inset-x-0 border-t border-dashed border-border"
                style={{ top: `${100 - (tick / top) * 100}%` }}
              />
            ))}
            <div className="absolute inset-0 flex items-end gap-px px-px sm:gap-1 sm:px-1">
              {perDay.map((d) => (
                <div
                  key={d.day}
                  title={`${formatDay(d.day, true)}: ${plural(d.count)}`}
                  className="group relative flex h-full flex-1 items-end"
                >
                  <div
                    className={cn(
                      "w-full rounded-t-sm bg-primary transition-opacity group-hover:opacity-80",
                      d.count === 0 && "bg-transparent",
                    )}
                    style={{ height: `${(d.count / top) * 100}%` }}
                  />
                </div>
              ))}
            </div>
          </div>
          <div aria-hidden="true" className="mt-1 flex gap-px px-px sm:gap-1 sm:px-1">
            {perDay.map((d, index) => (
              <div key={d.day} className="relative h-4 flex-1">
                {labelled(index) ? (
                  <span className="absolute top-0 right-0 text-xs whitespace-nowrap text-muted-foreground">
                    {formatDay(d.day)}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
      <details className="group rounded-md border border-border">
        <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
          Show the values as a table
        </summary>
        <div className="border-t border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{subject.caption}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="px-3 py-2 text-left font-medium text-muted-foreground">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium text-muted-foreground">
                  {subject.title}
                </th>
              </tr>
            </thead>
            <tbody>
              {perDay.map((d) => (
                <tr key={d.day} className="border-b border-border last:border-0">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    <time dateTime={d.day}>{formatDay(d.day, true)}</time>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{d.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
