import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { admin, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accounts, sessions, twoFactors, users, verifications } from "#app/db/schema.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { RECOVERY_CODE_COUNT, recoveryCodeStorage } from "./recovery-codes.server.ts";

// Better Auth on our own tables. It is called only from our route actions (auth.api.*); its
// HTTP handler is not mounted, so sign-up, password reset and the rest have no public URL.
// Rate limiting and CSRF checks are ours (rate-limiter.ts, the actions), keyed on the real
// client address.

export const MIN_PASSWORD_LENGTH = 8;

export function createAuth(options: {
  db: Database;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  /** Where Better Auth's own messages go; its console lines otherwise. */
  log?: Logger;
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
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
    },
    user: {
      additionalFields: {
        status: { type: "string", required: false, defaultValue: "active", input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // Every request reads the session from the database, so a revoked one ends at once.
      cookieCache: { enabled: false },
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
        log[level === "error" ? "error" : "debug"]({ component: "better-auth", args }, message),
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
          storeBackupCodes: recoveryCodeStorage(options.secret),
        },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // Inactive and banned users cannot sign in (DECISIONS §1, §5).
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
