import { data } from "react-router";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import {
  passkeyAuthenticationOptions,
  signInWithPasskey,
} from "#app/modules/auth/passkeys.server.ts";
import { refused, signedIn, signInLog, tooManyAttempts } from "#app/modules/auth/sign-in.server.ts";
import {
  ACCESS_DENIED,
  LOGIN_FAILED,
  type PasskeySignInData,
  passkeySignInSchema,
  type SignInToast,
} from "#app/modules/auth/sign-in-form.ts";
import { clientContext, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/sign-in-passkey";

// /admin-auth/passkey, the sign-in page's passkey (ADRs 0018, 0034): a challenge for the
// browser, then the browser's signed answer, which signs in and redirects like a password.

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip, limitKey } = context.get(clientContext);
  const log = signInLog(context.get(requestInfoContext).log, {
    event: "auth.sign_in",
    method: "passkey",
    ip,
  });
  const form = passkeySignInSchema.safeParse(Object.fromEntries(await request.formData()));
  const failed = (reason: string, toast: SignInToast, status: number) => {
    log.failed(reason);
    return refused(toast, status);
  };
  const loginFailed = (description: string) => ({ title: LOGIN_FAILED.title, description });

  if (form.data?.intent === "options") {
    // Asked on every visit where the browser offers passkeys in the e-mail field: its own
    // generous limit, apart from the sign-in attempts.
    const challenges = await services.rateLimits.passkeyChallenges.consume(limitKey);
    if (!challenges.allowed) return tooManyAttempts(challenges.retryAfterSeconds);
    const { options, headers } = await passkeyAuthenticationOptions(services, request);
    return data<PasskeySignInData>({ options }, { headers });
  }

  const limit = await services.rateLimits.signIn.consume(limitKey);
  if (!limit.allowed) {
    log.failed("rate_limited");
    return tooManyAttempts(limit.retryAfterSeconds);
  }
  if (!form.success) {
    return failed("invalid_response", loginFailed("The passkey's answer is not valid."), 400);
  }
  let result: Awaited<ReturnType<typeof signInWithPasskey>>;
  try {
    result = await signInWithPasskey(services, request, form.data.response);
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (!rule) throw error;
    return failed(rule.reason ?? rule.code, loginFailed(rule.message), 401);
  }
  if (!result.ok) return failed("not_an_admin", ACCESS_DENIED, 403);
  log.succeeded(result.user.id);
  return signedIn(services, request, result.headers);
}
