import { Badge } from "#app/components/ui/badge.tsx";
import type { LeadStatus } from "#app/db/enums.ts";
import { LEAD_STATUS_LABELS, leadStatusBadge } from "#app/modules/leads/leads-admin-display.ts";

/** A lead's status (spec §4): new and won default, contacted secondary, lost destructive, archived outline. */
export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={leadStatusBadge(status)}>
      {LEAD_STATUS_LABELS[status as LeadStatus] ?? status}
    </Badge>
  );
}
