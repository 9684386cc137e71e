import { createHmac } from "node:crypto";
import { APIError } from "better-auth/api";
import { and, eq, lt } from "drizzle-orm";
import { renderSVG } from "uqr";
import type { Database } from "#app/db/client.server.ts";
import { twoFactors, usedTotpCodes, users } from "#app/db/schema.ts";
import { RuleError, type RuleErrorCode, ruleErrorOf } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { countRecoveryCodes, hashRecoveryCode } from "./recovery-codes.server.ts";
import type { AuthServices, SessionUser } from "./session.server.ts";

// Two-factor sign-in on Better Auth's twoFactor plugin, called through auth.api (its HTTP
// routes are not mounted). These functions hold what our screens need around it: the pending
// sign-in behind the plugin's cookie, the setup steps, and the activity log.

export type TwoFactorServices = AuthServices;

/** A typed recovery code as Better Auth holds it (recovery-codes.server.ts). */
async function storedFormOf(services: TwoFactorServices, code: string): Promise<string> {
  return hashRecoveryCode((await services.auth.$context).secret, code);
}

/**
 * How long an accepted authenticator code stays refused: the plugin accepts a code one
 * 30-second period either side of now, so a code can be valid for up to three periods.
 */
export const USED_CODE_MEMORY_MS = 3 * 30_000;

const CODE_ALREADY_USED = "That code was used already. Wait for the next one.";

/**
 * Runs `verify` (the plugin's check of an authenticator code) only if the user has not had
 * this code accepted within USED_CODE_MEMORY_MS, and remembers it when it is accepted: a code
 * seen over someone's shoulder or in a log cannot be played again. The code is claimed before
 * it is checked, so two requests racing with it cannot both pass; a refused code is released.
 */
export async function verifyTotpCodeOnce<T>(
  services: TwoFactorServices,
  userId: string,
  code: string,
  verify: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const codeHash = createHmac("sha256", (await services.auth.$context).secret)
    .update(`totp:${userId}:${code}`)
    .digest("base64url");
  const forgetBefore = new Date(+now - USED_CODE_MEMORY_MS);
  await services.db
    .delete(usedTotpCodes)
    .where(and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.usedAt, forgetBefore)));
  const claimed = await services.db
    .insert(usedTotpCodes)
    .values({ userId, codeHash, usedAt: now })
    .onConflictDoNothing()
    .returning({ userId: usedTotpCodes.userId });
  if (claimed.length === 0) {
    throw new RuleError("expired", CODE_ALREADY_USED, { reason: "code_reused" });
  }
  try {
    return await verify();
  } catch (error) {
    await services.db
      .delete(usedTotpCodes)
      .where(and(eq(usedTotpCodes.userId, userId), eq(usedTotpCodes.codeHash, codeHash)));
    throw error;
  }
}

/** Whether the password is the user's (their credential account's), checked by Better Auth. */
export async function isUsersPassword(
  services: TwoFactorServices,
  userId: string,
  password: string,
): Promise<boolean> {
  const context = await services.auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  return Boolean(
    account?.password && (await context.password.verify({ hash: account.password, password })),
  );
}

/** The password typed to confirm a factor change or one's identity is not the user's. */
export const wrongPassword = () =>
  new RuleError("invalid", "The password is not right.", { reason: "invalid_password" });

// Only a locked account is `too-many-attempts` (429 on every screen); a spent challenge is
// `expired`: the person starts the sign-in again.
const CODE_MESSAGES: Record<string, { code: RuleErrorCode; message: string; reason: string }> = {
  INVALID_CODE: {
    code: "invalid",
    message: "That code is not right. Try the current one.",
    reason: "invalid_code",
  },
  INVALID_BACKUP_CODE: {
    code: "invalid",
    message: "That recovery code is not right or was used already.",
    reason: "invalid_recovery_code",
  },
  INVALID_PASSWORD: {
    code: "invalid",
    message: "The password is not right.",
    reason: "invalid_password",
  },
  // A code sent for an account without an authenticator (the dialog offers none then).
  TOTP_NOT_ENABLED: {
    code: "unavailable",
    message: "This account has no authenticator app. Confirm with your password instead.",
    reason: "totp_not_enabled",
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: "expired",
    message: "Too many wrong codes. Sign in with your password again.",
    reason: "challenge_exhausted",
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    code: "too-many-attempts",
    message: "Too many wrong codes. Please wait 15 minutes and try again.",
    reason: "account_locked",
  },
  INVALID_TWO_FACTOR_COOKIE: {
    code: "expired",
    message: "The sign-in has expired. Enter your password again.",
    reason: "challenge_expired",
  },
};

