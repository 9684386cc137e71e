import {
  Archive,
  Download,
  type LucideIcon,
  RotateCcw,
  Trash2,
  UserRoundCheck,
  X,
} from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { leadCount } from "#app/modules/leads/leads-admin-display.ts";
import {
  type LeadIntent,
  NO_SELECTION_MESSAGE,
  UNASSIGNED_OWNER,
} from "#app/modules/leads/leads-admin-form.ts";
import { SPEC_EXPORT_HINT } from "#app/modules/leads/leads-csv.ts";
import { useLeadCommand } from "./lead-row-actions.tsx";

type Props = {
  selectedIds: readonly string[];
  /** The admins the selection can be assigned to. */
  owners: readonly { id: string; name: string }[];
  onExport: () => void;
  onClear: () => void;
};

/**
 * docs/product.md#leads: shown while one or more rows are selected, with the count and Archive, Restore,
 * Delete Permanently (asked first) and Export CSV for the selection, and an owner to assign
 * them to. All leads of one action change in one transaction.
 */
export function LeadsBulkBar({ selectedIds, owners, onExport, onClear }: Props) {
  const { run, busy, fetcher } = useLeadCommand(onClear);
  const [owner, setOwner] = useState("");
  const count = selectedIds.length;
  if (count === 0) return null;
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;

  function guarded<T>(work: () => T): T | false {
    if (selectedIds.length === 0) {
      toast.error(NO_SELECTION_MESSAGE);
      return false;
    }
    return work();
  }
  const bulk = (intent: LeadIntent) => guarded(() => run(intent, selectedIds));
  const icon = (intent: LeadIntent, fallback: React.ReactNode) =>
    pendingIntent === intent ? <Spinner /> : fallback;
  /** A button that runs `intent` on the selection at once. */
  const bulkButton = (intent: LeadIntent, label: string, Icon: LucideIcon) => (
    <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => bulk(intent)}>
      {icon(intent, <Icon aria-hidden="true" />)}
      {label}
    </Button>
  );

  return (
    <section
      aria-label="Bulk actions"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-primary/40 bg-accent px-4 py-3 text-accent-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 text-sm font-medium" aria-live="polite">
        {leadCount(count)} selected
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          onClick={onClear}
          aria-label="Clear selection"
          title="Clear selection"
        >
          <X aria-hidden="true" />
        </Button>
      </p>
      <div className="flex flex-wrap gap-2">
        <div className="flex gap-2">
          <label htmlFor="bulk-owner" className="sr-only">
            Assign to
          </label>
          <NativeSelect
            id="bulk-owner"
            value={owner}
            onChange={(event) => setOwner(event.target.value)}
            className="h-8 w-40 text-sm"
          >
            <option value="">Assign to…</option>
            <option value={UNASSIGNED_OWNER}>Unassigned</option>
            {owners.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name}
              </option>
            ))}
          </NativeSelect>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy || owner === ""}
            onClick={() => guarded(() => run("assign", selectedIds, undefined, { owner }))}
          >
            {icon("assign", <UserRoundCheck aria-hidden="true" />)}
            Assign
          </Button>
        </div>
        {bulkButton("archive", "Archive", Archive)}
        {bulkButton("restore", "Restore", RotateCcw)}
        <ConfirmDialog
          title={`Delete ${leadCount(count)} permanently?`}
          description="The selected leads will be removed for good. This cannot be undone."
          confirmLabel="Delete Permanently"
          onConfirm={() => bulk("delete")}
          trigger={
            <Button type="button" variant="destructive" size="sm" disabled={busy}>
              {icon("delete", <Trash2 aria-hidden="true" />)}
              Delete Permanently
            </Button>
          }
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => guarded(() => onExport())}
          title={`The ${leadCount(count)} selected, ${SPEC_EXPORT_HINT}`}
        >
          <Download aria-hidden="true" />
          Export CSV
          <span className="sr-only"> of the selection ({leadCount(count)})</span>
        </Button>
      </div>
    </section>
  );
}
