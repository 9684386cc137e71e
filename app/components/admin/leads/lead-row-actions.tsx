import { Archive, PhoneCall, RotateCcw, Trash2 } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { cn } from "#app/lib/utils.ts";
import type { LeadActionResult, LeadIntent } from "#app/modules/leads/leads-admin-form.ts";

export type RowLead = { id: string; name: string; status: string; deletedAt: Date | null };

function commandForm(
  intent: LeadIntent,
  ids: readonly string[],
  status?: string,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.set("intent", intent);
  for (const id of ids) form.append("id", id);
  if (status) form.set("status", status);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/**
 * Posts lead commands to the current route's action (whose clientAction shows the toasts),
 * calling `onSuccess` once for each command that succeeded.
 */
export function useLeadCommand(onSuccess?: () => void) {
  const fetcher = useFetcher<LeadActionResult>();
  const handled = useRef<LeadActionResult | undefined>(undefined);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  useEffect(() => {
    if (!fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) onSuccessRef.current?.();
  }, [fetcher.data]);
  return {
    busy: fetcher.state !== "idle",
    /** Resolves once the action ran and the page has its fresh data. */
    run: (
      intent: LeadIntent,
      ids: readonly string[],
      status?: string,
      fields?: Record<string, string>,
    ) => fetcher.submit(commandForm(intent, ids, status, fields), { method: "post" }),
    fetcher,
  };
}

/**
 * A row's actions (docs/product.md#leads): for an active lead, mark as contacted (disabled when it already
 * is) and archive; for an archived one, restore and permanent delete (asked first). Each
 * button is a small POST form, so it works before hydration too.
 */
export function LeadRowActions({ lead, labelled = false }: { lead: RowLead; labelled?: boolean }) {
  const { fetcher, run, busy } = useLeadCommand();
  const archived = lead.deletedAt !== null || lead.status === "archived";
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;
  const size = labelled ? "sm" : "icon";
  const iconOnly = labelled ? "" : "size-8";

  const actionButton = (
    intent: LeadIntent,
    label: string,
    icon: React.ReactNode,
    options: { status?: string; disabled?: boolean; title?: string } = {},
  ) => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={lead.id} />
      {options.status ? <input type="hidden" name="status" value={options.status} /> : null}
      <Button
        type="submit"
        variant="outline"
        size={size}
        className={iconOnly}
        disabled={options.disabled || busy}
        aria-label={labelled ? undefined : `${label}: ${lead.name}`}
        title={options.title ?? label}
      >
        {pendingIntent === intent ? <Spinner /> : icon}
        {labelled ? label : null}
      </Button>
    </fetcher.Form>
  );

  if (!archived) {
    const contacted = lead.status === "contacted";
    return (
      <div className={cn("flex items-center", labelled ? "flex-wrap gap-2" : "gap-1")}>
        {actionButton("set-status", "Mark as contacted", <PhoneCall aria-hidden="true" />, {
          status: "contacted",
          disabled: contacted,
          title: contacted ? "Already contacted" : "Mark as contacted",
        })}
        {actionButton("archive", "Archive", <Archive aria-hidden="true" />)}
      </div>
    );
  }

  return (
    <div className={cn("flex items-center", labelled ? "flex-wrap gap-2" : "gap-1")}>
      {actionButton("restore", "Restore", <RotateCcw aria-hidden="true" />)}
      <ConfirmDialog
        title="Delete this lead permanently?"
        description={`${lead.name} will be removed for good. This cannot be undone.`}
        confirmLabel="Delete Permanently"
        onConfirm={() => run("delete", [lead.id])}
        trigger={
          <Button
            type="button"
            variant="outline"
            size={size}
            className={cn(iconOnly, "text-destructive hover:text-destructive")}
            disabled={busy}
            aria-label={labelled ? undefined : `Delete permanently: ${lead.name}`}
            title="Delete permanently"
          >
            {pendingIntent === "delete" ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {labelled ? "Delete permanently" : null}
          </Button>
        }
      />
    </div>
  );
}
