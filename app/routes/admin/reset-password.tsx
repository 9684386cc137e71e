import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { KeyRound } from "lucide-react";
import { data, Form, Link, redirect, useNavigation, useRouteLoaderData } from "react-router";
import { AuthPage, AuthSubmitButton, FormAlert } from "#app/components/admin/auth-page.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { replyShowing, type ShownFields } from "#app/lib/form-reply.ts";
import { loaderAndActionHeaders, TOKEN_PAGE_HEADERS } from "#app/lib/route-headers.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import {
  choosePasswordSchema,
  PASSWORD_LINK_EXPIRED_MESSAGE,
} from "#app/modules/auth/password-link-form.ts";
import { findPasswordLink, setPasswordWithLink } from "#app/modules/auth/password-links.server.ts";
import { retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import { type FlashToast, flashToastHeader } from "#app/modules/toast/flash.server.ts";
import { MIN_PASSWORD_LENGTH } from "#app/modules/users/user-form.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/reset-password";

// A one-time password link (ADR 0028): an invitation or a reset link. The token is in the
// query (request logs leave it out) and in the form; the page is never cached, and sends no
// Referer onwards.

type ActionResult = { result: SubmissionResult<string[]> };

/** A refusal refills nothing: the typed password and its confirmation never come back. */
const SHOWN: ShownFields = { fields: ["password", "confirmPassword"], refilled: [] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await findPasswordLink(services, token);
  return data(
    { token, link: link && { email: link.user.email, kind: link.kind } },
    { headers: TOKEN_PAGE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip, limitKey } = context.get(clientContext);
  const { log } = context.get(requestInfoContext);
  const submission = parseWithZod(await request.formData(), { schema: choosePasswordSchema });
  if (submission.status !== "success") {
    return data<ActionResult>({ result: replyShowing(submission, SHOWN) }, { status: 400 });
  }
  // Each try checks a password's strength and hashes it: counted as a sign-in attempt.
  const limit = await services.rateLimits.signIn.consume(limitKey);
  if (!limit.allowed) {
    return data<ActionResult>(
      {
        result: replyShowing(submission, SHOWN, {
          formErrors: [retryAfterMessage(limit.retryAfterSeconds)],
        }),
      },
      {
        status: 429,
        headers: { ...TOKEN_PAGE_HEADERS, "Retry-After": String(limit.retryAfterSeconds) },
      },
    );
  }
  let done: Awaited<ReturnType<typeof setPasswordWithLink>>;
  try {
    done = await setPasswordWithLink(services, request, submission.value);
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (!rule) throw error;
    log.warn(
      { event: "auth.password_link", ip, outcome: "failure", reason: rule.field ?? "expired" },
      "password link refused",
    );
    const reply = rule.field
      ? replyShowing(submission, SHOWN, { fieldErrors: rule.fieldErrors() })
      : replyShowing(submission, SHOWN, { formErrors: [rule.message] });
    return data<ActionResult>({ result: reply }, { status: 400, headers: TOKEN_PAGE_HEADERS });
  }
  const { user, kind, signIn } = done;
  log.info(
    { event: "auth.password_link", ip, userId: user.id, kind, outcome: "success" },
    "password set with a link",
  );
  const saved = kind === "invitation" ? "Password chosen" : "Password changed";
  const headers = new Headers(
    signIn.ok || signIn.reason === "two_factor_required" ? signIn.headers : {},
  );
  if (signIn.ok) {
    await flash(headers, {
      kind: "success",
      title: saved,
      description: "Welcome to admin dashboard!",
    });
    return redirect("/admin", { headers });
  }
  // Two-factor on: the sign-in page asks for the code next. Otherwise (a passkey is their
  // second factor, or no console access) they sign in there as usual.
  const next: Record<typeof signIn.reason, string> = {
    two_factor_required: "Enter your code to finish signing in.",
    passkey_required: "Sign in with your passkey.",
    invalid: "Sign in with your new password.",
    denied: "Sign in with your new password.",
  };
  await flash(headers, { kind: "success", title: saved, description: next[signIn.reason] });
  return redirect("/admin-auth", { headers });

  async function flash(to: Headers, toast: FlashToast) {
    to.append("Set-Cookie", await flashToastHeader(toast, services.secureCookies));
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Choose your password | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, link } = loaderData;
  const busy = useNavigation().state === "submitting";
  const logoUrl = useRouteLoaderData<typeof rootLoader>("root")?.site.logoUrl ?? null;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: choosePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  if (!link) {
    return (
      <AuthPage
        logoUrl={logoUrl}
        title="This link can't be used"
        description={PASSWORD_LINK_EXPIRED_MESSAGE}
      >
        <Link
          to="/admin-auth/forgot"
          className="inline-flex w-full justify-center text-sm text-foreground underline underline-offset-4 hover:text-primary"
        >
          Forgot password?
        </Link>
      </AuthPage>
    );
  }

  const invitation = link.kind === "invitation";
  return (
    <AuthPage
      logoUrl={logoUrl}
      title={invitation ? "Choose your password" : "Choose a new password"}
      description={
        invitation
          ? `Welcome! Choose the password you'll sign in with as ${link.email}.`
          : `Choose a new password for ${link.email}. Your other sessions will end; two-factor sign-in stays as it is.`
      }
    >
      <Form method="post" className="grid gap-4" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        {/* For password managers: whose password this is. */}
        <input
          type="text"
          hidden
          readOnly
          name="username"
          autoComplete="username"
          value={link.email}
        />
        <Field
          label="New password"
          required
          error={fields.password.errors}
          description={`At least ${MIN_PASSWORD_LENGTH} characters. Common or easily guessed passwords are refused.`}
        >
          {(props) => (
            <Input
              {...props}
              name={fields.password.name}
              type="password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              maxLength={128}
            />
          )}
        </Field>
        <Field label="Confirm password" required error={fields.confirmPassword.errors}>
          {(props) => (
            <Input
              {...props}
              name={fields.confirmPassword.name}
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
            />
          )}
        </Field>
        <AuthSubmitButton busy={busy} icon={KeyRound} busyLabel="Saving...">
          {invitation ? "Save password and sign in" : "Save and sign in"}
        </AuthSubmitButton>
      </Form>
    </AuthPage>
  );
}
