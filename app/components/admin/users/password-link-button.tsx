import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useRecentAuthentication } from "#app/components/admin/recent-authentication.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { PasswordLinkResult, UserActionResult } from "#app/modules/users/user-form.ts";
import type { UserRow } from "#app/modules/users/users.server.ts";
import { PasswordLinkDialog } from "./password-link-dialog.tsx";

/**
 * "Send password reset link" for one user (an invitation again for one who has no password
 * yet): after a recent proof of identity, the link is e-mailed, or shown once to copy.
 */
export function PasswordLinkButton({
  user,
  who,
  timeZone,
}: {
  user: UserRow;
  who: string;
  timeZone: string;
}) {
  const fetcher = useFetcher<UserActionResult>();
  const confirmIdentity = useRecentAuthentication();
  const [link, setLink] = useState<PasswordLinkResult | null>(null);
  useFetcherSettled(fetcher, (result) => {
    if (!result?.ok) {
      toast.error("Error", { description: result?.error ?? "Failed to make the link" });
      return;
    }
    if (result.passwordLink?.url) setLink(result.passwordLink);
    else toast.success("Link sent", { description: result.message });
  });
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Send password reset link to ${who}`}
        title="Send password reset link"
        disabled={fetcher.state !== "idle"}
        onClick={async () => {
          if (!(await confirmIdentity())) return;
          void fetcher.submit({ intent: "password-link", id: user.id }, { method: "post" });
        }}
      >
        <KeyRound aria-hidden="true" />
      </Button>
      <PasswordLinkDialog link={link} timeZone={timeZone} onClose={() => setLink(null)} />
    </>
  );
}
