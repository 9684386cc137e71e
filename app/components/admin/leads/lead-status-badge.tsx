import { Badge } from "#app/components/ui/badge.tsx";
import { leadStatusBadge, leadStatusLabel } from "#app/modules/leads/leads-admin-display.ts";

/** A lead's status (docs/product.md#lead-statuses): new and won default, contacted secondary, lost destructive, archived outline. */
export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge variant={leadStatusBadge(status)}>{leadStatusLabel(status)}</Badge>;
}
