import { data } from "react-router";
import { DATABASE_UNAVAILABLE } from "#app/lib/database-unavailable.ts";

// Socket errors, and PostgreSQL's SQLSTATE class 08 (connection exception) and 57P01-57P03
// (the server shutting down or starting up): the database is away, not the query at fault.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const SERVER_GOING_AWAY = new Set(["57P01", "57P02", "57P03"]);
// node-postgres says these in words only, without a code.
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

/** The error in `error`'s cause chain (Drizzle wraps the driver's) saying the database is away. */
function unavailabilityIn(error: unknown): Error | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    const away =
      typeof code === "string"
        ? NETWORK_CODES.has(code) || SERVER_GOING_AWAY.has(code) || code.startsWith("08")
        : DRIVER_MESSAGES.test(cause.message);
    if (away) return cause;
    cause = cause.cause;
  }
  return undefined;
}

/** Whether `error` means the database cannot be reached (rather than a query's own fault). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailabilityIn(error) !== undefined;
}

/**
 * The value of `work`, for loaders and middleware: when the database cannot be reached, a 503
 * the error page explains (and retries) is thrown instead of the driver's error. `details` are
 * worked out then and go with it (the error page's texts in the page's language, which the
 * root's loader gives otherwise).
 */
export async function orDatabaseUnavailable<T>(
  work: Promise<T>,
  details?: () => Record<string, unknown>,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const unavailability = unavailabilityIn(error);
    if (!unavailability) throw error;
    console.error(`The database is not answering: ${unavailability.message}`);
    throw data({ ...details?.(), ...DATABASE_UNAVAILABLE }, { status: 503 });
  }
}
