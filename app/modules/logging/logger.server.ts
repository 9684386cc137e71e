import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Level, type Logger } from "pino";

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
 * is given (the tests read what is written). Secrets are redacted by key.
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }) {
  return pino(
    {
      level: options.level,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
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
