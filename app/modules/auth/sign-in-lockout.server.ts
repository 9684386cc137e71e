import { createHash } from "node:crypto";
import { and, eq, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { notificationOutbox, signInFailures, users } from "#app/db/schema.ts";
import { startPeriodicJob } from "#app/lib/periodic-job.server.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { type AuthServices, type SignInResult, signInToConsole } from "./session.server.ts";

// Password guessing limited per account, whatever the addresses it comes from (ADR 0016): a
// row per e-mail in the database, so every instance and a restart see the same count. An
// attempt is counted before the password is checked, in one statement that refuses it while
// the account is locked: parallel guesses cannot slip past a lock, and a locked account's
// answer never depends on the password. A right password then takes the count back to zero.

/**
 * The failure that locks the account: the ones before it cost nothing (a person mistyping, a
 * password manager's stale entry).
 */
const LOCKING_FAILURE = 5;
/** The lock after that failure; each further failure doubles it, up to the cap. */
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 15 * 60_000;
/** A run of failures is forgotten a day after its last one. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** The e-mail as Better Auth looks it up: trimmed and lower-cased. */
const normalizedEmail = (email: string) => email.trim().toLowerCase();

/**
 * The key of an account's count: a hash of its e-mail, so that the addresses guessed at (typos,
 * strangers') are not kept, and whatever was typed fits.
 */
export function signInAccountKey(email: string): string {
  return createHash("sha256").update(normalizedEmail(email)).digest("base64url");
}

export type SignInAttempt =
  | {
      admitted: true;
      /** This attempt's place in the run of failures, should the password be wrong. */
      failures: number;
      /** When the account unlocks if it is wrong; null while failures are free. */
      lockedUntil: Date | null;
    }
  | { admitted: false; retryAfterSeconds: number };

/**
 * Counts a password attempt for the account as a failure up front, or refuses it while the
 * account is locked (nothing is counted then). From the LOCKING_FAILURE-th on, the attempt
 * itself locks the account for FIRST_LOCK_MS, doubled per further failure up to MAX_LOCK_MS; a
 * right password lifts it again (clearSignInFailures).
 */
export async function beginSignInAttempt(
  db: Database,
  email: string,
  now = new Date(),
): Promise<SignInAttempt> {
  const account = signInAccountKey(email);
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
  // This attempt's number in the run (the old row's values: SET reads them).
  const failures = sql`CASE WHEN ${signInFailures.lastFailureAt} <= ${forgetBefore} THEN 1 ELSE ${signInFailures.failures} + 1 END`;
  const lockedUntil = (count: SQL) =>
    sql`CASE WHEN ${count} >= ${LOCKING_FAILURE} THEN ${now}::timestamptz + make_interval(secs => least(${MAX_LOCK_MS / 1000}, ${FIRST_LOCK_MS / 1000} * power(2, least(${count} - ${LOCKING_FAILURE}, 30)))) END`;
  const [counted] = await db
    .insert(signInFailures)
    .values({
      account,
      failures: 1,
      lastFailureAt: now,
      lockedUntil: lockedUntil(sql`1`),
    })
    .onConflictDoUpdate({
      target: signInFailures.account,
      set: { failures, lastFailureAt: now, lockedUntil: lockedUntil(failures) },
      setWhere: or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now)),
    })
    .returning({ failures: signInFailures.failures, lockedUntil: signInFailures.lockedUntil });
  if (counted) return { admitted: true, ...counted };
  const [locked] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.account, account));
  const until = locked?.lockedUntil?.getTime() ?? now.getTime();
  return {
    admitted: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
  };
}

/** The password was right: the account's run of failures, and any lock, are over. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.account, signInAccountKey(email)));
}

/**
 * The attempt was a failure. When it was the one that first locked the account (the run's
 * LOCKING_FAILURE-th), and the account exists, the Activity log says so and the owner gets an
 * e-mail when mail is set up; the escalations after it are not announced again.
 */
export async function noteSignInFailure(
  db: Database,
  attempt: { email: string; ip: string; failures: number; lockedUntil: Date | null },
  options: { emailConfigured: boolean },
): Promise<void> {
  if (attempt.failures !== LOCKING_FAILURE || !attempt.lockedUntil) return;
  const email = normalizedEmail(attempt.email);
  // No stored e-mail holds a NUL (PostgreSQL text cannot): such a guess names no account.
  if (email.includes("\0")) return;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  await db.transaction(async (tx) => {
    await recordActivity(tx, {
      userId: null,
      action: "sign_in_locked",
      entity: "account",
      entityId: user.id,
      details: {
        failures: attempt.failures,
        lockedUntil: attempt.lockedUntil?.toISOString(),
        ip: attempt.ip,
      },
    });
    if (options.emailConfigured) {
      await tx.insert(notificationOutbox).values({ kind: "account_locked", recipientId: user.id });
    }
  });
}

/** Forgets runs whose last failure is past the memory and whose lock has ended. */
export async function deleteStaleSignInFailures(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.lastFailureAt, new Date(now.getTime() - FAILURE_MEMORY_MS)),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now)),
      ),
    );
}

export type LimitedSignInResult =
  | SignInResult
  /** Too many failures lately: the password was not looked at. */
  | { ok: false; reason: "locked"; retryAfterSeconds: number };

/**
 * A password sign-in to the console under the account's limit: refused unchecked while the
 * account is locked; a right password for a console user clears the count, anything else
 * (a wrong password, an unknown e-mail, a user who may not use the console) is a failure.
 */
export async function signInWithAccountLimit(
  services: AuthServices & { notifications: { emailConfigured: boolean } },
  request: Request,
  credentials: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<LimitedSignInResult> {
  const attempt = await beginSignInAttempt(services.db, credentials.email, now);
  if (!attempt.admitted) {
    return { ok: false, reason: "locked", retryAfterSeconds: attempt.retryAfterSeconds };
  }
  const result = await signInToConsole(services, request, credentials);
  if (
    result.ok ||
    result.reason === "two_factor_required" ||
    result.reason === "passkey_required"
  ) {
    await clearSignInFailures(services.db, credentials.email);
  } else {
    await noteSignInFailure(
      services.db,
      { ...attempt, email: credentials.email, ip: credentials.ip },
      services.notifications,
    );
  }
  return result;
}

/** Deletes stale runs every hour (and once at start): guesses at unknown e-mails leave rows. */
export function startSignInFailureSweep(db: Database, log: Logger, intervalMs = 60 * 60_000) {
  return startPeriodicJob(
    () =>
      deleteStaleSignInFailures(db).catch((err) =>
        log.error({ err }, "Sign-in failures: deleting stale ones failed"),
      ),
    intervalMs,
  );
}
