import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { notificationOutbox, signInFailures, users } from "#app/db/schema.ts";
import { startPeriodicJob } from "#app/lib/periodic-job.server.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { limitKeyOf } from "#app/modules/security/client-ip.ts";
import { type AuthServices, type SignInResult, signInToConsole } from "./session.server.ts";

// Password guessing limited per account and address (ADR 0016), in the database, so every
// instance and a restart see the same counts. Two runs of failures decide: the address's own at
// this account, which locks that address out of it, and the account's, which locks everyone out
// but only with failures from several addresses. An attempt is counted before the password is
// checked, in one transaction holding both rows, and refused unchecked while either is locked:
// parallel guesses cannot slip past a lock, and a locked answer never depends on the password.

/**
 * The failure that locks the address out of the account: the ones before it cost nothing (a
 * person mistyping, a password manager's stale entry).
 */
const ADDRESS_LOCKING_FAILURE = 5;
/**
 * The account's failure that locks it for every address. An address adds to the account's run
 * only until it is locked out itself (its first ADDRESS_LOCKING_FAILURE failures), so it takes
 * at least three addresses; once reached, every failure counts and extends the lock.
 */
const ACCOUNT_LOCKING_FAILURE = 15;
/** The lock after a locking failure; each further failure doubles it, up to the cap. */
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 15 * 60_000;
/** A run of failures is forgotten a day after its last one. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** The e-mail as Better Auth looks it up: trimmed and lower-cased. */
const normalizedEmail = (email: string) => email.trim().toLowerCase();

const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * The key of an account's run: a hash of its e-mail, so that the addresses guessed at (typos,
 * strangers') are not kept, and whatever was typed fits.
 */
export function signInAccountKey(email: string): string {
  return hashOf(normalizedEmail(email));
}

/** The key of one address's run at an account (an IPv6 address counts as its /64). */
export function signInAddressKey(email: string, ip: string): string {
  return hashOf(`${normalizedEmail(email)}\n${limitKeyOf(ip)}`);
}

/** Who is trying: the e-mail typed and the client's address. */
export type SignInAttempter = { email: string; ip: string };

/** A run after this attempt: its number of failures, and its lock if it is locked. */
type Run = { failures: number; lockedUntil: Date | null };

export type SignInAttempt =
  | {
      admitted: true;
      /** The runs should the password be wrong: the address's at the account, the account's. */
      address: Run;
      account: Run;
    }
  | { admitted: false; retryAfterSeconds: number };

type RunRow = typeof signInFailures.$inferSelect;

