import { ShieldAlert } from "lucide-react";
import { data } from "react-router";
import { PasskeysCard } from "#app/components/admin/account/passkeys-card.tsx";
import { PasswordCard } from "#app/components/admin/account/password-card.tsx";
import { SessionsCard } from "#app/components/admin/account/sessions-card.tsx";
import { TwoFactorCard } from "#app/components/admin/account/two-factor-card.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { type RuleError, ruleErrorOf } from "#app/lib/rule-error.ts";
import {
  type AccountActionResult,
  type AccountIntent,
  accountIntentSchema,
  SENSITIVE_INTENTS,
  VERIFYING_INTENTS,
} from "#app/modules/auth/account-form.ts";
import {
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from "#app/modules/auth/passkeys.server.ts";
import { changeOwnPassword } from "#app/modules/auth/password.server.ts";
import { requireRecentAuthentication } from "#app/modules/auth/recent-authentication.server.ts";
import {
  currentSessionId,
  requirePermission,
  twoFactorSetupRequiredContext,
} from "#app/modules/auth/session.server.ts";
import {
  endOtherSessions,
  endOwnSession,
  listSessions,
} from "#app/modules/auth/sessions.server.ts";
import {
  confirmSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startSetup,
} from "#app/modules/auth/two-factor.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import { getSiteTitle } from "#app/modules/site-config/site-config.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requirePermission({ request, context }, "console.use");
  const services = context.get(servicesContext);
  const current = await currentSessionId(services, request);
  return {
    email: me.email,
    setupRequired: context.get(twoFactorSetupRequiredContext),
    timeZone: services.config.SITE_TIMEZONE,
    twoFactor: await getTwoFactorStatus(services.db, me.id),
    sessions: await listSessions(services.db, me.id, current),
    passkeys: await listPasskeys(services.db, me.id),
  };
}

const SETUP_INTENTS: ReadonlySet<AccountIntent> = new Set([
  "two-factor-start",
  "two-factor-confirm",
  // A passkey is a second factor too (security-settings.server.ts).
  "passkey-options",
  "passkey-add",
]);

export const meta: Route.MetaFunction = () => [{ title: "Account | Admin" }];

