import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { OneTimeSecretField, ShownOnceNote } from "./one-time-secret-field.tsx";

/**
 * Shows the password generated for a new user, once: it is kept nowhere but here, and is
 * forgotten when the dialog closes. An outside click does not close it by accident.
 */
export function GeneratedPasswordDialog({
  created,
  onClose,
}: {
  created: { email: string; password: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Save the generated password</DialogTitle>
          <DialogDescription>
            {created ? `${created.email} can sign in with this password.` : null}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <OneTimeSecretField
            // A new field per password: "Copied" never carries over to the next one.
            key={created.password}
            id="generated-password"
            label="Generated password"
            value={created.password}
            copiedMessage="Password copied"
            className="tracking-wide"
          />
        ) : null}
        <ShownOnceNote>
          <strong>This password won't be shown again.</strong> Copy it now and pass it on securely.
          If it is lost, send them a password reset link.
        </ShownOnceNote>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
