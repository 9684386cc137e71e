import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { useFetcher } from "react-router";
import { useRecentAuthentication } from "#app/components/admin/recent-authentication.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { UserActionResult } from "#app/modules/users/user-form.ts";

/**
 * "Require two-factor authentication for every admin". Turning it on needs two-factor on
 * one's own account; turning it off asks for a recent proof of identity.
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
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) toast.success("Success", { description: result.message });
    else toast.error("Error", { description: result?.error || "Failed to change the setting" });
  });
  const busy = fetcher.state !== "idle";
  const shown = busy ? fetcher.formData?.get("value") === "on" : required;
  return (
    <SectionCard
      icon={ShieldCheck}
      title="Sign-in security"
      className="mt-6"
      description="With this on, an admin without two-factor authentication is taken to set it up right after the password and can do nothing else until it is done."
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
          <Label htmlFor={id}>Require two-factor authentication for every admin</Label>
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            {!required && !ownTwoFactor
              ? "Turn on two-factor authentication for your own account first (Account screen)."
              : "Turning it off asks you to confirm it's you."}
          </p>
        </div>
      </div>
    </SectionCard>
  );
}
