import { ShownOnceDialog } from "#app/components/admin/shown-once-dialog.tsx";
import type { PasswordLinkResult } from "#app/modules/users/user-form.ts";
import { OneTimeSecretField } from "./one-time-secret-field.tsx";

/**
 * Shows an invitation or password reset link that could not be e-mailed, once (ADR 0028).
 */
export function PasswordLinkDialog({
  link,
  timeZone,
  onClose,
}: {
  link: PasswordLinkResult | null;
  timeZone: string;
  onClose: () => void;
}) {
  const invitation = link?.kind === "invitation";
  const until = link
    ? new Intl.DateTimeFormat("en-US", {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone,
        timeZoneName: "short",
      }).format(new Date(link.expiresAt))
    : "";
  return (
    <ShownOnceDialog
      open={link?.url != null}
      title={invitation ? "Copy the invitation link" : "Copy the password reset link"}
      description={
        link
          ? `${link.email} opens this link to choose ${invitation ? "their" : "a new"} password. It works once, until ${until}.`
          : null
      }
      note={
        <>
          <strong>This link won't be shown again.</strong> Anyone who has it can choose this
          person's password, so pass it on to them alone. If it is lost, send a new one.
        </>
      }
      onClose={onClose}
    >
      {link?.emailFailed ? (
        <p role="alert" className="text-sm text-destructive">
          The e-mail could not be sent, so pass the link on yourself.
        </p>
      ) : null}
      {link?.url ? (
        <OneTimeSecretField
          key={link.url}
          id="password-link"
          label={invitation ? "Invitation link" : "Password reset link"}
          value={link.url}
          copiedMessage="Link copied"
          className="text-sm"
        />
      ) : null}
    </ShownOnceDialog>
  );
}
