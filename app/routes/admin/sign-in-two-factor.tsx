import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheck } from "lucide-react";
import {
  data,
  Form,
  Link,
  redirect,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { AuthPage, AuthSubmitButton } from "#app/components/admin/auth-page.tsx";
import { AuthenticatorCodeInput } from "#app/components/admin/authenticator-code-input.tsx";
import { useFlashToast } from "#app/components/admin/flash-toast.tsx";
import { SignInRefusal } from "#app/components/admin/sign-in/sign-in-refusal.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { replyShowing, type ShownFields } from "#app/lib/form-reply.ts";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { admitToConsole } from "#app/modules/auth/session.server.ts";
import {
  refused,
  signedIn,
  signInLog,
  signInPageStart,
  tooManyAttempts,
} from "#app/modules/auth/sign-in.server.ts";
import {
  ACCESS_DENIED,
  SIGN_IN_PATH,
  secondFactorMethod,
  secondFactorSchema,
  signInStepPath,
} from "#app/modules/auth/sign-in-form.ts";
import {
  clearPendingSignInHeader,
  completeSignInWithCode,
  pendingSignInUser,
} from "#app/modules/auth/two-factor.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/sign-in-two-factor";

// /admin-auth/two-factor, the sign-in's second step with two-factor on (ADRs 0011, 0034): an
// authenticator code, or a recovery code (`?method=recovery`), for the sign-in that the
// password started; its pending cookie says whose. Limited per account besides the address's
// sign-in limit, and logged with its reason (never the code).

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const pending = await pendingSignInUser(services, request, services.secureCookies);
  // None waiting (expired, finished, or never started): the password comes first.
  if (!pending) throw redirect(signInStepPath(SIGN_IN_PATH, url));
  const { flash, headers } = await signInPageStart(services, request);
  return data({ email: pending.email, method: secondFactorMethod(url), flash }, { headers });
}

export const headers = loaderAndActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip, limitKey } = context.get(clientContext);
  const url = new URL(request.url);
  const submission = parseWithZod(await request.formData(), { schema: secondFactorSchema });
  if (submission.status === "success" && submission.value.intent === "start-over") {
    return redirect(signInStepPath(SIGN_IN_PATH, url), {
      headers: { "Set-Cookie": clearPendingSignInHeader(services.secureCookies) },
    });
  }
  const method = secondFactorMethod(url);
  const log = signInLog(context.get(requestInfoContext).log, {
    event: "auth.sign_in",
    step: "second_factor",
    method,
    ip,
  });
  const limit = await services.rateLimits.signIn.consume(limitKey);
  if (!limit.allowed) {
    log.failed("rate_limited");
    return tooManyAttempts(limit.retryAfterSeconds);
  }
  const pending = await pendingSignInUser(services, request, services.secureCookies);
  if (!pending) {
    log.failed("challenge_expired");
    return refused(SIGN_IN_EXPIRED, 401);
  }
  const codes = await services.rateLimits.twoFactorCodes.consume(pending.id);
  if (!codes.allowed) {
    log.failed("rate_limited", pending.id);
    return tooManyAttempts(codes.retryAfterSeconds);
  }
  // The code is never sent back to the page.
  const shown: ShownFields = { fields: ["code"], refilled: [] };
  if (submission.status !== "success" || submission.value.intent !== "verify") {
    log.failed("missing_code", pending.id);
    return refused(verificationFailed("Enter the code."), 400, replyShowing(submission, shown));
  }
  let verified: Awaited<ReturnType<typeof completeSignInWithCode>>;
  try {
    verified = await completeSignInWithCode(services, request, {
      userId: pending.id,
      method,
      code: submission.value.code,
    });
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (!rule) throw error;
    log.failed(rule.reason ?? rule.code, pending.id);
    return refused(
      verificationFailed(rule.message),
      rule.code === "too-many-attempts" ? 429 : 401,
      replyShowing(submission, shown, { fieldErrors: { code: [rule.message] } }),
    );
  }
  const result = await admitToConsole(services, verified);
  if (!result.ok) {
    log.failed("not_an_admin", pending.id);
    return refused(ACCESS_DENIED, 403);
  }
  log.succeeded(result.user.id);
  return signedIn(services, request, result.headers);
}

const SIGN_IN_EXPIRED = {
  title: "Sign-in expired",
  description: "The sign-in has expired. Enter your password again.",
};
const verificationFailed = (description: string) => ({
  title: "Verification failed",
  description,
});

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function TwoFactorStep({ loaderData, actionData }: Route.ComponentProps) {
  const { email, method, flash } = loaderData;
  const busy = useNavigation().state === "submitting";
  const logoUrl = useRouteLoaderData<typeof rootLoader>("root")?.site.logoUrl ?? null;
  useFlashToast(flash);
  const [form, fields] = useForm({
    id: `two-factor-${method}`,
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: secondFactorSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const totp = method === "totp";
  // The other method: the same address, its `method` switched (a link, JS or not).
  const other = new URLSearchParams(useLocation().search);
  if (totp) other.set("method", "recovery");
  else other.delete("method");
  const otherSearch = other.toString();

  return (
    <AuthPage
      logoUrl={logoUrl}
      back="website"
      title="Two-factor authentication"
      description={
        totp
          ? `Enter the 6-digit code from your authenticator app for ${email}.`
          : `Enter one of the recovery codes you saved for ${email}. Each works once.`
      }
    >
      <SignInRefusal refusal={actionData} formId={form.id} />
      <div className="grid gap-4">
        <Form method="post" className="grid gap-4" key={method} {...getFormProps(form)}>
          <input type="hidden" name="intent" value="verify" />
          <Field
            label={totp ? "Authentication code" : "Recovery code"}
            required
            error={fields.code.errors}
            id={fields.code.id}
          >
            {(props) =>
              totp ? (
                <AuthenticatorCodeInput {...props} autoFocus />
              ) : (
                <Input
                  {...props}
                  name={fields.code.name}
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
          <AuthSubmitButton busy={busy} icon={ShieldCheck} busyLabel="Verifying...">
            Verify
          </AuthSubmitButton>
        </Form>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Link
            to={{ search: otherSearch ? `?${otherSearch}` : "" }}
            replace
            className="text-primary underline-offset-4 hover:underline"
          >
            {totp ? "Use a recovery code instead" : "Use your authenticator app instead"}
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value="start-over" />
            <button
              type="submit"
              className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              Start over
            </button>
          </Form>
        </div>
      </div>
    </AuthPage>
  );
}
