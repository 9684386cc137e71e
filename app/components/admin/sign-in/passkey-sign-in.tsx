import { Fingerprint } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  PasskeyCancelled,
  signWithPasskey,
} from "#app/components/admin/passkey-browser.ts";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { PASSKEY_SIGN_IN_PATH, type PasskeySignInData } from "#app/modules/auth/sign-in-form.ts";

/**
 * Passkey sign-in (ADR 0018): the button asks the browser for a passkey in its own dialog; where
 * the browser supports it, the e-mail field also offers the passkeys it holds for this site
 * (conditional UI), from a challenge asked as soon as the page is ready. Either way the signed
 * answer goes to the passkey route, which signs in and redirects like a password.
 */
export function usePasskeySignIn(enabled: boolean) {
  const hydrated = useHydrated();
  const passkey = useFetcher<PasskeySignInData>();
  const autofill = useRef(false);
  const [asking, setAsking] = useState(false);
  const supported = enabled && hydrated && browserSupportsWebAuthn();
  const post = (body: Record<string, string>) =>
    passkey.submit(body, { method: "post", action: PASSKEY_SIGN_IN_PATH });
  const ask = (inAutofill: boolean) => {
    autofill.current = inAutofill;
    void post({ intent: "options" });
  };
  // Once per visit of the password step (ask only uses a ref and the fetcher).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    void browserSupportsWebAuthnAutofill().then((yes) => {
      if (yes && !cancelled) ask(true);
    });
    return () => {
      cancelled = true;
    };
  }, [supported]);

  useFetcherSettled(passkey, async (result) => {
    const inAutofill = autofill.current;
    if (!result?.options) {
      // A refusal says why; no answer at all is the way in (a redirect).
      setAsking(false);
      if (result?.toast) toast.error(result.toast.title, { description: result.toast.description });
      return;
    }
    try {
      void post({ intent: "sign-in", response: await signWithPasskey(result.options, inAutofill) });
    } catch (problem) {
      // The suggestions' request fails quietly (no one asked for it); the button's says why.
      if (!inAutofill && !(problem instanceof PasskeyCancelled)) {
        toast.error("Login Failed", { description: (problem as Error).message });
      }
    } finally {
      if (!inAutofill) setAsking(false);
    }
  });

  return {
    supported,
    /** Not known yet: the page is not hydrated, so whether the browser has passkeys is not asked. */
    unknown: enabled && !hydrated,
    /** Asked for with the button, or its answer on the way. */
    busy: asking || (passkey.state !== "idle" && passkey.formData?.get("intent") === "sign-in"),
    start: () => {
      setAsking(true);
      ask(false);
    },
  };
}

/** The way in with a passkey, under the password form. */
export function PasskeySignInButton({
  passkey,
  disabled,
}: {
  passkey: ReturnType<typeof usePasskeySignIn>;
  disabled: boolean;
}) {
  if (!passkey.supported && !passkey.unknown) return null;
  // Until the browser is asked, the section keeps its place unseen: shown only then, it made the
  // card grow and, centred on the screen, move every field and link up under the pointer.
  return (
    <div
      className={cn("mt-4 grid gap-4", passkey.unknown && "invisible")}
      aria-hidden={passkey.unknown || undefined}
    >
      <p className="flex items-center gap-3 text-xs uppercase text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        or
      </p>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={disabled || passkey.busy}
        onClick={passkey.start}
      >
        {passkey.busy ? <Spinner /> : <Fingerprint aria-hidden="true" />}
        Sign in with a passkey
      </Button>
    </div>
  );
}
