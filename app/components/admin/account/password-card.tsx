import { KeyRound } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { SecondFactorCodeField } from "#app/components/admin/account/second-factor-code-field.tsx";
import { SectionCard } from "#app/components/admin/section-card.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { AccountActionResult } from "#app/modules/auth/account-form.ts";
import { MIN_PASSWORD_LENGTH } from "#app/modules/users/user-form.ts";

/**
 * Change one's own password: the current one (and, with two-factor on, a code: both factors
 * before a factor changes), then a new one the server checks for strength.
 */
export function PasswordCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const fetcher = useFetcher<AccountActionResult>();
  const form = useRef<HTMLFormElement>(null);
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok && result.intent === "password-change") {
      toast.success(result.message);
      form.current?.reset();
    } else if (!result) toast.error("Failed to change the password");
  });
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const errors = failed?.fieldErrors ?? {};
  // A refusal that is about no one field (a wrong code, too many attempts).
  const formError = failed && !failed.fieldErrors ? failed.error : null;
  const busy = fetcher.state !== "idle";
  return (
    <SectionCard
      icon={KeyRound}
      title="Password"
      description="Changing it signs you out everywhere else."
    >
      <fetcher.Form ref={form} method="post" className="grid gap-3 sm:max-w-sm">
        <input type="hidden" name="intent" value="password-change" />
        <Field label="Current password" required error={errors.currentPassword}>
          {(props) => (
            <Input
              {...props}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
            />
          )}
        </Field>
        <Field
          label="New password"
          required
          error={errors.newPassword}
          description={`At least ${MIN_PASSWORD_LENGTH} characters; common or easily guessed passwords are refused.`}
        >
          {(props) => (
            <Input
              {...props}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              maxLength={128}
            />
          )}
        </Field>
        {twoFactorEnabled ? (
          <SecondFactorCodeField
            label="Code from your app or a recovery code"
            error={errors.code}
          />
        ) : null}
        {formError ? (
          <p role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? <Spinner /> : <KeyRound aria-hidden="true" />}
          Change password
        </Button>
      </fetcher.Form>
    </SectionCard>
  );
}