/** Better Auth's refusals as a RuleError (its reason for the log); anything else as it is. */
export function asTwoFactorRefusal(error: unknown): never {
  if (ruleErrorOf(error)) throw error;
  const code = error instanceof APIError ? String(error.body?.code ?? "") : "";
  const known = CODE_MESSAGES[code];
  if (known) throw new RuleError(known.code, known.message, { reason: known.reason });
  throw error;
}

/** The plugin's cookie that carries a sign-in waiting for its second factor. */
export function pendingSignInCookieName(secureCookies: boolean): string {
  return `${secureCookies ? "__Secure-" : ""}dmflow.two_factor`;
}

/** A Set-Cookie header that drops the pending sign-in (the person starts over). */
export function clearPendingSignInHeader(secureCookies: boolean): string {
  return `${pendingSignInCookieName(secureCookies)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secureCookies ? "; Secure" : ""}`;
}

/**
 * Who the request's pending sign-in belongs to, or null. The cookie's signature is checked
 * by the plugin when a code is verified; here its identifier is only looked up (unguessable,
 * short-lived), to key rate limits and the log and to greet the person by address.
 */
export async function pendingSignInUser(
  services: TwoFactorServices,
  request: Request,
  secureCookies: boolean,
): Promise<{ id: string; email: string } | null> {
  const name = pendingSignInCookieName(secureCookies);
  const raw = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return null;
  const signed = decodeURIComponent(raw);
  const identifier = signed.slice(0, signed.lastIndexOf("."));
  if (!identifier.startsWith("2fa-")) return null;
  const context = await services.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(identifier);
  if (!verification || verification.expiresAt < new Date()) return null;
  const [user] = await services.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, verification.value));
  return user ?? null;
}

/**
 * Finishes a pending sign-in with an authenticator code or a recovery code. Answers the
 * user id and the session's Set-Cookie headers; a wrong code throws a RuleError.
 */
export async function completeSignInWithCode(
  services: TwoFactorServices,
  request: Request,
  input: { userId: string; method: "totp" | "recovery_code"; code: string },
): Promise<{ userId: string; sessionToken: string; headers: Headers }> {
  const code = input.code.replace(/\s+/g, "");
  try {
    const { headers, response } =
      input.method === "totp"
        ? await verifyTotpCodeOnce(services, input.userId, code, () =>
            services.auth.api.verifyTOTP({
              body: { code },
              headers: request.headers,
              returnHeaders: true,
            }),
          )
        : await services.auth.api.verifyBackupCode({
            body: { code: await storedFormOf(services, code) },
            headers: request.headers,
            returnHeaders: true,
          });
    return { userId: response.user.id, sessionToken: response.token ?? "", headers };
  } catch (error) {
    asTwoFactorRefusal(error);
  }
}

export type TwoFactorStatus = {
  enabled: boolean;
  /** Unused recovery codes; 0 when two-factor is off. */
  recoveryCodesLeft: number;
};

export async function getTwoFactorStatus(db: Database, userId: string): Promise<TwoFactorStatus> {
  const [row] = await db
    .select({ enabled: users.twoFactorEnabled, backupCodes: twoFactors.backupCodes })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(eq(users.id, userId));
  if (!row?.enabled) return { enabled: false, recoveryCodesLeft: 0 };
  return { enabled: true, recoveryCodesLeft: countRecoveryCodes(row.backupCodes ?? "[]") };
}

export type TwoFactorSetup = {
  /** The authenticator's secret in Base32, for typing it in by hand. */
  secret: string;
  /** The otpauth:// URI as a QR code (SVG markup we generate from the URI). */
  qrSvg: string;
  recoveryCodes: string[];
};

