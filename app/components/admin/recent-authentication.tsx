import { ShieldCheck } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { AuthenticatorCodeInput } from "#app/components/admin/authenticator-code-input.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import {
  type ConfirmIdentityResult,
  REAUTHENTICATE_PATH,
  RECENT_AUTHENTICATION_WINDOW_MS,
} from "#app/modules/auth/recent-authentication-form.ts";

// Re-authentication on the client: before a dangerous action, `useRecentAuthentication()`
// gives a function that resolves true at once when this session proved its identity recently
// enough, and otherwise opens "Confirm it's you" (password or authenticator code) and resolves
// true once the server accepted the proof (false when the admin cancels). The server checks
// again on the action itself (requireRecentAuthentication); this only asks first.
//
//   const confirmIdentity = useRecentAuthentication();
//   onConfirm={async () => (await confirmIdentity()) && submit(...)}

type ProofState = {
  /** How long the session's proof stays recent, as the page's data said when it loaded. */
  secondsLeft: number;
  twoFactorEnabled: boolean;
};

/** Asked this long before the proof runs out, so it does not lapse while the action is sent. */
const MARGIN_MS = 15_000;

const RecentAuthenticationContext = createContext<(() => Promise<boolean>) | null>(null);

/** Resolves true when the admin may go ahead with a dangerous action (see above). */
export function useRecentAuthentication(): () => Promise<boolean> {
  const confirm = useContext(RecentAuthenticationContext);
  if (!confirm) throw new Error("useRecentAuthentication needs RecentAuthenticationProvider");
  return confirm;
}

export function RecentAuthenticationProvider({
  state,
  children,
}: {
  state: ProofState;
  children: React.ReactNode;
}) {
  // A clock of this page (not the server's): the data says how many seconds were left.
  // Each load of the data (a new `state`) restarts the count.
  const recentUntil = useMemo(
    () => (typeof performance === "undefined" ? 0 : performance.now()) + state.secondsLeft * 1000,
    [state],
  );
  const [asking, setAsking] = useState(false);
  const pending = useRef<((ok: boolean) => void) | null>(null);
  const confirmedAt = useRef<number | null>(null);

  const confirm = useCallback(() => {
    const now = performance.now();
    const recentByData = now < recentUntil - MARGIN_MS;
    // Confirmed in this dialog before the page's data caught up.
    const recentByDialog =
      confirmedAt.current !== null &&
      now < confirmedAt.current + RECENT_AUTHENTICATION_WINDOW_MS - MARGIN_MS;
    if (recentByData || recentByDialog) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      pending.current?.(false);
      pending.current = resolve;
      setAsking(true);
    });
  }, [recentUntil]);

  const settle = (ok: boolean) => {
    if (ok) confirmedAt.current = performance.now();
    setAsking(false);
    pending.current?.(ok);
    pending.current = null;
  };

  return (
    <RecentAuthenticationContext.Provider value={confirm}>
      {children}
      <ConfirmIdentityDialog
        open={asking}
        twoFactorEnabled={state.twoFactorEnabled}
        onConfirmed={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </RecentAuthenticationContext.Provider>
  );
}

/** "Confirm it's you": the password, or a code from the authenticator app when there is one. */
function ConfirmIdentityDialog({
  open,
  twoFactorEnabled,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  twoFactorEnabled: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const fetcher = useFetcher<ConfirmIdentityResult>();
  const [method, setMethod] = useState<"password" | "totp">("password");
  const [error, setError] = useState<string | undefined>();
  const busy = fetcher.state !== "idle";
  useFetcherSettled(fetcher, (result) => {
    if (result?.ok) {
      setError(undefined);
      onConfirmed();
    } else setError(result?.error ?? "Something went wrong. Try again.");
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) {
          setError(undefined);
          onCancel();
        }
      }}
    >
      <DialogContent
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Confirm it's you</DialogTitle>
          <DialogDescription>
            {method === "password"
              ? "This action needs a recent sign-in. Enter your password to go on."
              : "This action needs a recent sign-in. Enter the 6-digit code from your authenticator app."}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={REAUTHENTICATE_PATH} className="contents" key={method}>
          <DialogBody className="grid gap-3">
            <input type="hidden" name="method" value={method} />
            {method === "password" ? (
              <Field label="Your password" required error={error}>
                {(props) => (
                  <Input
                    {...props}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    maxLength={128}
                    autoFocus
                  />
                )}
              </Field>
            ) : (
              <Field label="Authentication code" required error={error}>
                {(props) => <AuthenticatorCodeInput {...props} autoFocus />}
              </Field>
            )}
            {twoFactorEnabled ? (
              <button
                type="button"
                className="justify-self-start text-sm text-primary underline-offset-4 hover:underline"
                onClick={() => {
                  setError(undefined);
                  setMethod(method === "password" ? "totp" : "password");
                }}
              >
                {method === "password"
                  ? "Use your authenticator app instead"
                  : "Use your password instead"}
              </button>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
              Confirm
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
