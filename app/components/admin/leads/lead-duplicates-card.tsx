import { GitMerge } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { LEADS_LIST_PATH } from "#app/modules/leads/lead-filters.ts";

import { useLeadCommand } from "./lead-row-actions.tsx";

export type DuplicateRow = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  deletedAt: Date | null;
  mergedInto: string | null;
};

/** Merges one other lead into this one (asked first with JavaScript; a plain form without). */
function MergeButton({ leadId, other }: { leadId: string; other: DuplicateRow }) {
  const { fetcher, run, busy } = useLeadCommand();
  const hydrated = useHydrated();
  const label = "Merge into this lead";
  if (!hydrated) {
    return (
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="id" value={leadId} />
        <input type="hidden" name="other" value={other.id} />
        <Button type="submit" variant="outline" size="sm">
          <GitMerge aria-hidden="true" />
          {label}
        </Button>
      </fetcher.Form>
    );
  }
  return (
    <ConfirmDialog
      destructive={false}
      title={`Merge ${other.name} into this lead?`}
      description="Its notes and history move here, and it is archived with a link to this lead."
      confirmLabel="Merge"
      onConfirm={() => run("merge", [leadId], undefined, { other: other.id })}
      trigger={
        <Button type="button" variant="outline" size="sm" disabled={busy}>
          {busy ? <Spinner /> : <GitMerge aria-hidden="true" />}
          {label}
        </Button>
      }
    />
  );
}

/** The other leads of the same person (e-mail or WhatsApp number), and merging them here. */
export function LeadDuplicatesCard({
  lead,
  duplicates,
  timeZone,
}: {
  lead: {
    id: string;
    possibleDuplicate: boolean;
    mergedInto: string | null;
    deletedAt: Date | null;
  };
  duplicates: readonly DuplicateRow[];
  timeZone: string;
}) {
  if (duplicates.length === 0 && !lead.mergedInto) return null;
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle asChild className="flex flex-wrap items-center gap-2 text-lg">
          <h2>
            Same person
            {lead.possibleDuplicate ? <Badge variant="secondary">Possible duplicate</Badge> : null}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        {lead.mergedInto ? (
          <p role="note">
            This lead was merged into{" "}
            <Link
              to={`${LEADS_LIST_PATH}/${lead.mergedInto}`}
              className="font-medium underline underline-offset-4"
            >
              another lead
            </Link>
            .
          </p>
        ) : null}
        {duplicates.length > 0 ? (
          <ul className="grid gap-3">
            {duplicates.map((other) => (
              <li
                key={other.id}
                className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link
                    to={`${LEADS_LIST_PATH}/${other.id}`}
                    className="font-medium break-words underline underline-offset-4"
                  >
                    {other.name}
                  </Link>
                  <p className="text-sm break-all text-muted-foreground">
                    {other.email} · {formatConsoleDateTime(other.createdAt, timeZone)}
                    {other.mergedInto ? " · merged" : other.deletedAt ? " · archived" : ""}
                  </p>
                </div>
                {!other.mergedInto && !lead.deletedAt ? (
                  <MergeButton leadId={lead.id} other={other} />
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
