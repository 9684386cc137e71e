import { LogOut, ShieldCheck } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useRecentAuthentication } from "#app/components/admin/recent-authentication.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { UserActionResult } from "#app/modules/users/user-form.ts";

/**
 * "Require two-factor authentication for everyone". Turning it on needs two-factor on
 * one's own account; turning it off asks for a recent proof of identity. Below it, signing
 * every other session out (also after a recent proof).
 */
export function RequireTwoFactorCard({
  required,
  ownTwoFactor,
}: {
  required: boolean;
  ownTwoFactor: boolean;
}) {
  const fetcher = useFetcher<UserActionResult>();
  const confirmIdentity = useRecentAuthentication();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const settle = useRef<((ok: boolean) => void) | null>(null);
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) toast.success("Success", { description: result.message });
    else toast.error("Error", { description: result?.error || "Failed to change the setting" });
    settle.current?.(result?.ok === true);
    settle.current = null;
  });
  const busy = fetcher.state !== "idle";
  const shown = busy ? fetcher.formData?.get("value") === "on" : required;
  return (
    <SectionCard
      icon={ShieldCheck}
      title="Sign-in security"
      className="mt-6"
      description="With this on, anyone without two-factor authentication is taken to set it up right after the password and can do nothing else until it is done."
    >
      <div className="flex items-start gap-3">
        <Switch
          id={id}
          checked={shown}
          disabled={busy || (!required && !ownTwoFactor)}
          aria-describedby={`${id}-help`}
          onCheckedChange={async (on) => {
            if (!on && !(await confirmIdentity())) return;
            void fetcher.submit(
              { intent: "require-two-factor", value: on ? "on" : "off" },
              {
                method: "post",
              },
            );
          }}
        />
        <div className="grid gap-1">
          <Label htmlFor={id}>Require two-factor authentication for everyone</Label>
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            {!required && !ownTwoFactor
              ? "Turn on two-factor authentication for your own account first (Account screen)."
              : "Turning it off asks you to confirm it's you."}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          A lost laptop or a password that got out: end every session but this one.
        </p>
        <Button
          type="button"
          variant="outline"
          className="shrink-0"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          <LogOut aria-hidden="true" />
          Sign everyone else out
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign everyone else out?"
        description="Every user's sessions end, on every device, except this one. They sign in again with their password."
        confirmLabel="Sign everyone else out"
        onConfirm={async () => {
          if (!(await confirmIdentity())) return false;
          return new Promise<boolean>((resolve) => {
            settle.current = resolve;
            void fetcher.submit({ intent: "end-everyones-sessions" }, { method: "post" });
          });
        }}
      />
    </SectionCard>
  );
}
