import { LOCALES } from "#app/db/enums.ts";

// What a log line may hold of a request or an error: never a credential, never a visitor's
// personal data (docs/product.md#security; the logger's redaction covers secrets by key, this covers them
// inside values).

// A preview link's key is a bearer secret in the path (docs/decisions/0014-preview-links-and-editor-autosave.md).
// At /preview/{key}, or under a language's prefix.
const PREVIEW_KEY = new RegExp(`^((?:/(?:${LOCALES.join("|")}))?/preview/)[^/]+`);
// So are a host's calendar feed token, at /calendar/{token}.ics (host-feed-token.server.ts),
// and a booking's reschedule and cancel links and its invitation file's address
// (docs/decisions/0043-bookings-in-the-database.md).
const CALENDAR_FEED_TOKEN = /^\/calendar\/[^/]+/;
const BOOKING_TOKEN = new RegExp(
  `^((?:/(?:${LOCALES.join("|")}))?/book/(?:reschedule|cancel)/)[^/]+`,
);

/**
 * The request's path as logs hold it: without its query, a preview link's key, a calendar
 * feed's token and a booking link's secret masked.
 */
export function loggablePath(target: string): string {
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  if (path.startsWith("/calendar/")) return path.replace(CALENDAR_FEED_TOKEN, "/calendar/[token]");
  if (path.includes("/preview/")) return path.replace(PREVIEW_KEY, "$1[key]");
  return path.includes("/book/") ? path.replace(BOOKING_TOKEN, "$1[token]") : path;
}

type SerializedError = { type: string; message: string; stack?: string; [key: string]: unknown };

// Kept from a database error (PostgreSQL's, through pg or PGlite): what went wrong and where,
// never the row: `detail` quotes the values ("Key (email)=(…)"), `where` and `internalQuery` may.
const DATABASE_ERROR_FIELDS = ["code", "severity", "constraint", "table", "column", "routine"];

/**
 * An error as the log holds it (the logger's `err` serializer): its type, message, stack and
 * cause, with a failed query's SQL but not its values. Drizzle writes a query's parameters (a
 * lead's e-mail and message) into its error's message and stack, and keeps them in `params`.
 * Other errors keep their own plain fields (a system error's `code` and `path`), as pino's
 * default serializer does.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 3) return error;
  const fields = error as Error & Record<string, unknown>;
  const failedQuery =
    typeof fields.query === "string" && "params" in fields ? fields.query : undefined;
  const fromDatabase = failedQuery !== undefined || "severity" in fields;
  const message = failedQuery === undefined ? error.message : `Failed query: ${failedQuery}`;
  const serialized: SerializedError = {
    type: error.constructor?.name ?? "Error",
    message,
    stack:
      failedQuery === undefined ? error.stack : `${error.name}: ${message}\n${stackFrames(error)}`,
  };
  const kept = fromDatabase ? DATABASE_ERROR_FIELDS : Object.keys(fields);
  for (const field of kept) {
    const value = fields[field];
    if (field !== "cause" && value !== null && typeof value !== "object" && value !== undefined) {
      serialized[field] = value;
    }
  }
  if (error.cause !== undefined) serialized.cause = loggableError(error.cause, depth + 1);
  return serialized;
}

/** The "    at …" lines of a stack, without its message (which may span several lines). */
function stackFrames(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}
