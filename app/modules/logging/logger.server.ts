import { AsyncLocalStorage } from "node:async_hooks";
import { hostname } from "node:os";
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

/** Access lines wait in memory until there are this many characters of them or this long has passed. */
const ACCESS_LOG_BATCH_CHARS = 16_384;
export const ACCESS_LOG_FLUSH_MS = 250;

/**
 * The access log: a line a request (method, path without its query, status, duration), so
 * nothing to redact, and redaction (pino's `redact`) made each line cost about 30 µs, more than
 * serving a cached page. The lines are written in batches rather than one write each: on the
 * cached pages' path the write was a fifth of the work per request. The batch is joined here and
 * handed to the stream whole: the stream's own batching (sonic-boom's `minLength`) measures its
 * whole waiting text in UTF-8 for every line added, about 3 µs a line, a tenth of a cached hit
 * (docs/decisions/0036-the-cached-path.md). A crash loses at most the last quarter second of
 * access lines; the app's own log (sign-ins, errors) stays synchronous.
 * Its lines are pino's (the same fields: level name, ISO time, pid, hostname, msg), written by
 * `accessLine`: pino's serializer and clock were the cached page's largest cost after the
 * write itself (bench/cached-hit-profile.ts). `flush()` writes what waits, for a clean exit.
 */
export function createAccessLogger(options: { level: LogLevel; dest?: number | string }) {
  const stream = pino.destination({ dest: options.dest ?? 1, sync: false });
  let waiting = "";
  const writeWaiting = () => {
    if (waiting === "") return;
    stream.write(waiting);
    waiting = "";
  };
  setInterval(writeWaiting, ACCESS_LOG_FLUSH_MS).unref();
  const threshold = LEVEL_RANK[options.level];
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const writer = (level: "info" | "error") => (entry: AccessEntry, message: string) => {
    if (LEVEL_RANK[level] < threshold) return;
    waiting += accessLine(level, base, entry, message);
    if (waiting.length >= ACCESS_LOG_BATCH_CHARS) writeWaiting();
  };
  const logger: AccessLogger = { info: writer("info"), error: writer("error") };
  return {
    logger,
    flush: () => {
      writeWaiting();
      stream.flushSync();
    },
  };
}

/**
 * What an access line holds: a request, its answer's status and how long it took
 * (server/request-log.ts), and its message.
 */
export type AccessEntry = Readonly<{
  event: "http.request";
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  aborted?: true | undefined;
}>;
export type AccessLogger = Record<"info" | "error", (entry: AccessEntry, message: string) => void>;

const LEVEL_RANK: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

// Requests come several a millisecond under load: the time is formatted once a millisecond.
let clock = { ms: 0, iso: "" };
function isoNow(): string {
  const ms = Date.now();
  if (ms !== clock.ms) clock = { ms, iso: new Date(ms).toISOString() };
  return clock.iso;
}

/**
 * One JSON line as pino writes it with LINE_FORMAT: level, time, `base`, the entry's fields in
 * their order, msg. Written field by field: a loop over the entry's keys, each value through
 * JSON.stringify, cost a cached page's request about 1 µs more (bench/hit-path-costs.ts).
 */
export function accessLine(
  level: "info" | "error",
  base: string,
  entry: AccessEntry,
  message: string,
): string {
  const ms = Number.isFinite(entry.ms) ? entry.ms : null;
  return `{"level":"${level}","time":"${isoNow()}"${base},"event":"${entry.event}","reqId":${jsonString(entry.reqId)},"method":${jsonString(entry.method)},"path":${jsonString(entry.path)},"status":${entry.status},"ms":${ms}${entry.aborted ? ',"aborted":true' : ""},"msg":${jsonString(message)}}\n`;
}

// Text JSON.stringify would write as it is, between quotes: no quote, backslash, control
// character or surrogate (a lone half is escaped; a pair goes through JSON.stringify too).
const PLAIN_JSON_TEXT = /^[ !#-[\]-\ud7ff\ue000-\uffff]*$/;
/** `text` as a JSON string: checked, and quoted as it is when nothing in it needs escaping. */
function jsonString(text: string): string {
  return PLAIN_JSON_TEXT.test(text) ? `"${text}"` : JSON.stringify(text);
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
