import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Fingerprint, LockKeyhole, ShieldCheck } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useLocation,
  useNavigation,
  useRouteLoaderData,
  useSubmit,
} from "react-router";
import { AuthenticatorCodeInput } from "#app/components/admin/authenticator-code-input.tsx";
import { useFlashToast } from "#app/components/admin/flash-toast.tsx";
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  PasskeyCancelled,
  signWithPasskey,
} from "#app/components/admin/passkey-browser.ts";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { SiteLogo } from "#app/components/site/site-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  completeFirstAdminSetup,
  needsFirstAdmin,
} from "#app/modules/auth/admin-bootstrap.server.ts";
import { authenticationResponseField } from "#app/modules/auth/passkey-form.ts";
import {
  PasskeyError,
  passkeyAuthenticationOptions,
  signInWithPasskey,
} from "#app/modules/auth/passkeys.server.ts";
import {
  admitToConsole,
  canUseConsole,
  getSessionUser,
  signInToConsole,
} from "#app/modules/auth/session.server.ts";
import { signInWithAccountLimit } from "#app/modules/auth/sign-in-lockout.server.ts";
import {
  clearPendingSignInHeader,
  completeSignInWithCode,
  pendingSignInUser,
  TwoFactorError,
} from "#app/modules/auth/two-factor.server.ts";
import { retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import { flashToastHeader, takeFlashToast } from "#app/modules/toast/flash.server.ts";
import { MIN_PASSWORD_LENGTH } from "#app/modules/users/user-form.ts";
import { UserRuleError } from "#app/modules/users/users.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/sign-in";

const ACCESS_DENIED = { title: "Access Denied", description: "You don't have admin privileges" };
const LOGIN_FAILED = { title: "Login Failed", description: "Please check your credentials" };
const PASSKEY_REQUIRED = {
  title: "Use your passkey",
  description: "Two-factor sign-in is required: sign in with your passkey.",
};

type ActionResult = {
  /** None when the password was right and the code comes next. */
  toast?: { title: string; description: string };
  fieldErrors?: Record<string, string>;
  email?: string;
  /** A passkey challenge for the browser (the "passkey-options" intent). */
  passkeyOptions?: PublicKeyCredentialRequestOptionsJSON;
};

/** Only paths inside the console: never an open redirect. */
function safeRedirect(to: FormDataEntryValue | string | null): string {
  const path = typeof to === "string" ? to : "";
  return path.startsWith("/admin") && !path.startsWith("//") ? path : "/admin";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await getSessionUser(services, request);
  if (user && canUseConsole(user)) return redirect("/admin");
  const { toast: flash, clearHeader } = await takeFlashToast(request);
  const url = new URL(request.url);
  const denied = url.searchParams.get("error") === "access-denied";
  // After the password, a sign-in with two-factor on waits here for its code.
  const pending = await pendingSignInUser(services, request, services.secureCookies);
  return data(
    {
      setup: await needsFirstAdmin(services.db),
      twoFactor: pending
        ? {
            email: pending.email,
            method: url.searchParams.get("method") === "recovery" ? "recovery_code" : "totp",
          }
        : null,
      flash: flash ?? (denied ? { kind: "error" as const, ...ACCESS_DENIED } : null),
    },
    { headers: clearHeader ? { "Set-Cookie": clearHeader } : {} },
  );
}

export const headers = loaderAndActionHeaders;

/** A passkey challenge changes nothing the page shows: no reload of its data after one. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") !== "passkey-options" && defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const { ip, limitKey } = context.get(clientContext);
  const setup = form.get("intent") === "setup";
  // Every attempt is logged (OWASP ASVS 16.3.1): who tried, from where, why it failed; never
  // the password or the setup token.
  const { log } = context.get(requestInfoContext);
  const attempt = { event: setup ? "auth.setup" : "auth.sign_in", email: email.slice(0, 254), ip };
  const failed = (reason: string) =>
    log.warn({ ...attempt, outcome: "failure", reason }, "sign-in failed");

  if (form.get("intent") === "passkey-options") {
    // Asked on every visit where the browser offers passkeys in the e-mail field: its own
    // generous limit, apart from the sign-in attempts.
    const challenges = await services.rateLimits.passkeyChallenges.consume(limitKey);
    if (!challenges.allowed) return tooManyAttempts(challenges.retryAfterSeconds);
    const { options, headers } = await passkeyAuthenticationOptions(services, request);
    return data<ActionResult>({ passkeyOptions: options }, { headers });
  }

  if (form.get("intent") === "cancel-two-factor") {
    return redirect(new URL(request.url).pathname + new URL(request.url).search, {
      headers: { "Set-Cookie": clearPendingSignInHeader(services.secureCookies) },
    });
  }

  const limit = await services.rateLimits.signIn.consume(limitKey);
  if (!limit.allowed) {
    failed("rate_limited");
    return tooManyAttempts(limit.retryAfterSeconds, email);
  }

  if (form.get("intent") === "two-factor") {
    return verifySecondFactor({ request, context, form });
  }
  if (form.get("intent") === "passkey") {
    return verifyPasskey({ request, context, form });
  }

  const fieldErrors: Record<string, string> = {};
  if (!email) fieldErrors.email = "Email is required";
  if (!password) fieldErrors.password = "Password is required";

  if (setup) {
    const name = String(form.get("name") ?? "").trim();
    const token = String(form.get("token") ?? "");
    if (!token.trim()) fieldErrors.token = "The setup token is required";
    if (password && password.length < MIN_PASSWORD_LENGTH) {
      fieldErrors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    }
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      fieldErrors.email = "Enter a valid email address";
    if (Object.keys(fieldErrors).length > 0) {
      failed("invalid_fields");
      return data<ActionResult>(
        {
          toast: { title: "Setup failed", description: "Please fix the highlighted fields." },
          fieldErrors,
          email,
        },
        { status: 400 },
      );
    }
    try {
      await completeFirstAdminSetup(services.db, services.hashPassword, {
        token,
        email,
        name,
        password,
      });
    } catch (error) {
      if (!(error instanceof UserRuleError)) throw error;
      failed(error.message);
      return data<ActionResult>(
        { toast: { title: "Setup failed", description: error.message }, email },
        { status: 400 },
      );
    }
  } else if (Object.keys(fieldErrors).length > 0) {
    failed("missing_fields");
    return data<ActionResult>({ toast: LOGIN_FAILED, fieldErrors, email }, { status: 400 });
  }

  // The first admin's setup has just set this password; every other one is guessed at under
  // the account's limit (ADR 0016).
  const result = setup
    ? await signInToConsole(services, request, { email, password })
    : await signInWithAccountLimit(services, request, { email, password, ip });
  if (!result.ok && result.reason === "locked") {
    failed("account_locked");
    return tooManyAttempts(result.retryAfterSeconds, email);
  }
  if (!result.ok && result.reason === "two_factor_required") {
    log.info({ ...attempt, outcome: "second_factor_required" }, "password accepted, code next");
    // The loader, run again after this action, finds the pending sign-in and asks for a code.
    return data<ActionResult>({ email }, { headers: result.headers });
  }
  if (!result.ok && result.reason === "passkey_required") {
    failed("passkey_required");
    return data<ActionResult>({ toast: PASSKEY_REQUIRED, email }, { status: 401 });
  }
  if (!result.ok) {
    failed(result.reason === "denied" ? "not_an_admin" : "invalid_credentials");
    // A right password without console access is answered as a wrong one: anything else
    // would confirm the password to whoever is guessing it.
    return data<ActionResult>({ toast: LOGIN_FAILED, email }, { status: 401 });
  }
  log.info({ ...attempt, outcome: "success", userId: result.user.id }, "signed in");
  return signedIn(request, context, result.headers);
}

function tooManyAttempts(retryAfterSeconds: number, email?: string) {
  return data<ActionResult>(
    {
      toast: { title: "Too many attempts", description: retryAfterMessage(retryAfterSeconds) },
      email,
    },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

/**
 * The second step of a sign-in with two-factor on: an authenticator code or a recovery code
 * for the pending sign-in. Limited per account besides the address's sign-in limit, and
 * logged with its reason (never the code).
 */
async function verifySecondFactor({
  request,
  context,
  form,
}: Pick<Route.ActionArgs, "request" | "context"> & { form: FormData }) {
  const services = context.get(servicesContext);
  const { ip } = context.get(clientContext);
  const { log } = context.get(requestInfoContext);
  const method = form.get("method") === "recovery_code" ? "recovery_code" : "totp";
  const code = String(form.get("code") ?? "").slice(0, 64);
  const pending = await pendingSignInUser(services, request, services.secureCookies);
  const attempt = { event: "auth.sign_in", step: "second_factor", method, ip };
  const failed = (reason: string, userId?: string) =>
    log.warn({ ...attempt, userId, outcome: "failure", reason }, "sign-in failed");
  if (!pending) {
    failed("challenge_expired");
    return data<ActionResult>(
      {
        toast: {
          title: "Sign-in expired",
          description: "The sign-in has expired. Enter your password again.",
        },
      },
      { status: 401 },
    );
  }
  const limit = await services.rateLimits.twoFactorCodes.consume(pending.id);
  if (!limit.allowed) {
    failed("rate_limited", pending.id);
    return tooManyAttempts(limit.retryAfterSeconds);
  }
  if (!code.trim()) {
    failed("missing_code", pending.id);
    return data<ActionResult>(
      {
        toast: { title: "Verification failed", description: "Enter the code." },
        fieldErrors: { code: "Enter the code" },
      },
      { status: 400 },
    );
  }
  let verified: Awaited<ReturnType<typeof completeSignInWithCode>>;
  try {
    verified = await completeSignInWithCode(services, request, {
      userId: pending.id,
      method,
      code,
    });
  } catch (error) {
    if (!(error instanceof TwoFactorError)) throw error;
    failed(error.reason, pending.id);
    return data<ActionResult>(
      {
        toast: { title: "Verification failed", description: error.message },
        fieldErrors: { code: error.message },
      },
      { status: error.reason === "account_locked" ? 429 : 401 },
    );
  }
  const result = await admitToConsole(services, verified);
  if (!result.ok) {
    failed("not_an_admin", pending.id);
    return data<ActionResult>({ toast: ACCESS_DENIED }, { status: 403 });
  }
  log.info({ ...attempt, outcome: "success", userId: result.user.id }, "signed in");
  return signedIn(request, context, result.headers);
}

/** A sign-in with a passkey: the browser's signed answer to a "passkey-options" challenge. */
async function verifyPasskey({
  request,
  context,
  form,
}: Pick<Route.ActionArgs, "request" | "context"> & { form: FormData }) {
  const services = context.get(servicesContext);
  const { ip } = context.get(clientContext);
  const { log } = context.get(requestInfoContext);
  const attempt = { event: "auth.sign_in", method: "passkey", ip };
  const failed = (reason: string, description: string, status: number) => {
    log.warn({ ...attempt, outcome: "failure", reason }, "sign-in failed");
    return data<ActionResult>({ toast: { title: "Login Failed", description } }, { status });
  };
  const response = authenticationResponseField.safeParse(form.get("response") ?? "");
  if (!response.success)
    return failed("invalid_response", "The passkey's answer is not valid.", 400);
  let result: Awaited<ReturnType<typeof signInWithPasskey>>;
  try {
    result = await signInWithPasskey(services, request, response.data);
  } catch (error) {
    if (!(error instanceof PasskeyError)) throw error;
    return failed(error.reason, error.message, 401);
  }
  if (!result.ok) {
    log.warn({ ...attempt, outcome: "failure", reason: "not_an_admin" }, "sign-in failed");
    return data<ActionResult>({ toast: ACCESS_DENIED }, { status: 403 });
  }
  log.info({ ...attempt, outcome: "success", userId: result.user.id }, "signed in");
  return signedIn(request, context, result.headers);
}

/** The session's cookies, a welcome toast, and on to where the admin was going. */
async function signedIn(
  request: Request,
  context: Route.ActionArgs["context"],
  sessionHeaders: Headers,
) {
  const services = context.get(servicesContext);
  const headers = new Headers(sessionHeaders);
  headers.append(
    "Set-Cookie",
    await flashToastHeader(
      { kind: "success", title: "Login Successful", description: "Welcome to admin dashboard!" },
      services.secureCookies,
    ),
  );
  return redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")), { headers });
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { setup, flash, twoFactor } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const passkeyBusy = busy && navigation.formData?.get("intent") === "passkey";
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const passkey = usePasskeySignIn(!setup && !twoFactor);
  useFlashToast(flash);
  useEffect(() => {
    if (!actionData?.toast) return;
    toast.error(actionData.toast.title, { description: actionData.toast.description });
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData]);
  const errors = actionData?.fieldErrors ?? {};
  // The logo the website shows (Logo Manager), as on every page of it.
  const root = useRouteLoaderData<typeof rootLoader>("root");

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Link to="/" reloadDocument className="mx-auto" aria-label="Back to the website">
            <SiteLogo logoUrl={root?.site.logoUrl ?? null} className="size-12" />
          </Link>
          <CardTitle asChild className="mt-2 text-2xl">
            <h1>
              {setup
                ? "Create the first admin"
                : twoFactor
                  ? "Two-factor authentication"
                  : "Admin Login"}
            </h1>
          </CardTitle>
          <CardDescription>
            {setup
              ? "Enter the one-time setup token printed in the server's log, then choose your login."
              : twoFactor
                ? twoFactor.method === "totp"
                  ? `Enter the 6-digit code from your authenticator app for ${twoFactor.email}.`
                  : `Enter one of the recovery codes you saved for ${twoFactor.email}. Each works once.`
                : "Sign in to manage your website."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {actionData?.toast && !hydrated ? (
            <p
              role="alert"
              className="mb-4 rounded-md border border-destructive p-3 text-sm text-destructive"
            >
              <strong>{actionData.toast.title}</strong> - {actionData.toast.description}
            </p>
          ) : null}
          {twoFactor ? (
            <SecondFactorForm
              formRef={form}
              method={twoFactor.method === "totp" ? "totp" : "recovery_code"}
              busy={busy}
              error={errors.code}
            />
          ) : (
            <Form ref={form} method="post" className="grid gap-4">
              <input type="hidden" name="intent" value={setup ? "setup" : "sign-in"} />
              {setup ? (
                <>
                  <Field label="Setup token" required error={errors.token}>
                    {(props) => (
                      <Input
                        {...props}
                        name="token"
                        autoComplete="off"
                        required
                        spellCheck={false}
                      />
                    )}
                  </Field>
                  <Field label="Full name">
                    {(props) => (
                      <Input {...props} name="name" autoComplete="name" maxLength={100} />
                    )}
                  </Field>
                </>
              ) : null}
              <Field label="Email" required error={errors.email}>
                {(props) => (
                  <Input
                    {...props}
                    name="email"
                    type="email"
                    // "webauthn": the browser may offer the passkeys it holds for this site here.
                    autoComplete={setup ? "username" : "username webauthn"}
                    required
                    defaultValue={actionData?.email}
                    placeholder="admin@example.com"
                  />
                )}
              </Field>
              <Field
                label="Password"
                required
                error={errors.password}
                description={setup ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
              >
                {(props) => (
                  <Input
                    {...props}
                    name="password"
                    type="password"
                    autoComplete={setup ? "new-password" : "current-password"}
                    required
                    minLength={setup ? MIN_PASSWORD_LENGTH : undefined}
                  />
                )}
              </Field>
              {setup ? null : (
                <Link
                  to="/admin-auth/forgot"
                  className="-mt-2 justify-self-end text-sm text-foreground underline underline-offset-4 hover:text-primary"
                >
                  Forgot password?
                </Link>
              )}
              <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
                {busy && !passkeyBusy ? <Spinner /> : <LockKeyhole aria-hidden="true" />}
                {busy && !passkeyBusy
                  ? setup
                    ? "Creating..."
                    : "Signing in..."
                  : setup
                    ? "Create admin and sign in"
                    : "Sign In"}
              </Button>
            </Form>
          )}
          {!setup && !twoFactor && passkey.supported ? (
            <div className="mt-4 grid gap-4">
              <p className="flex items-center gap-3 text-xs uppercase text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
                or
              </p>
              <Button
                type="button"
                variant="outline"
                size="lg"
                className="w-full"
                disabled={busy || passkey.busy}
                onClick={passkey.start}
              >
                {passkeyBusy || passkey.busy ? <Spinner /> : <Fingerprint aria-hidden="true" />}
                Sign in with a passkey
              </Button>
            </div>
          ) : null}
          <p className="mt-6 text-center text-sm">
            <Link
              to="/"
              reloadDocument
              className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              Back to the website
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}

/**
 * Passkey sign-in: the button asks the browser for a passkey in its own dialog; where the
 * browser supports it, the e-mail field also offers the passkeys it holds for this site
 * (conditional UI), from a challenge asked as soon as the page is ready. Either way the signed
 * answer goes to the action as a navigation, which signs in and redirects like a password.
 */
function usePasskeySignIn(enabled: boolean) {
  const hydrated = useHydrated();
  const challenge = useFetcher<ActionResult>();
  const submit = useSubmit();
  const autofill = useRef(false);
  const [busy, setBusy] = useState(false);
  const supported = enabled && hydrated && browserSupportsWebAuthn();

  const ask = (inAutofill: boolean) => {
    autofill.current = inAutofill;
    void challenge.submit({ intent: "passkey-options" }, { method: "post" });
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

  useFetcherSettled(challenge, async (result) => {
    const inAutofill = autofill.current;
    if (!result?.passkeyOptions) {
      setBusy(false);
      if (result?.toast) toast.error(result.toast.title, { description: result.toast.description });
      return;
    }
    try {
      const response = await signWithPasskey(result.passkeyOptions, inAutofill);
      void submit({ intent: "passkey", response }, { method: "post" });
    } catch (problem) {
      // The suggestions' request fails quietly (no one asked for it); the button's says why.
      if (!inAutofill && !(problem instanceof PasskeyCancelled)) {
        toast.error("Login Failed", { description: (problem as Error).message });
      }
    } finally {
      if (!inAutofill) setBusy(false);
    }
  });

  return {
    supported,
    busy,
    start: () => {
      setBusy(true);
      ask(false);
    },
  };
}

/** The code step: an authenticator code, or a recovery code (a link switches, JS or not). */
function SecondFactorForm({
  formRef,
  method,
  busy,
  error,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  method: "totp" | "recovery_code";
  busy: boolean;
  error?: string;
}) {
  const location = useLocation();
  const other = new URLSearchParams(location.search);
  if (method === "totp") other.set("method", "recovery");
  else other.delete("method");
  const otherSearch = other.toString();
  return (
    <div className="grid gap-4">
      <Form ref={formRef} method="post" className="grid gap-4" key={method}>
        <input type="hidden" name="intent" value="two-factor" />
        <input type="hidden" name="method" value={method} />
        <Field
          label={method === "totp" ? "Authentication code" : "Recovery code"}
          required
          error={error}
        >
          {(props) =>
            method === "totp" ? (
              <AuthenticatorCodeInput {...props} autoFocus />
            ) : (
              <Input
                {...props}
                name="code"
                autoComplete="off"
                spellCheck={false}
                maxLength={32}
                required
                autoFocus
                placeholder="xxxxx-xxxxx-xxxxx-xxxxx"
              />
            )
          }
        </Field>
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
          {busy ? "Verifying..." : "Verify"}
        </Button>
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to={{ search: otherSearch ? `?${otherSearch}` : "" }}
          replace
          className="text-primary underline-offset-4 hover:underline"
        >
          {method === "totp" ? "Use a recovery code instead" : "Use your authenticator app instead"}
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="cancel-two-factor" />
          <button
            type="submit"
            className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            Start over
          </button>
        </Form>
      </div>
    </div>
  );
}