/**
 * Starts setting up an authenticator after checking the password: a new secret and new
 * recovery codes, not in force until confirmSetup sees a first code from it.
 */
export async function startSetup(
  services: TwoFactorServices,
  request: Request,
  input: { password: string; issuer: string },
): Promise<TwoFactorSetup> {
  try {
    const enabled = await services.auth.api.enableTwoFactor({
      body: { password: input.password, issuer: input.issuer, method: "totp" },
      headers: request.headers,
    });
    if (enabled.method !== "totp") throw new Error("Better Auth gave no TOTP URI");
    const { totpURI, backupCodes } = enabled;
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    return { secret, qrSvg: renderSVG(totpURI), recoveryCodes: backupCodes };
  } catch (error) {
    asTwoFactorRefusal(error);
  }
}

/** A first code from the new authenticator turns two-factor on; the session is renewed. */
export async function confirmSetup(
  services: TwoFactorServices,
  request: Request,
  user: SessionUser,
  code: string,
): Promise<Headers> {
  let headers: Headers;
  try {
    const typed = code.replace(/\s+/g, "");
    ({ headers } = await verifyTotpCodeOnce(services, user.id, typed, () =>
      services.auth.api.verifyTOTP({
        body: { code: typed },
        headers: request.headers,
        returnHeaders: true,
      }),
    ));
  } catch (error) {
    asTwoFactorRefusal(error);
  }
  await recordActivity(services.db, {
    userId: user.id,
    action: "two_factor_enable",
    entity: "account",
    entityId: user.id,
  });
  return headers;
}

/** New recovery codes (the old ones stop working), after both factors. */
export async function regenerateRecoveryCodes(
  services: TwoFactorServices,
  request: Request,
  user: SessionUser,
  input: { password: string; code: string },
): Promise<string[]> {
  let codes: string[];
  try {
    await verifyBothFactors(services, request, user, input);
    ({ backupCodes: codes } = await services.auth.api.generateBackupCodes({
      body: { password: input.password },
      headers: request.headers,
    }));
  } catch (error) {
    asTwoFactorRefusal(error);
  }
  await recordActivity(services.db, {
    userId: user.id,
    action: "recovery_codes_regenerate",
    entity: "account",
    entityId: user.id,
  });
  return codes;
}

/**
 * Both factors of an admin with two-factor on, before a factor changes (ASVS 7.5.1): the
 * password, then a current authenticator code or a recovery code (which is then spent). The
 * password is checked first, so a wrong one does not spend a recovery code. Throws
 * a RuleError when either is wrong.
 */
export async function verifyBothFactors(
  services: TwoFactorServices,
  request: Request,
  user: SessionUser,
  input: { password: string; code: string },
): Promise<void> {
  if (!(await isUsersPassword(services, user.id, input.password))) {
    throw wrongPassword();
  }
  const code = input.code.replace(/\s+/g, "");
  try {
    if (/^\d{6}$/.test(code)) {
      await verifyTotpCodeOnce(services, user.id, code, () =>
        services.auth.api.verifyTOTP({ body: { code }, headers: request.headers }),
      );
    } else {
      await services.auth.api.verifyBackupCode({
        body: { code: await storedFormOf(services, code), disableSession: true },
        headers: request.headers,
      });
    }
  } catch (error) {
    asTwoFactorRefusal(error);
  }
}

/**
 * Turns two-factor off with the password and a current code (or a recovery code); the
 * session is renewed.
 */
export async function disableTwoFactor(
  services: TwoFactorServices,
  request: Request,
  user: SessionUser,
  input: { password: string; code: string },
): Promise<Headers> {
  let headers: Headers;
  try {
    await verifyBothFactors(services, request, user, input);
    ({ headers } = await services.auth.api.disableTwoFactor({
      body: { password: input.password },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    asTwoFactorRefusal(error);
  }
  await recordActivity(services.db, {
    userId: user.id,
    action: "two_factor_disable",
    entity: "account",
    entityId: user.id,
  });
  return headers;
}
