import { Check, Copy, TriangleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/toaster.tsx";

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
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.password);
    } catch {
      // No clipboard API (e.g. plain http on another host): copy the selected text instead.
      input.current?.select();
      if (!document.execCommand("copy")) {
        toast.error("Copy failed", { description: "Select the password and copy it yourself." });
        return;
      }
    }
    setCopied(true);
    toast.success("Password copied");
  }

  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Save the generated password</DialogTitle>
          <DialogDescription>
            {created ? `${created.email} can sign in with this password.` : null}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="generated-password">Generated password</Label>
          <div className="flex gap-2">
            <input
              ref={input}
              id="generated-password"
              readOnly
              value={created?.password ?? ""}
              onFocus={(event) => event.currentTarget.select()}
              spellCheck={false}
              className="flex h-10 w-full min-w-0 rounded-md border border-input bg-muted px-3 font-mono text-base tracking-wide text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            />
            <Button type="button" variant="outline" onClick={copy}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        </div>
        <p
          role="note"
          className="flex gap-2 rounded-md border border-destructive p-3 text-sm text-foreground"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            <strong>This password won't be shown again.</strong> Copy it now and pass it on
            securely. If it is lost, delete the user and create them again.
          </span>
        </p>
        <DialogFooter>
          <Button
            type="button"
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
