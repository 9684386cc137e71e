import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { admin, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accounts, passkeys, sessions, twoFactors, users, verifications } from "#app/db/schema.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { linkIdentifierStorage } from "./emailed-links.server.ts";
import {
  generateRecoveryCodes,
  RECOVERY_CODE_COUNT,
  recoveryCodeStorage,
} from "./recovery-codes.server.ts";
import { signInLinkPlugin } from "./sign-in-link-plugin.server.ts";

// Better Auth on our own tables. It is called only from our route actions (auth.api.*); its
// HTTP handler is not mounted, so sign-up and the rest have no public URL (password links are
// served by our own /admin-auth/forgot and /admin-auth/reset, ADR 0028).
// Rate limiting and CSRF checks are ours (rate-limiter.ts, the actions), keyed on the real
// client address.

export const MIN_PASSWORD_LENGTH = 8;

/** How long a "Forgot password?" link works (ADR 0028): its owner is at their mailbox now. */
export const FORGOT_PASSWORD_LINK_LIFETIME_SECONDS = 60 * 60;

/** Who a reset link is for, as Better Auth hands it to `sendResetPassword`. */
export type PasswordResetRecipient = { id: string; email: string; name: string };

/**
 * How long a console session lasts (ADR 0016, NIST SP 800-63B rev. 4 at AAL2): at most a day
 * from sign-in, and it ends after an hour without a request.
 */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24;
export const SESSION_IDLE_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * The passkey plugin's "Failed to verify registration/authentication" come with SimpleWebAuthn's
 * error, whose message quotes the challenges: logged without it (our actions log the reason).
 */
const PASSKEY_FAILURE = /^Failed to verify (registration|authentication)/;

/** A passkey answer made without the authenticator's PIN or biometric (before anything is saved). */
export const USER_NOT_VERIFIED = "PASSKEY_USER_NOT_VERIFIED";
const userNotVerified = () =>
  new APIError("UNAUTHORIZED", {
    code: USER_NOT_VERIFIED,
    message: "The authenticator did not verify its user",
  });

export function createAuth(options: {
  db: Database;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  /** Where Better Auth's own messages go; its console lines otherwise. */
  log?: Logger;
  /**
   * Sends a "Forgot password?" link's token to its owner; none when e-mail is not set up
   * (requestPasswordReset then refuses).
   */
  sendPasswordResetLink?: (user: PasswordResetRecipient, token: string) => Promise<void>;
}) {
  const { log } = options;
  const { db } = options;
  return betterAuth({
    appName: "DMflow",
    baseURL: options.baseURL,
    secret: options.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // Better Auth's own reset flow carries every password link (ADR 0028): "Forgot
      // password?", an admin's reset link and an invitation. A reset ends every session.
      sendResetPassword: options.sendPasswordResetLink
        ? ({ user, token }) => options.sendPasswordResetLink!(user, token)
        : undefined,
      resetPasswordTokenExpiresIn: FORGOT_PASSWORD_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
    },
    // A link's token is a bearer secret: the verification table keeps only its SHA-256, after
    // the link's prefix (ADR 0028). Other rows (two-factor and passkey challenges) stay as they
    // were.
    verification: { storeIdentifier: linkIdentifierStorage },
    user: {
      additionalFields: {
        status: { type: "string", required: false, defaultValue: "active", input: false },
      },
    },
    session: {
      // An absolute lifetime: a session ends a day after sign-in however busy it is (ADR 0016).
      expiresIn: SESSION_MAX_AGE_SECONDS,
      disableSessionRefresh: true,
      // Every request reads the session from the database, so a revoked one ends at once.
      cookieCache: { enabled: false },
      // Better Auth's "fresh session" (created within a day) would refuse adding a passkey in an
      // older session; our own guard decides instead: a proof from the last 10 minutes
      // (recent-authentication.server.ts), which a re-authentication renews.
      freshAge: 0,
    },
    advanced: {
      cookiePrefix: "dmflow",
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => crypto.randomUUID() },
    },
    // Its warnings (a wrong password, ...) repeat the auth events the sign-in action logs.
    logger: log && {
      log: (level, message, ...args) =>
        log[level === "error" ? "error" : "debug"](
          { component: "better-auth", args: PASSKEY_FAILURE.test(message) ? undefined : args },
          message,
        ),
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      // TOTP with recovery codes; the first code confirms the authenticator. Besides its own
      // limits (5 tries per challenge, a 15-minute lock after 10 failures in a row), the
      // sign-in action limits code attempts per account and per address.
      twoFactor({
        skipVerificationOnEnable: false,
        backupCodeOptions: {
          amount: RECOVERY_CODE_COUNT,
          customBackupCodesGenerate: generateRecoveryCodes,
          storeBackupCodes: recoveryCodeStorage(options.secret),
        },
      }),
      // WebAuthn: the relying party is the site's public address (PUBLIC_URL, else
      // http://localhost:PORT), its host name the RP id. The origin is fixed rather than taken
      // from the request's Origin header. A passkey is a second factor (ADR 0018): the
      // authenticator must verify its user (PIN, biometric), asked as "required" and checked
      // here, since the plugin verifies with requireUserVerification off.
      passkey({
        rpID: new URL(options.baseURL).hostname,
        origin: new URL(options.baseURL).origin,
        authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
        registration: {
          afterVerification: ({ verification }) => {
            if (!verification.registrationInfo?.userVerified) throw userNotVerified();
          },
        },
        authentication: {
          afterVerification: ({ verification }) => {
            if (!verification.authenticationInfo.userVerified) throw userNotVerified();
          },
        },
        advanced: { webAuthnChallengeCookie: "passkey_challenge" },
      }),
      // An e-mailed sign-in link, past the password lockout (ADR 0016).
      signInLinkPlugin(),
    ],
    databaseHooks: {
      session: {
        create: {
          // Inactive and banned users cannot sign in (docs/product.md#console-access).
          before: async (session) => {
            const [user] = await db
              .select({ status: users.status, banned: users.banned })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.status !== "active" || user.banned) {
              throw new APIError("FORBIDDEN", { message: "This account is not active" });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
