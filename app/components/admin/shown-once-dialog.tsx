import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";

/**
 * A dialog that shows a secret once (a generated password, an invitation or password reset
 * link, recovery codes): the secret is kept nowhere but here and is forgotten when the dialog
 * closes, so an outside click does not close it by accident. Under the secret, a warning `note`
 * says what it opens and that it will not be shown again; `actions` go before "Done".
 */
export function ShownOnceDialog({
  open,
  title,
  description,
  note,
  actions,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  note: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(stillOpen) => {
        if (!stillOpen) onClose();
      }}
    >
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <p
          role="note"
          className="flex gap-2 rounded-md border border-destructive p-3 text-sm text-foreground"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>{note}</span>
        </p>
        <DialogFooter>
          {actions}
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
