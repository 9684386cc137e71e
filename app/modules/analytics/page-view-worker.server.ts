// The page views' own thread (docs/decisions/0036-the-cached-path.md): the request thread hands
// it each counted view's raw facts (page-view-thread.server.ts), and here they become rows: bots
// and foreign pages dropped, the User-Agent classified, the visitor hashed with the day's salt,
// the batch made into COPY's tuples. Batches go back to be written. Runs natively on Node (no
// bundler): erasable syntax only, imports with `.ts`.
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { memoized } from "#app/lib/memoized.ts";
import { describePageView, siteDayOf } from "./page-view.ts";
import { copyBatchOf, type PageViewBatch, type PageViewRow } from "./page-view-copy.ts";
import { visitorIdOf } from "./visitor-id.ts";

/** What the thread is started with (`workerData`). */
export type PageViewWorkerData = {
  timeZone: string;
  flushMs: number;
  maxRows: number;
  /** Whether batches go out as COPY tuples (the embedded database's) or as rows. */
  copy: boolean;
};

/**
 * A counted view's raw facts, as the request thread knew them, flattened: RAW_FIELDS values a
 * view, in this order (a flat list of strings crosses threads more cheaply than objects).
 */
export const RAW_FIELDS = 8;
export type RawPageView = {
  /** When it was served or reported (ms since the epoch). */
  at: number;
  url: string;
  referrer: string;
  userAgent: string;
  locale: string | null;
  country: string | null;
  ip: string;
  site: string;
};

/** Messages to the thread. */
export type ToPageViewThread =
  | { type: "views"; views: (string | number | null)[] }
  | { type: "flush"; id: number }
  | { type: "salt"; at: number; day: string; salt: Uint8Array }
  | { type: "salt-failed"; at: number };

/** Messages from the thread. */
export type FromPageViewThread =
  | { type: "batch"; batch: PageViewBatch; flushId: number | null }
  | { type: "salt"; at: number };

// Not started as a thread (imported for its types): nothing to run.
const port = parentPort;
if (port) {
  // On Linux each thread has its own nice value (elsewhere it is the process's): this one gives
  // way to the thread that answers requests when both want the same core.
  if (process.platform === "linux") setPriority(0, 10);
  const { timeZone, flushMs, maxRows, copy } = workerData as PageViewWorkerData;
  let rows: PageViewRow[] = [];
  // The salts of the days seen lately, and the views waiting for one being asked for.
  const salts = new Map<string, Uint8Array>();
  const asked = new Map<number, { resolve: (salt: Uint8Array | null) => void }>();
  const send = (message: FromPageViewThread) => port.postMessage(message);

  const askForSalt = (at: number) =>
    new Promise<Uint8Array | null>((resolve) => {
      asked.set(at, { resolve });
      send({ type: "salt", at });
    });

  // A site is asked for by a name or two.
  const hostnameOf = memoized((site) => new URL(site).hostname, 16);

  async function describe(views: (string | number | null)[]) {
    for (let index = 0; index < views.length; index += RAW_FIELDS) {
      const at = views[index] as number;
      const userAgent = views[index + 3] as string;
      const site = views[index + 7] as string;
      const facts = describePageView({
        url: views[index + 1] as string,
        referrer: views[index + 2] as string,
        userAgent,
        locale: views[index + 4] as string | null,
        country: views[index + 5] as string | null,
        siteHost: hostnameOf(site),
      });
      if (!facts) continue;
      const viewedAt = new Date(at);
      const day = siteDayOf(viewedAt, timeZone);
      // Awaited only when asked for: an await even of a value costs each view a turn.
      const salt = salts.get(day) ?? (await askForSalt(at));
      // No salt (the database is away): this view is dropped, as the request thread has logged.
      if (!salt) continue;
      const visitorId = visitorIdOf(salt, { ip: views[index + 6] as string, userAgent, site });
      rows.push({ ...facts, viewedAt, day, visitorId });
      if (rows.length >= maxRows) sendBatch(null);
    }
  }

  function sendBatch(flushId: number | null) {
    if (rows.length === 0 && flushId === null) return;
    const batch = rows;
    rows = [];
    send({
      type: "batch",
      batch: copy ? copyBatchOf(batch) : batch,
      flushId,
    });
  }

  // Views and flushes in the order they came: a flush sends every view that came before it.
  let work: Promise<unknown> = Promise.resolve();
  const queue = (task: () => unknown) => {
    work = work.then(task).catch((error: unknown) => {
      // A view that breaks the describing is lost alone; the thread goes on.
      console.error("page views thread:", error);
    });
  };
  port.on("message", (message: ToPageViewThread) => {
    if (message.type === "views") queue(() => describe(message.views));
    else if (message.type === "flush") queue(() => sendBatch(message.id));
    else {
      // Salt answers skip the queue: the queue may be waiting for them.
      const waiting = asked.get(message.at);
      asked.delete(message.at);
      if (message.type === "salt") {
        // Yesterday's and today's, at most: an older one would never be asked for again.
        if (salts.size >= 2) salts.delete(salts.keys().next().value as string);
        salts.set(message.day, message.salt);
        waiting?.resolve(message.salt);
      } else waiting?.resolve(null);
    }
  });
  setInterval(() => queue(() => sendBatch(null)), flushMs);
}
