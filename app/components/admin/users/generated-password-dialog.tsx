import { ShownOnceDialog } from "#app/components/admin/shown-once-dialog.tsx";
import { OneTimeSecretField } from "./one-time-secret-field.tsx";

/** Shows the password generated for a new user, once. */
export function GeneratedPasswordDialog({
  created,
  onClose,
}: {
  created: { email: string; password: string } | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      open={created !== null}
      title="Save the generated password"
      description={created ? `${created.email} can sign in with this password.` : null}
      note={
        <>
          <strong>This password won't be shown again.</strong> Copy it now and pass it on securely.
          If it is lost, send them a password reset link.
        </>
      }
      onClose={onClose}
    >
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
    </ShownOnceDialog>
  );
}
