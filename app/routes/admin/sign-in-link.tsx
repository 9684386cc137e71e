import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { LogIn } from "lucide-react";
import { data, Form, Link, redirect, useNavigation, useRouteLoaderData } from "react-router";
import { AuthPage, AuthSubmitButton, FormAlert } from "#app/components/admin/auth-page.tsx";
import { EmailLinkForm, EmailLinkSent } from "#app/components/admin/email-link-form.tsx";
import { loaderAndActionHeaders, TOKEN_PAGE_HEADERS } from "#app/lib/route-headers.ts";
import { signedIn, signInLog } from "#app/modules/auth/sign-in.server.ts";
import { TWO_FACTOR_STEP_PATH } from "#app/modules/auth/sign-in-form.ts";
import {
  EMAIL_NOT_SET_UP_FOR_LINKS,
  SIGN_IN_LINK_EXPIRED_MESSAGE,
  SIGN_IN_LINK_PATH,
  signInLinkSchema,
} from "#app/modules/auth/sign-in-link-form.ts";
import {
  findSignInLink,
  requestSignInLink,
  signInWithLink,
} from "#app/modules/auth/sign-in-links.server.ts";
import { retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import { flashToastHeader } from "#app/modules/toast/flash.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/sign-in-link";

// /admin-auth/link (ADR 0016): ask for a one-time sign-in link by e-mail, the way past a
// password lockout, and use it. The answer to asking is the same whether an account has the
// address or not; using one is a button, so that opening the link spends nothing. The page is
// never cached and sends no Referer onwards (its address may hold a token).

type ActionResult = { result: SubmissionResult<string[]>; sent?: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token");
  const emailConfigured = Boolean(services.notifications.sendPasswordLink);
  const link = token ? await findSignInLink(services, token) : null;
  return data(
    { token, email: link?.email ?? null, emailConfigured },
    { headers: TOKEN_PAGE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip, limitKey } = context.get(clientContext);
  const { log } = context.get(requestInfoContext);
  const submission = parseWithZod(await request.formData(), { schema: signInLinkSchema });
  const reply = (formErrors: string[], status: number, headers?: Record<string, string>) =>
    data<ActionResult>(
      { result: submission.reply({ formErrors, hideFields: ["token"] }) },
      { status, headers: { ...TOKEN_PAGE_HEADERS, ...headers } },
    );
  if (submission.status !== "success") return reply([], 400);

  if (submission.value.intent === "request") {
    const send = services.notifications.sendPasswordLink;
    if (!send) return reply([EMAIL_NOT_SET_UP_FOR_LINKS], 503);
    // "Forgot password?"'s limits, shared: both e-mail a link to whoever owns the address.
    const limit = await services.rateLimits.passwordLinkRequests.consume(limitKey);
    if (!limit.allowed) {
      log.warn({ event: "auth.sign_in_link_request", ip, outcome: "rate_limited" }, "refused");
      return reply([retryAfterMessage(limit.retryAfterSeconds)], 429, {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    const email = submission.value.email.toLowerCase();
    // Past the account's limit the answer stays the same; only the e-mail is not sent again.
    const forAccount = await services.rateLimits.passwordLinkRequestsPerAccount.consume(email);
    if (forAccount.allowed) await requestSignInLink(services, send, email);
    log.info(
      {
        event: "auth.sign_in_link_request",
        ip,
        email,
        outcome: forAccount.allowed ? "requested" : "account_rate_limited",
      },
      "sign-in link asked for",
    );
    return data<ActionResult>(
      { result: submission.reply({ resetForm: true }), sent: true },
      { headers: TOKEN_PAGE_HEADERS },
    );
  }

  const attempt = signInLog(log, { event: "auth.sign_in", method: "link", ip });
  const limit = await services.rateLimits.signIn.consume(limitKey);
  if (!limit.allowed) {
    attempt.failed("rate_limited");
    return reply([retryAfterMessage(limit.retryAfterSeconds)], 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  const signIn = await signInWithLink(services, request, submission.value.token);
  if (signIn.ok) {
    attempt.succeeded(signIn.user.id);
    return signedIn(services, request, signIn.headers);
  }
  switch (signIn.reason) {
    case "two_factor_required":
      attempt.secondFactorNext();
      return redirect(TWO_FACTOR_STEP_PATH, { headers: signIn.headers });
    case "passkey_required": {
      attempt.failed("passkey_required");
      const toast = {
        kind: "error" as const,
        title: "Use your passkey",
        description: "Two-factor sign-in is required: sign in with your passkey.",
      };
      return redirect("/admin-auth", {
        headers: { "Set-Cookie": await flashToastHeader(toast, services.secureCookies) },
      });
    }
    default:
      attempt.failed(signIn.reason === "denied" ? "not_an_admin" : "link_expired");
      return reply([SIGN_IN_LINK_EXPIRED_MESSAGE], 400);
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Sign-in link | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email, emailConfigured } = loaderData;
  const busy = useNavigation().state === "submitting";
  const logoUrl = useRouteLoaderData<typeof rootLoader>("root")?.site.logoUrl ?? null;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInLinkSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  if (token) {
    return email ? (
      <AuthPage
        logoUrl={logoUrl}
        title="Sign in with your link"
        description={`You're signing in as ${email}.`}
      >
        <Form method="post" className="grid gap-4" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="sign-in" />
          <input type="hidden" name="token" value={token} />
          <AuthSubmitButton busy={busy} icon={LogIn} busyLabel="Signing in...">
            Sign in
          </AuthSubmitButton>
        </Form>
      </AuthPage>
    ) : (
      <AuthPage
        logoUrl={logoUrl}
        title="This link can't be used"
        description={SIGN_IN_LINK_EXPIRED_MESSAGE}
      >
        <Link
          to={SIGN_IN_LINK_PATH}
          className="inline-flex w-full justify-center text-sm text-foreground underline underline-offset-4 hover:text-primary"
        >
          E-mail me a new sign-in link
        </Link>
      </AuthPage>
    );
  }

  if (actionData?.sent) {
    return (
      <EmailLinkSent
        logoUrl={logoUrl}
        description="If an account uses this address, a sign-in link is on its way."
      >
        The link works once, for 15 minutes, and signs you in even while passwords are paused after
        failed attempts. Nothing arrived? Check your spam folder.
      </EmailLinkSent>
    );
  }

  return (
    <AuthPage
      logoUrl={logoUrl}
      title="E-mail me a sign-in link"
      description={
        emailConfigured
          ? "Enter your email and we'll send you a link that signs you in once, without your password."
          : "No sign-in link can be sent from this site."
      }
    >
      {emailConfigured ? (
        <EmailLinkForm
          formProps={getFormProps(form)}
          formAlert={{ id: form.errorId, errors: form.errors }}
          email={fields.email}
          busy={busy}
          submitLabel="Send sign-in link"
        >
          <input type="hidden" name="intent" value="request" />
        </EmailLinkForm>
      ) : (
        <p className="rounded-md border p-3 text-sm" role="note">
          {EMAIL_NOT_SET_UP_FOR_LINKS}
        </p>
      )}
    </AuthPage>
  );
}
