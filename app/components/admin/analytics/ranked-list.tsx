import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";

export type LabelCount = { label: string; count: number };

/** What a count is of, as a screen reader says it after the number. */
export type CountUnit = { one: string; other: string };

const LEADS: CountUnit = { one: "lead", other: "leads" };

/** A top-10 list with bars proportional to the first (largest) entry. */
export function RankedList({
  title,
  icon: Icon,
  rows,
  unit = LEADS,
}: {
  title: string;
  icon: LucideIcon;
  rows: LabelCount[];
  unit?: CountUnit;
}) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle asChild className="flex items-center gap-2 text-base">
          <h2>
            <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No data yet.</p>
        ) : (
          <ol className="grid gap-3">
            {rows.map((row, index) => (
              <li key={row.label} className="grid gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words">
                    <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
                    {row.label}
                  </span>
                  <span className="font-semibold tabular-nums">
                    {row.count.toLocaleString("en-US")}
                    <span className="sr-only"> {row.count === 1 ? unit.one : unit.other}</span>
                  </span>
                </div>
                <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${(row.count / max) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
