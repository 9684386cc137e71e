// The embedded database's own thread (docs/decisions/0010-embedded-database-in-a-worker-thread.md):
// PGlite runs its queries synchronously, so it lives here and the server's event loop only
// waits for answers. Started by app/db/pglite-thread.server.ts, which holds the data-dir lock.
// Runs natively on Node (no bundler): erasable syntax only, relative imports with `.ts`.
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { openPglite, snapshotPglite } from "./pglite.server.ts";

/** What the thread is started with (`workerData`). */
export type PgliteWorkerData = {
  dataDir: string;
  /** A snapshot's file (a gzipped tarball) to fill a new data directory from, not initdb. */
  loadDataDir?: string;
};

export type PgliteRequest = { id: number } & (
  | {
      op: "query";
      sql: string;
      params: unknown[];
      rowMode?: "array" | "object";
      /** Types returned as PostgreSQL's text (Drizzle parses dates itself): see textParsers. */
      textTypes: number[];
      paramTypes?: number[];
      /** COPY … FROM '/dev/blob': the data it reads. */
      blob?: Blob;
      transaction?: number;
    }
  | { op: "exec"; sql: string; transaction?: number }
  | { op: "begin" }
  | { op: "end"; transaction: number; commit: boolean }
  /** `listener`: the main thread's number for it, which its notifications carry. */
  | { op: "listen"; channel: string; listener: number }
  | { op: "unlisten"; listener: number }
  /** Writes the snapshot to `file`; answers its size. */
  | { op: "snapshot"; file: string }
  | { op: "close" }
);

/** An error as it crosses the thread: its message and its fields (`code`, `constraint`...). */
export type SerializedError = { name: string; message: string; fields: Record<string, unknown> };

export type PgliteMessage =
  | { type: "ready" }
  | { type: "open-failed"; error: SerializedError }
  | { type: "reply"; id: number; ok: true; value: unknown }
  | { type: "reply"; id: number; ok: false; error: SerializedError }
  | { type: "notification"; listener: number; payload: string };

const port = parentPort;
if (!port) throw new Error("pglite-worker.server.ts runs as a worker thread");
const { dataDir, loadDataDir } = workerData as PgliteWorkerData;

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  // PGlite's DatabaseError carries its SQLSTATE and details as plain fields; the query's
  // options (functions) and params are left behind.
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

// Parsers are functions and cannot cross threads. Drizzle passes only ones that keep a type's
// text (timestamps, dates, intervals: it parses those itself), so a type named here is kept.
const keepText = (value: string) => value;
function textParsers(types: number[]): QueryOptions["parsers"] {
  return Object.fromEntries(types.map((type) => [type, keepText]));
}

type OpenTransaction = { tx: Transaction; end(commit: boolean): void };
const ROLLBACK = Symbol("rollback");

let db: PGlite;
const transactions = new Map<number, { open: OpenTransaction; done: Promise<void> }>();
const unlisteners = new Map<number, () => Promise<void>>();
let nextTransaction = 1;

/**
 * A transaction is PGlite's own, held open until the main thread ends it: PGlite queues every
 * other query behind it, exactly as when it ran in the server's thread.
 */
function begin(): Promise<number> {
  const id = nextTransaction++;
  return new Promise((started, failed) => {
    const done = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(id, {
              open: { tx, end: (yes) => (yes ? commit() : rollback(ROLLBACK)) },
              done,
            });
            started(id);
          }),
      )
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(id));
    // BEGIN itself failed: the transaction never started.
    done.catch(failed);
  });
}

function transaction(id: number): OpenTransaction {
  const entry = transactions.get(id);
  if (!entry) throw new Error("Transaction is closed");
  return entry.open;
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const options: QueryOptions = {
        rowMode: request.rowMode,
        parsers: textParsers(request.textTypes),
        paramTypes: request.paramTypes,
        ...(request.blob ? { blob: request.blob } : {}),
      };
      const target = request.transaction ? transaction(request.transaction).tx : db;
      return target.query(request.sql, request.params, options);
    }
    case "exec": {
      const target = request.transaction ? transaction(request.transaction).tx : db;
      return target.exec(request.sql);
    }
    case "begin":
      return begin();
    case "end": {
      const entry = transactions.get(request.transaction);
      if (!entry) throw new Error("Transaction is closed");
      entry.open.end(request.commit);
      return entry.done;
    }
    case "listen": {
      const { listener } = request;
      const unlisten = await db.listen(request.channel, (payload) => {
        port!.postMessage({ type: "notification", listener, payload } satisfies PgliteMessage);
      });
      unlisteners.set(listener, unlisten);
      return undefined;
    }
    case "unlisten": {
      const unlisten = unlisteners.get(request.listener);
      unlisteners.delete(request.listener);
      if (unlisten && !db.closed) await unlisten();
      return undefined;
    }
    case "snapshot":
      return snapshotPglite(db, request.file, dataDir);
    case "close":
      await db.close();
      return undefined;
  }
}

try {
  db = await openPglite({ dataDir, loadDataDir });
} catch (error) {
  port.postMessage({ type: "open-failed", error: serializeError(error) } satisfies PgliteMessage);
  process.exit(1);
}
// Requests are handled as they come, concurrently: PGlite's own locks order them.
port.on("message", (request: PgliteRequest) => {
  handle(request).then(
    (value) => {
      port.postMessage({ type: "reply", id: request.id, ok: true, value } satisfies PgliteMessage);
    },
    (error: unknown) => {
      port.postMessage({
        type: "reply",
        id: request.id,
        ok: false,
        error: serializeError(error),
      } satisfies PgliteMessage);
    },
  );
});
port.postMessage({ type: "ready" } satisfies PgliteMessage);
