import { useRef } from "react";
import { useFetcher } from "react-router";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { PAGE_TEXTS, type PageKind, type PagesActionResult } from "#app/modules/pages/page-form.ts";

/**
 * Asks before deleting a page or post (docs/product.md#validation). The dialog stays open, busy, until the
 * server has answered and the list has been reloaded; a failure keeps it open with a toast.
 */
export function DeletePageDialog({
  target,
  kind,
  onDone,
}: {
  /** `translation`: its Urdu version, deleted with it (an Urdu version's own row has none). */
  target: { id: string; title: string; translation?: object | null } | null;
  kind: PageKind;
  onDone: () => void;
}) {
  const fetcher = useFetcher<PagesActionResult>();
  const settle = useRef<((ok: boolean) => void) | null>(null);

  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) toast.success(result.message, { description: result.description });
    else {
      toast.error(result?.title ?? PAGE_TEXTS.deleteFailedTitle, {
        description: result?.error ?? PAGE_TEXTS[kind].deleteFailed,
      });
    }
    settle.current?.(result?.ok === true);
    settle.current = null;
  });

  const noun = kind === "post" ? "blog post" : "page";
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={`Delete ${noun}?`}
      description={
        target
          ? `“${target.title}” will be deleted${target.translation ? " with its Urdu version" : ""}${kind === "post" ? " and disappear from the blog" : ""}. This cannot be undone.`
          : undefined
      }
      confirmLabel="Delete"
      onConfirm={() => {
        if (!target) return false;
        return new Promise<boolean>((resolve) => {
          settle.current = resolve;
          void fetcher.submit({ intent: "delete", id: target.id }, { method: "post" });
        });
      }}
    />
  );
}
