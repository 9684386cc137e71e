import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { ensureDefaultHost } from "#app/modules/bookings/default-host.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import { flashToastHeader, takeFlashToast } from "#app/modules/toast/flash.server.ts";
import type { HashPassword } from "#app/modules/users/users.server.ts";
import { completeFirstAdminSetup } from "./admin-bootstrap.server.ts";
import {
  type AuthServices,
  canUseConsole,
  getSessionUser,
  signInToConsole,
} from "./session.server.ts";
import {
  type PasswordStepInput,
  type SignInActionData,
  type SignInToast,
  safeRedirect,
} from "./sign-in-form.ts";
import { type LimitedSignInResult, signInWithAccountLimit } from "./sign-in-lockout.server.ts";

// What the sign-in's steps (ADR 0034) share: the log of each attempt, the answers that refuse
// one, and the way in once it succeeds.

export type SignInServices = AuthServices & {
  secureCookies: boolean;
  hashPassword: HashPassword;
  notifications: { emailConfigured: boolean };
  /** The site's time zone: the first admin's hours of demos are in it. */
  config: { SITE_TIMEZONE: string };
};

/**
 * The log of one sign-in attempt (OWASP ASVS 16.3.1): who tried, from where, how it ended and
 * why. `attempt` says what was tried; never a password, a code, the setup token or a passkey's
 * answer.
 */
export function signInLog(log: Logger, attempt: Record<string, unknown>) {
  return {
    failed: (reason: string, userId?: string) =>
      log.warn({ ...attempt, userId, outcome: "failure", reason }, "sign-in failed"),
    succeeded: (userId: string) =>
      log.info({ ...attempt, outcome: "success", userId }, "signed in"),
    secondFactorNext: () =>
      log.info({ ...attempt, outcome: "second_factor_required" }, "password accepted, code next"),
  };
}

/** A refused attempt: its toast, and the form's state (its fields' messages) if it has one. */
export function refused(
  toast: SignInToast,
  status: number,
  result?: SubmissionResult<string[]>,
  headers?: HeadersInit,
) {
  return data<SignInActionData>({ toast, result }, { status, headers });
}

/** Past a limit: when to try again, in the toast and in Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number, result?: SubmissionResult<string[]>) {
  return refused(
    { title: "Too many attempts", description: retryAfterMessage(retryAfterSeconds) },
    429,
    result,
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/** The session's cookies, a welcome toast, and on to where the admin was going. */
export async function signedIn(
  services: Pick<SignInServices, "secureCookies">,
  request: Request,
  sessionHeaders: Headers,
) {
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

/**
 * What a sign-in page's loader starts with: a member already signed in goes on to the console;
 * otherwise the toast carried here across a redirect, if any, and the header that clears it.
 */
export async function signInPageStart(services: AuthServices, request: Request) {
  const user = await getSessionUser(services, request);
  if (user && canUseConsole(user)) throw redirect("/admin");
  const { toast, clearHeader } = await takeFlashToast(request);
  return { flash: toast, headers: clearHeader ? { "Set-Cookie": clearHeader } : undefined };
}

/**
 * The password step: the first admin's setup then their sign-in, or a sign-in under the
 * account's limit (ADR 0016). A setup the rules refuse answers why ("setup_refused"), at the
 * field refused when it is one.
 */
export async function signInWithPassword(
  services: SignInServices,
  request: Request,
  input: PasswordStepInput,
  ip: string,
): Promise<
  | LimitedSignInResult
  | {
      ok: false;
      reason: "setup_refused";
      message: string;
      fieldErrors: Record<string, string[]> | undefined;
    }
> {
  const { email, password } = input;
  if (input.intent === "sign-in") {
    return signInWithAccountLimit(services, request, { email, password, ip });
  }
  try {
    await completeFirstAdminSetup(services.db, services.hashPassword, input);
    // Book a Demo works from the first admin on (bookings/default-host.server.ts).
    await ensureDefaultHost(services.db, services.config.SITE_TIMEZONE);
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (!rule) throw error;
    return {
      ok: false,
      reason: "setup_refused",
      message: rule.message,
      fieldErrors: rule.fieldErrors(),
    };
  }
  // The setup has just set this password: no guessing to limit.
  return signInToConsole(services, request, { email, password });
}
