import { Writable } from "node:stream";
import { createLogger, type Logger } from "#app/modules/logging/logger.server.ts";

export type LogEntry = Record<string, unknown> & { level: string; msg?: string };

/** The app's own logger, writing into an array the test reads instead of stdout. */
export function captureLogs(): { logger: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split("\n").filter(Boolean)) entries.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: createLogger({ level: "debug", destination }), entries };
}
