import { data } from "react-router";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { passkeyAuthenticationOptions } from "#app/modules/auth/passkeys.server.ts";
import { confirmIdentity } from "#app/modules/auth/recent-authentication.server.ts";
import {
  type ConfirmIdentityResult,
  confirmIdentitySchema,
} from "#app/modules/auth/recent-authentication-form.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/reauthenticate";

// The "Confirm it's you" dialog posts here: a password, an authenticator code or a passkey
// renews the session's proof of identity, which dangerous actions need
// (recent-authentication.server.ts). Attempts count against the account like the Account
// screen's checks, and are logged (never the password, code or passkey's answer).

export async function action({ request, context }: Route.ActionArgs) {
  const me = requirePermission({ request, context }, "console.use");
  const services = context.get(servicesContext);
  const { log } = context.get(requestInfoContext);
  const parsed = confirmIdentitySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<ConfirmIdentityResult>(
      { ok: false, error: parsed.error.issues[0]?.message ?? "Fill in the form." },
      { status: 400 },
    );
  }
  if (parsed.data.method === "passkey-options") {
    // Only the admin's own passkeys may answer this challenge (the session says whose).
    const { options, headers } = await passkeyAuthenticationOptions(services, request);
    return data<ConfirmIdentityResult>({ ok: true, options }, { headers });
  }
  const attempt = { event: "auth.reauthenticate", userId: me.id, method: parsed.data.method };
  const limit = await services.rateLimits.twoFactorCodes.consume(`account:${me.id}`);
  if (!limit.allowed) {
    log.warn(
      { ...attempt, outcome: "failure", reason: "rate_limited" },
      "re-authentication refused",
    );
    return data<ConfirmIdentityResult>(
      { ok: false, error: `Too many attempts. ${retryAfterMessage(limit.retryAfterSeconds)}` },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    await confirmIdentity(services, request, me, parsed.data);
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (!rule) throw error;
    log.warn(
      { ...attempt, outcome: "failure", reason: rule.reason ?? rule.code },
      "re-authentication failed",
    );
    return data<ConfirmIdentityResult>(
      { ok: false, error: rule.message },
      { status: rule.code === "too-many-attempts" ? 429 : 400 },
    );
  }
  log.info({ ...attempt, outcome: "success" }, "re-authenticated");
  return data<ConfirmIdentityResult>({ ok: true });
}
