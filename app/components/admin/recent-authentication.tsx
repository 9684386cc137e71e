import { Fingerprint, ShieldCheck } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { AuthenticatorCodeInput } from "#app/components/admin/authenticator-code-input.tsx";
import { PasskeyCancelled, signWithPasskey } from "#app/components/admin/passkey-browser.ts";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogCancelButton,
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
// enough, and otherwise opens "Confirm it's you" (password, authenticator code or passkey) and resolves
// true once the server accepted the proof (false when the admin cancels). The server checks
// again on the action itself (requireRecentAuthentication); this only asks first.
//
//   const confirmIdentity = useRecentAuthentication();
//   onConfirm={async () => (await confirmIdentity()) && submit(...)}

type ProofState = {
  /** How long the session's proof stays recent, as the page's data said when it loaded. */
  secondsLeft: number;
  twoFactorEnabled: boolean;
  hasPasskey: boolean;
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
        hasPasskey={state.hasPasskey}
        onConfirmed={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </RecentAuthenticationContext.Provider>
  );
}

/**
 * "Confirm it's you": the password, or a code from the authenticator app when there is one, or
 * one of the admin's passkeys.
 */
function ConfirmIdentityDialog({
  open,
  twoFactorEnabled,
  hasPasskey,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  twoFactorEnabled: boolean;
  hasPasskey: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const fetcher = useFetcher<ConfirmIdentityResult>();
  const [method, setMethod] = useState<"password" | "totp">("password");
  const [error, setError] = useState<string | undefined>();
  const passkey = usePasskeyProof({
    onConfirmed: () => {
      setError(undefined);
      onConfirmed();
    },
    onFailed: setError,
  });
  const busy = fetcher.state !== "idle" || passkey.busy;
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
              ? `This action needs a recent sign-in. Enter your password${hasPasskey ? " or use a passkey" : ""} to go on.`
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
            {hasPasskey ? (
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                disabled={busy}
                onClick={passkey.start}
              >
                {passkey.busy ? <Spinner /> : <Fingerprint aria-hidden="true" />}
                Use a passkey
              </Button>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogCancelButton disabled={busy} />
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

/**
 * The dialog's passkey: a challenge from the server (only the admin's own passkeys may answer
 * it), the browser's passkey prompt, then its answer to the server, which renews the proof.
 */
function usePasskeyProof({
  onConfirmed,
  onFailed,
}: {
  onConfirmed: () => void;
  onFailed: (error: string | undefined) => void;
}) {
  const challenge = useFetcher<ConfirmIdentityResult>();
  const answer = useFetcher<ConfirmIdentityResult>();
  const [busy, setBusy] = useState(false);
  const failed = (error: string | undefined) => {
    setBusy(false);
    onFailed(error);
  };
  useFetcherSettled(challenge, async (result) => {
    if (!result?.ok || !result.options) {
      failed(result && !result.ok ? result.error : "Something went wrong. Try again.");
      return;
    }
    try {
      const response = await signWithPasskey(result.options);
      void answer.submit(
        { method: "passkey", response },
        { method: "post", action: REAUTHENTICATE_PATH },
      );
    } catch (problem) {
      failed(problem instanceof PasskeyCancelled ? undefined : (problem as Error).message);
    }
  });
  useFetcherSettled(answer, (result) => {
    if (result?.ok) {
      setBusy(false);
      onConfirmed();
    } else failed(result?.error ?? "Something went wrong. Try again.");
  });
  return {
    busy,
    start: () => {
      setBusy(true);
      onFailed(undefined);
      void challenge.submit(
        { method: "passkey-options" },
        { method: "post", action: REAUTHENTICATE_PATH },
      );
    },
  };
}
