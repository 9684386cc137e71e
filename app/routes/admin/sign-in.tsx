import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { LockKeyhole } from "lucide-react";
import {
  data,
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { AuthPage, AuthSubmitButton } from "#app/components/admin/auth-page.tsx";
import { ConformField } from "#app/components/admin/conform-field.tsx";
import { useFlashToast } from "#app/components/admin/flash-toast.tsx";
import {
  PasskeySignInButton,
  usePasskeySignIn,
} from "#app/components/admin/sign-in/passkey-sign-in.tsx";
import { SignInRefusal } from "#app/components/admin/sign-in/sign-in-refusal.tsx";
import { replyShowing } from "#app/lib/form-reply.ts";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { needsFirstAdmin } from "#app/modules/auth/admin-bootstrap.server.ts";
import {
  refused,
  signedIn,
  signInLog,
  signInPageStart,
  signInWithPassword,
  tooManyAttempts,
} from "#app/modules/auth/sign-in.server.ts";
import {
  ACCESS_DENIED,
  firstAdminSetupSchema,
  LOGIN_FAILED,
  PASSKEY_SIGN_IN_PATH,
  PASSWORD_STEP_SHOWN,
  passwordSignInSchema,
  passwordStepSchema,
  signInStepPath,
  TWO_FACTOR_STEP_PATH,
} from "#app/modules/auth/sign-in-form.ts";
import { SIGN_IN_LINK_PATH } from "#app/modules/auth/sign-in-link-form.ts";
import { pendingSignInUser } from "#app/modules/auth/two-factor.server.ts";
import { MIN_PASSWORD_LENGTH } from "#app/modules/users/user-form.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/sign-in";

// /admin-auth, the sign-in's first step (docs/product.md#sign-in, ADR 0034): the password, or
// while no admin exists the first admin's setup (docs/product.md#first-admin). With two-factor
// on, the code step follows at /admin-auth/two-factor; passkeys go through /admin-auth/passkey.

const PASSKEY_REQUIRED = {
  title: "Use your passkey",
  description: "Two-factor sign-in is required: sign in with your passkey.",
};
const SETUP_FAILED = { title: "Setup failed", description: "Please fix the highlighted fields." };

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  // A sign-in waiting for its code goes on there (its toast, if any, is shown there).
  if (await pendingSignInUser(services, request, services.secureCookies)) {
    throw redirect(signInStepPath(TWO_FACTOR_STEP_PATH, url));
  }
  const { flash, headers } = await signInPageStart(services, request);
  const denied = url.searchParams.get("error") === "access-denied";
  return data(
    {
      setup: await needsFirstAdmin(services.db),
      flash: flash ?? (denied ? { kind: "error" as const, ...ACCESS_DENIED } : null),
    },
    { headers },
  );
}

export const headers = loaderAndActionHeaders;

/** A passkey's challenge or refusal changes nothing the page shows: no reload of its data. */
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return !formAction?.startsWith(PASSKEY_SIGN_IN_PATH) && defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip, limitKey } = context.get(clientContext);
  const submission = parseWithZod(await request.formData(), { schema: passwordStepSchema });
  const setup = submission.payload.intent === "setup";
  const email = String(submission.payload.email ?? "").trim();
  const log = signInLog(context.get(requestInfoContext).log, {
    event: setup ? "auth.setup" : "auth.sign_in",
    email: email.slice(0, 254),
    ip,
  });
  // The form as the page shows it again: never the password or the setup token.
  const result = replyShowing(submission, PASSWORD_STEP_SHOWN);

  const limit = await services.rateLimits.signIn.consume(limitKey);
  if (!limit.allowed) {
    log.failed("rate_limited");
    return tooManyAttempts(limit.retryAfterSeconds, result);
  }
  if (submission.status !== "success") {
    log.failed(setup ? "invalid_fields" : "missing_fields");
    return refused(setup ? SETUP_FAILED : LOGIN_FAILED, 400, result);
  }
  const signIn = await signInWithPassword(services, request, submission.value, ip);
  if (signIn.ok) {
    log.succeeded(signIn.user.id);
    return signedIn(services, request, signIn.headers);
  }
  switch (signIn.reason) {
    case "two_factor_required":
      log.secondFactorNext();
      return redirect(signInStepPath(TWO_FACTOR_STEP_PATH, new URL(request.url)), {
        headers: signIn.headers,
      });
    case "locked":
      log.failed("account_locked");
      return tooManyAttempts(signIn.retryAfterSeconds, result);
    case "setup_refused":
      log.failed(signIn.message);
      // Under its field too (a weak password, a wrong token), not only in the toast.
      return refused(
        { title: "Setup failed", description: signIn.message },
        400,
        replyShowing(submission, PASSWORD_STEP_SHOWN, { fieldErrors: signIn.fieldErrors }),
      );
    case "passkey_required":
      log.failed("passkey_required");
      return refused(PASSKEY_REQUIRED, 401, result);
    default:
      log.failed(signIn.reason === "denied" ? "not_an_admin" : "invalid_credentials");
      // A right password without console access is answered as a wrong one: anything else
      // would confirm the password to whoever is guessing it.
      return refused(LOGIN_FAILED, 401, result);
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { setup, flash } = loaderData;
  const busy = useNavigation().state === "submitting";
  const passkey = usePasskeySignIn(!setup);
  const logoUrl = useRouteLoaderData<typeof rootLoader>("root")?.site.logoUrl ?? null;
  useFlashToast(flash);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(setup ? firstAdminSetupSchema : passwordSignInSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordStepSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <AuthPage
      logoUrl={logoUrl}
      back="website"
      title={setup ? "Create the first admin" : "Admin Login"}
      description={
        setup
          ? "Enter the one-time setup token printed in the server's log, then choose your login."
          : "Sign in to manage your website."
      }
    >
      <SignInRefusal refusal={actionData} formId={form.id} />
      <Form method="post" className="grid gap-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={setup ? "setup" : "sign-in"} />
        {setup ? (
          <>
            <ConformField
              field={fields.token}
              label="Setup token"
              required
              autoComplete="off"
              spellCheck={false}
            />
            <ConformField
              field={fields.name}
              label="Full name"
              autoComplete="name"
              maxLength={100}
            />
          </>
        ) : null}
        <ConformField
          field={fields.email}
          label="Email"
          type="email"
          required
          // "webauthn": the browser may offer the passkeys it holds for this site here.
          autoComplete={setup ? "username" : "username webauthn"}
          placeholder="admin@example.com"
        />
        <ConformField
          field={fields.password}
          label="Password"
          type="password"
          required
          description={setup ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
          autoComplete={setup ? "new-password" : "current-password"}
          minLength={setup ? MIN_PASSWORD_LENGTH : undefined}
        />
        {setup ? null : (
          <Link
            to="/admin-auth/forgot"
            className="-mt-2 justify-self-end text-sm text-foreground underline underline-offset-4 hover:text-primary"
          >
            Forgot password?
          </Link>
        )}
        <AuthSubmitButton
          busy={busy}
          disabled={passkey.busy}
          icon={LockKeyhole}
          busyLabel={setup ? "Creating..." : "Signing in..."}
        >
          {setup ? "Create admin and sign in" : "Sign In"}
        </AuthSubmitButton>
      </Form>
      <PasskeySignInButton passkey={passkey} disabled={busy} />
      {setup ? null : (
        <Link
          to={SIGN_IN_LINK_PATH}
          className="mt-4 flex justify-center text-sm text-foreground underline underline-offset-4 hover:text-primary"
        >
          E-mail me a sign-in link
        </Link>
      )}
    </AuthPage>
  );
}
