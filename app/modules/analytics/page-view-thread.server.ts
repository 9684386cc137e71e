// Counting a view costs the request almost nothing (docs/decisions/0036-the-cached-path.md): the
// request thread appends the view's raw facts to a list, which goes to the page views' thread
// (page-view-worker.server.ts) every few milliseconds; that thread makes the rows and hands back
// batches, which are written here (page-view-writer.server.ts) without waiting for anything
// else. The day's salt stays with VisitorIds, which the thread asks for it once a day.
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { DatabaseConnection } from "#app/db/client.server.ts";
import { WORKER_HEAP_LIMITS } from "#app/lib/memory-budget.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import {
  type FromPageViewThread,
  type PageViewWorkerData,
  RAW_FIELDS,
  type RawPageView,
  type ToPageViewThread,
} from "./page-view-worker.server.ts";
import { createPageViewWriter } from "./page-view-writer.server.ts";
import type { VisitorIds } from "./visitor-ids.server.ts";

// Run by Node as it is (the server build bundles this module, not the thread's), from the
// project root, as the embedded database's thread is (app/db/pglite-thread.server.ts).
const WORKER_FILE = path.resolve(process.cwd(), "app/modules/analytics/page-view-worker.server.ts");
/** How long raw views wait on the request thread before they go to the thread together. */
const HAND_OVER_MS = 20;
/** Or as soon as this many wait. */
const HAND_OVER_VIEWS = 256;

export type { RawPageView };

export type PageViewCollector = {
  /** A counted view's raw facts, and when it was (ms): kept for the thread, nothing else. */
  add(view: Omit<RawPageView, "at">, at: number): void;
  /** Writes every view added so far (a lead's campaign is read from them; tests; shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

export function createPageViewCollector(
  database: Pick<DatabaseConnection, "db" | "copyFromBlob">,
  log: Logger,
  visitorIds: Pick<VisitorIds, "saltAt">,
  {
    timeZone,
    flushMs = 5_000,
    // A COPY costs the embedded database a fixed part besides its rows: 4.6 µs a row in
    // batches of 500, 2.7-2.9 in batches of 2,000, 1.9-2.0 in batches of 5,000 and no less in
    // larger ones (`node bench/page-view-copy.ts`). A busy site fills one in a fraction of a
    // second; a quiet one's views wait for the flush.
    maxRows = 5_000,
  }: { timeZone: string; flushMs?: number; maxRows?: number },
): PageViewCollector {
  const writer = createPageViewWriter(database, log);
  const workerData: PageViewWorkerData = {
    timeZone,
    flushMs,
    maxRows,
    copy: Boolean(database.copyFromBlob),
  };
  const flushes = new Map<number, () => void>();
  let nextFlush = 0;
  let raw: (string | number | null)[] = [];
  let handOver: NodeJS.Timeout | null = null;
  // Started with the first view: a process that counts none (a test's app, a console-only
  // instance) never pays for a thread.
  let worker: Worker | null = null;
  let stopped = false;
  const running = () => {
    worker ??= start();
    return worker;
  };

  function start(): Worker {
    const thread = new Worker(WORKER_FILE, { workerData, resourceLimits: WORKER_HEAP_LIMITS });
    // Views are never a reason to keep the process alive.
    thread.unref();
    thread.on("message", (message: FromPageViewThread) => {
      if (message.type === "salt") answerSalt(thread, message.at);
      else {
        const written = writer.write(message.batch);
        if (message.flushId !== null) {
          const done = flushes.get(message.flushId);
          flushes.delete(message.flushId);
          if (flushes.size === 0) thread.unref();
          void written.then(() => done?.());
        }
      }
    });
    thread.on("error", (error) => {
      log.error({ err: error, event: "analytics.thread_failed" }, "The page views thread failed");
    });
    thread.on("exit", () => {
      // The views it held are lost; those to come go to a new one.
      for (const done of flushes.values()) done();
      flushes.clear();
      if (worker === thread) worker = null;
    });
    return thread;
  }

  function answerSalt(thread: Worker, at: number) {
    visitorIds.saltAt(new Date(at)).then(
      ({ day, salt }) => post(thread, { type: "salt", at, day, salt }),
      (err: unknown) => {
        // Today's salt could not be read (the database is away): this view is lost, nothing else.
        log.warn({ err, event: "analytics.view_dropped" }, "A page view was dropped");
        post(thread, { type: "salt-failed", at });
      },
    );
  }

  const post = (thread: Worker, message: ToPageViewThread) => thread.postMessage(message);

  function handOverNow() {
    if (handOver) clearTimeout(handOver);
    handOver = null;
    if (raw.length === 0) return;
    post(running(), { type: "views", views: raw });
    raw = [];
  }

  return {
    add(view, at) {
      if (stopped) return;
      raw.push(
        at,
        view.url,
        view.referrer,
        view.userAgent,
        view.locale,
        view.country,
        view.ip,
        view.site,
      );
      if (raw.length >= HAND_OVER_VIEWS * RAW_FIELDS) handOverNow();
      else handOver ??= setTimeout(handOverNow, HAND_OVER_MS).unref();
    },
    flush() {
      handOverNow();
      // No thread yet: no view was ever added, so none waits.
      if (!worker) return Promise.resolve();
      const current = worker;
      const id = nextFlush++;
      return new Promise<void>((resolve) => {
        flushes.set(id, resolve);
        // Held open until the batch is back: a process that waits for it must not exit first.
        current.ref();
        post(current, { type: "flush", id });
      });
    },
    async stop() {
      await this.flush();
      stopped = true;
      await worker?.terminate();
    },
  };
}
