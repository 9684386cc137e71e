import type { ComponentProps } from "react";
import { Input } from "#app/components/ui/input.tsx";

/** The six-digit code from an authenticator app (a space in the middle allowed), as asked for
 * at sign-in and when confirming one's identity: numeric keyboard and the browser's one-time-code
 * autofill. */
export function AuthenticatorCodeInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      {...props}
      name="code"
      inputMode="numeric"
      dir="ltr"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
      placeholder="123456"
    />
  );
}
