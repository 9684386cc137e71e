// PostgreSQL's error codes (SQLSTATE) a domain function answers as a rule rather than a fault.
// Both drivers put the code on the error; Drizzle wraps it as the cause of its own.

/** A unique index refused the row. */
export const UNIQUE_VIOLATION = "23505";
/** An exclusion constraint refused the row (two bookings holding the same time). */
export const EXCLUSION_VIOLATION = "23P01";

/** Whether `error`, or an error it wraps, carries SQLSTATE `code`. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === code) return true;
  }
  return false;
}
