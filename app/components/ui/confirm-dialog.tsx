import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/utils.ts";
import { buttonVariants } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

export type ConfirmDialogProps = {
  /** Controlled open state; leave out (with `trigger`) to let the dialog manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  confirmLabel?: React.ReactNode;
  cancelLabel?: React.ReactNode;
  /** Styles the confirm button as destructive (default) or primary. */
  destructive?: boolean;
  /**
   * Runs on confirm. While a returned promise is pending the confirm button is disabled and
   * shows a spinner and the dialog cannot be dismissed. The dialog then closes, unless the
   * result is `false` (a handled failure: show it yourself, e.g. with toast.error) or it
   * throws/rejects (kept open too; the error goes to `reportError`, i.e. the console).
   */
  onConfirm: () => unknown;
  /** An element (usually a Button) that opens the dialog. */
  trigger?: React.ReactElement;
};

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

/** An accessible "are you sure?" dialog built on Radix AlertDialog (focus starts on Cancel). */
export function ConfirmDialog({
  open: openProp,
  onOpenChange,
  title,
  description,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  destructive = true,
  onConfirm,
  trigger,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const refocusConfirm = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const open = openProp ?? uncontrolledOpen;

  function setOpen(next: boolean) {
    if (!next && pending) return;
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  useEffect(() => {
    // The confirm button lost focus while disabled; give it back if the dialog stayed open.
    if (!pending && refocusConfirm.current) {
      refocusConfirm.current = false;
      confirmRef.current?.focus();
    }
  }, [pending]);

  async function handleConfirm(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault(); // keep Radix from closing before the work is done
    if (pending) return;
    let result: unknown;
    let waited = false;
    try {
      result = onConfirm();
      if (isPromiseLike(result)) {
        waited = true;
        setPending(true);
        result = await result;
      }
    } catch (error) {
      reportError(error);
      result = false;
    }
    if (result === false) {
      refocusConfirm.current = waited;
      setPending(false);
    } else {
      setPending(false);
      if (openProp === undefined) setUncontrolledOpen(false);
      onOpenChange?.(false);
    }
  }

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={setOpen}>
      {trigger ? (
        <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      ) : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background/80 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <AlertDialogPrimitive.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-lg",
            "transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0",
          )}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            // Without a `trigger`, Radix has nowhere to return focus: go back to whatever
            // opened the dialog (e.g. a row's delete button) if it still exists.
            const target = returnFocusTo.current;
            if (!trigger && target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex flex-col gap-2">
            <AlertDialogPrimitive.Title className="text-lg font-semibold leading-tight tracking-tight">
              {title}
            </AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel
              disabled={pending}
              className={buttonVariants({ variant: "outline" })}
            >
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              ref={confirmRef}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={handleConfirm}
              className={buttonVariants({ variant: destructive ? "destructive" : "default" })}
            >
              {pending ? <Spinner /> : null}
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
