import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Level, type Logger } from "pino";
import { loggableError } from "./loggable.ts";

export type { Logger };
export type LogLevel = Level | "silent";

// Keys whose values never reach a log line, at any of the first three levels of an entry
// (`password`, `body.password`, `req.headers.cookie`): credentials, session cookies and tokens.
const SECRET_KEYS = [
  "password",
  "newPassword",
  "token",
  "setupToken",
  "secret",
  "cookie",
  "set-cookie",
  "authorization",
];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const plain = /^\w+$/.test(key);
  const child = plain ? `.${key}` : `["${key}"]`;
  return [plain ? key : `["${key}"]`, `*${child}`, `*.*${child}`];
});

/**
 * The process's one logger: JSON lines (ISO time, level name) to stdout unless a destination
 * is given (the tests read what is written). Secrets are redacted by key; an error is logged
 * without the values of a failed query (loggableError).
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }) {
  return pino(
    {
      ...LINE_FORMAT,
      level: options.level,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: loggableError },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

const LINE_FORMAT = {
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
};

/** Access lines wait in memory until there are this many bytes of them or this long has passed. */
const ACCESS_LOG_BATCH_BYTES = 4096;
export const ACCESS_LOG_FLUSH_MS = 250;

/**
 * The access log: a line a request (method, path without its query, status, duration), so
 * nothing to redact, and redaction (pino's `redact`) made each line cost about 30 µs, more than
 * serving a cached page. The lines are written in batches rather than one write each: on the
 * cached pages' path the write was a fifth of the work per request. A crash loses at most the
 * last quarter second of access lines; the app's own log (sign-ins, errors) stays synchronous.
 * `flush()` writes what waits, for a clean exit.
 */
export function createAccessLogger(options: { level: LogLevel; dest?: number | string }) {
  const stream = pino.destination({
    dest: options.dest ?? 1,
    sync: false,
    minLength: ACCESS_LOG_BATCH_BYTES,
  });
  setInterval(() => stream.flush(), ACCESS_LOG_FLUSH_MS).unref();
  const logger = pino({ ...LINE_FORMAT, level: options.level }, stream);
  return { logger, flush: () => stream.flushSync() };
}

// The logger of the request being served, for domain code that has no route context at hand
// (the activity log, shared action helpers). The root middleware opens the scope.
const requestScope = new AsyncLocalStorage<Logger>();

export function withRequestLogger<T>(logger: Logger, run: () => T): T {
  return requestScope.run(logger, run);
}

/** The current request's logger; undefined outside a request (command-line tools, seeding). */
export function requestLogger(): Logger | undefined {
  return requestScope.getStore();
}