export async function action({ request, context }: Route.ActionArgs) {
  const me = requirePermission({ request, context }, "console.use");
  const services = context.get(servicesContext);
  const { log } = context.get(requestInfoContext);
  const parsed = accountIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<AccountActionResult>(
      { ok: false, intent: "unknown", error: "Fill in the form." },
      { status: 400 },
    );
  }
  const input = parsed.data;
  // Held here until two-factor is set up (the setting requires it): only its setup steps.
  if (context.get(twoFactorSetupRequiredContext) && !SETUP_INTENTS.has(input.intent)) {
    return data<AccountActionResult>(
      { ok: false, intent: input.intent, error: "Set up two-factor authentication first." },
      { status: 403 },
    );
  }
  // Every password or code checked here counts against the account, like sign-in attempts.
  const limit = VERIFYING_INTENTS.has(input.intent)
    ? await services.rateLimits.twoFactorCodes.consume(`account:${me.id}`)
    : { allowed: true as const };
  if (!limit.allowed) {
    log.warn(
      { event: "account.verify", intent: input.intent, outcome: "rate_limited" },
      "account check refused",
    );
    return data<AccountActionResult>(
      {
        ok: false,
        intent: input.intent,
        error: `Too many attempts. ${retryAfterMessage(limit.retryAfterSeconds)}`,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    if (SENSITIVE_INTENTS.has(input.intent)) await requireRecentAuthentication(services, request);
    switch (input.intent) {
      case "two-factor-start": {
        const setup = await startSetup(services, request, {
          password: input.password,
          issuer: await getSiteTitle(services.db),
        });
        return data<AccountActionResult>({ ok: true, intent: input.intent, setup });
      }
      case "two-factor-confirm": {
        const headers = await confirmSetup(services, request, me, input.code);
        return data<AccountActionResult>({ ok: true, intent: input.intent }, { headers });
      }
      case "recovery-codes-regenerate": {
        const recoveryCodes = await regenerateRecoveryCodes(services, request, me, input);
        return data<AccountActionResult>({ ok: true, intent: input.intent, recoveryCodes });
      }
      case "two-factor-disable": {
        const headers = await disableTwoFactor(services, request, me, input);
        return data<AccountActionResult>({ ok: true, intent: input.intent }, { headers });
      }
      case "password-change": {
        const headers = await changeOwnPassword(services, request, me, input);
        return data<AccountActionResult>(
          {
            ok: true,
            intent: input.intent,
            message: "Password changed. Your other sessions have been signed out.",
          },
          { headers },
        );
      }
      case "session-end": {
        const ended = await endOwnSession(services.db, me.id, input.sessionId);
        return ended
          ? data<AccountActionResult>({ ok: true, intent: input.intent, message: "Signed out" })
          : data<AccountActionResult>(
              { ok: false, intent: input.intent, error: "That session has already ended." },
              { status: 404 },
            );
      }
      case "sessions-end-others": {
        const current = await currentSessionId(services, request);
        if (!current) throw new Response("No session", { status: 401 });
        const ended = await endOtherSessions(services.db, me.id, current);
        return data<AccountActionResult>({
          ok: true,
          intent: input.intent,
          message: `Signed out of ${ended} other session${ended === 1 ? "" : "s"}`,
        });
      }
      case "passkey-options": {
        const { options, headers } = await passkeyRegistrationOptions(services, request);
        return data<AccountActionResult>({ ok: true, intent: input.intent, options }, { headers });
      }
      case "passkey-add": {
        const added = await registerPasskey(services, request, me, input);
        log.info({ event: "account.passkey", action: "add", userId: me.id }, "passkey added");
        return data<AccountActionResult>({
          ok: true,
          intent: input.intent,
          message: `Passkey "${added.name}" added`,
        });
      }
      case "passkey-rename": {
        await renamePasskey(services, request, me, { id: input.passkeyId, name: input.name });
        return data<AccountActionResult>({
          ok: true,
          intent: input.intent,
          message: "Passkey renamed",
        });
      }
      case "passkey-remove": {
        await removePasskey(services, request, me, input.passkeyId);
        log.info({ event: "account.passkey", action: "remove", userId: me.id }, "passkey removed");
        return data<AccountActionResult>({
          ok: true,
          intent: input.intent,
          message: "Passkey removed",
        });
      }
    }
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (!rule) throw error;
    return accountRefusal(log, input.intent, rule);
  }
}

/**
 * A refusal as the Account screen answers it. Not `answerIntent`: its intents answer data of
 * their own and the renewed session's cookies, and a fault goes to the error boundary.
 */
function accountRefusal(log: Logger, intent: AccountIntent, rule: RuleError) {
  const refused = (status: number, fieldErrors?: Record<string, string>) =>
    data<AccountActionResult>(
      {
        ok: false,
        intent,
        error: rule.message,
        code: rule.code,
        ...(fieldErrors && { fieldErrors }),
      },
      { status },
    );
  if (rule.code === "reauthentication-required") return refused(rule.status);
  // The password form's own refusals, shown beside their field.
  if (rule.field) return refused(400, { [rule.field]: rule.message });
  const passkey = intent.startsWith("passkey-");
  log.warn(
    {
      event: passkey ? "account.passkey" : "account.verify",
      intent,
      outcome: "failure",
      reason: rule.reason ?? rule.code,
    },
    passkey ? "passkey change failed" : "account check failed",
  );
  if (passkey) return refused(rule.code === "not-found" ? 404 : 400);
  return refused(rule.code === "too-many-attempts" ? 429 : 400);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <AdminPageHeader
        title="Account"
        subtitle={`How you sign in as ${loaderData.email}, and where you are signed in.`}
      />
      {loaderData.setupRequired ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-primary/40 bg-primary/5 p-4 text-sm"
        >
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <strong>Two-factor authentication is required for everyone.</strong> Set it up below (an
            authenticator app or a passkey) to use the console.
          </span>
        </p>
      ) : null}
      <TwoFactorCard status={loaderData.twoFactor} />
      <PasskeysCard passkeys={loaderData.passkeys} timeZone={loaderData.timeZone} />
      {loaderData.setupRequired ? null : (
        <>
          <PasswordCard twoFactorEnabled={loaderData.twoFactor.enabled} />
          <SessionsCard sessions={loaderData.sessions} timeZone={loaderData.timeZone} />
        </>
      )}
    </div>
  );
}
