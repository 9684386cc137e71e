import { useRef } from "react";
import { useFetcher } from "react-router";
import { useRecentAuthentication } from "#app/components/admin/recent-authentication.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { UserActionResult } from "#app/modules/users/user-form.ts";
import type { UserRow } from "#app/modules/users/users.server.ts";

/**
 * Asks before deleting a user (docs/product.md#user-management). The dialog stays open, busy, until the server has
 * answered and the list has been reloaded; a refusal keeps it open with the reason in a toast.
 */
export function DeleteUserDialog({
  user,
  isSelf,
  onDone,
}: {
  user: UserRow | null;
  isSelf: boolean;
  onDone: () => void;
}) {
  const fetcher = useFetcher<UserActionResult>();
  const settle = useRef<((ok: boolean) => void) | null>(null);
  const confirmIdentity = useRecentAuthentication();

  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) toast.success("Success", { description: result.message });
    else toast.error("Error", { description: result?.error || "Failed to delete user" });
    settle.current?.(result?.ok === true);
    settle.current = null;
  });

  const who = user ? user.name || user.email : "";
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title="Delete user?"
      description={
        user
          ? `${who}${user.name ? ` (${user.email})` : ""} will be deleted with their login and can no longer sign in. This cannot be undone.${isSelf ? " This is your own account: you will be signed out." : ""}`
          : undefined
      }
      confirmLabel="Delete"
      onConfirm={async () => {
        // Deleting a user is a dangerous action: a recent proof of identity first.
        if (!user || !(await confirmIdentity())) return false;
        return new Promise<boolean>((resolve) => {
          settle.current = resolve;
          void fetcher.submit({ intent: "delete", id: user.id }, { method: "post" });
        });
      }}
    />
  );
}