/** The run's row, locked for the transaction (made, empty, if there was none). */
async function holdRun(tx: Database, key: string, now: Date): Promise<RunRow> {
  const [row] = await tx
    .insert(signInFailures)
    .values({ account: key, failures: 0, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({ target: signInFailures.account, set: { account: sql`excluded.account` } })
    .returning();
  return row as RunRow;
}

/** The run's failures so far, none once it is forgotten. */
const failuresSoFar = (row: RunRow, now: Date) =>
  +row.lastFailureAt <= +now - FAILURE_MEMORY_MS ? 0 : row.failures;

const isLocked = (row: RunRow, now: Date) => Boolean(row.lockedUntil && row.lockedUntil > now);

/** From the locking failure on, FIRST_LOCK_MS doubled per further failure, up to MAX_LOCK_MS. */
function lockAfter(failures: number, lockingFailure: number, now: Date): Date | null {
  if (failures < lockingFailure) return null;
  const doublings = Math.min(failures - lockingFailure, 30);
  return new Date(+now + Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** doublings));
}

async function saveRun(tx: Database, key: string, run: Run, now: Date) {
  await tx
    .update(signInFailures)
    .set({ failures: run.failures, lastFailureAt: now, lockedUntil: run.lockedUntil })
    .where(eq(signInFailures.account, key));
}

/**
 * Counts a password attempt as a failure up front, or refuses it while the account or this
 * address at it is locked (nothing is counted then). A right password then ends the address's
 * run (clearSignInFailures).
 */
export async function beginSignInAttempt(
  db: Database,
  attempter: SignInAttempter,
  now = new Date(),
): Promise<SignInAttempt> {
  const accountKey = signInAccountKey(attempter.email);
  const addressKey = signInAddressKey(attempter.email, attempter.ip);
  return db.transaction(async (tx) => {
    const accountRow = await holdRun(tx, accountKey, now);
    const addressRow = await holdRun(tx, addressKey, now);
    const lock = [accountRow, addressRow].find((row) => isLocked(row, now))?.lockedUntil;
    if (lock) {
      return {
        admitted: false as const,
        retryAfterSeconds: Math.max(1, Math.ceil((+lock - +now) / 1000)),
      };
    }
    const addressFailures = failuresSoFar(addressRow, now) + 1;
    const address = {
      failures: addressFailures,
      lockedUntil: lockAfter(addressFailures, ADDRESS_LOCKING_FAILURE, now),
    };
    const accountSoFar = failuresSoFar(accountRow, now);
    const counts =
      addressFailures <= ADDRESS_LOCKING_FAILURE || accountSoFar >= ACCOUNT_LOCKING_FAILURE;
    const accountFailures = counts ? accountSoFar + 1 : accountSoFar;
    // A failure that does not count still keeps the account's run from being forgotten: an
    // address locked out long ago is still guessing.
    const account = {
      failures: accountFailures,
      lockedUntil: counts
        ? lockAfter(accountFailures, ACCOUNT_LOCKING_FAILURE, now)
        : accountRow.lockedUntil,
    };
    await saveRun(tx, addressKey, address, now);
    await saveRun(tx, accountKey, account, now);
    return { admitted: true as const, address, account };
  });
}

/**
 * The password was right: the address's run is over, and what it added to the account's run
 * is taken back. The other addresses' failures stay counted: a stranger's guesses are not
 * forgiven by the owner's sign-in.
 */
export async function clearSignInFailures(
  db: Database,
  attempter: SignInAttempter,
  now = new Date(),
): Promise<void> {
  const addressKey = signInAddressKey(attempter.email, attempter.ip);
  await db.transaction(async (tx) => {
    const [addressRow] = await tx
      .delete(signInFailures)
      .where(eq(signInFailures.account, addressKey))
      .returning();
    const added = addressRow
      ? Math.min(failuresSoFar(addressRow, now), ADDRESS_LOCKING_FAILURE)
      : 0;
    if (added === 0) return;
    await tx
      .update(signInFailures)
      .set({ failures: sql`greatest(0, ${signInFailures.failures} - ${added})` })
      .where(eq(signInFailures.account, signInAccountKey(attempter.email)));
  });
}

/**
 * The attempt was a failure. When it was the one that first locked the account for everyone
 * (the account run's ACCOUNT_LOCKING_FAILURE-th), and the account exists, the Activity log
 * says so and the owner gets an e-mail when mail is set up; the escalations after it, and
 * addresses locked out on their own, are not announced.
 */
export async function noteSignInFailure(
  db: Database,
  attempt: { email: string; ip: string; account: Run },
  options: { emailConfigured: boolean },
): Promise<void> {
  const { account } = attempt;
  if (account.failures !== ACCOUNT_LOCKING_FAILURE || !account.lockedUntil) return;
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
        failures: account.failures,
        lockedUntil: account.lockedUntil?.toISOString(),
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
 * A password sign-in to the console under the limits: refused unchecked while the account or
 * the address at it is locked; a right password for a console user ends the address's run,
 * anything else (a wrong password, an unknown e-mail, a user who may not use the console) is a
 * failure.
 */
export async function signInWithAccountLimit(
  services: AuthServices & { notifications: { emailConfigured: boolean } },
  request: Request,
  credentials: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<LimitedSignInResult> {
  const attempt = await beginSignInAttempt(services.db, credentials, now);
  if (!attempt.admitted) {
    return { ok: false, reason: "locked", retryAfterSeconds: attempt.retryAfterSeconds };
  }
  const result = await signInToConsole(services, request, credentials);
  if (
    result.ok ||
    result.reason === "two_factor_required" ||
    result.reason === "passkey_required"
  ) {
    await clearSignInFailures(services.db, credentials, now);
  } else {
    await noteSignInFailure(
      services.db,
      { email: credentials.email, ip: credentials.ip, account: attempt.account },
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
