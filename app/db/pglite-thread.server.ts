// The server's side of the embedded database's thread (app/db/pglite-worker.server.ts, and
// docs/decisions/0010-embedded-database-in-a-worker-thread.md): a client with the part of
// PGlite's interface that Drizzle and this app use, whose every call is a message to the thread.
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import { WORKER_HEAP_LIMITS } from "../lib/memory-budget.ts";
import type {
  PgliteMessage,
  PgliteRequest,
  PgliteWorkerData,
  SerializedError,
} from "./pglite-worker.server.ts";

// Run by Node as it is (the server build bundles this module, not the thread's); npm scripts,
// like the migrations folder, are resolved from the project root.
const WORKER_FILE = path.resolve(process.cwd(), "app/db/pglite-worker.server.ts");

/** A database error raised in the thread, with PGlite's fields (`code`, `constraint`, ...). */
export class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;
}

/**
 * The thread is gone (it crashed, or the database was closed). SQLSTATE 08006, a connection
 * failure, so that pages answer "database unavailable" as they do when PostgreSQL is away.
 */
export class EmbeddedDatabaseStoppedError extends Error {
  readonly code = "08006";
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "EmbeddedDatabaseStoppedError";
  }
}

function toError({ name, message, fields }: SerializedError): Error {
  // The stack is this thread's: it shows the caller, where the thread's showed PGlite's insides.
  const error = new EmbeddedDatabaseError(message);
  Object.assign(error, fields);
  error.name = name;
  return error;
}

type Request = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

/** What a transaction's callback gets: queries inside the transaction. */
export type PgliteThreadTransaction = Pick<PgliteThread, "query" | "exec">;

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #stopped: Error | null = null;

  constructor(worker: Worker) {
    this.#worker = worker;
    // Like PGlite in this thread, an idle database keeps nothing running: the thread holds the
    // process open only while a request is in flight (see #request).
    worker.unref();
    worker.on("message", (message: PgliteMessage) => this.#receive(message));
    worker.on("error", (error) => {
      console.error("The embedded database's thread failed", error);
      this.#stop(
        new EmbeddedDatabaseStoppedError("The embedded database failed", { cause: error }),
      );
    });
    worker.on("exit", (code) => {
      this.#stop(new EmbeddedDatabaseStoppedError(`The embedded database stopped (code ${code})`));
    });
  }

  get closed(): boolean {
    return this.#stopped !== null;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#query(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#request({ op: "exec", sql });
  }

  /**
   * Runs `callback` in a transaction: the thread holds it open (every other query waits, as
   * PGlite's own transactions do) until the callback settles, then commits or rolls back.
   */
  async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const transaction = await this.#request<number>({ op: "begin" });
    const tx: PgliteThreadTransaction = {
      query: (sql, params = [], options = {}) => this.#query(sql, params, options, transaction),
      exec: (sql) => this.#request({ op: "exec", sql, transaction }),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.#request({ op: "end", transaction, commit: false });
      throw error;
    }
    await this.#request({ op: "end", transaction, commit: true });
    return result;
  }

  /** LISTEN on `channel`; resolves with the function that stops listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#nextId++;
    this.#listeners.set(listener, callback);
    try {
      await this.#request({ op: "listen", channel, listener });
    } catch (error) {
      this.#listeners.delete(listener);
      throw error;
    }
    return async () => {
      if (!this.#listeners.delete(listener) || this.closed) return;
      await this.#request({ op: "unlisten", listener });
    };
  }

  /** Writes the data directory to `file` as a gzipped tarball (see snapshotPglite): its size. */
  snapshot(file: string): Promise<number> {
    return this.#request({ op: "snapshot", file });
  }

  /** Closes the database, then ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.#request({ op: "close" });
    } finally {
      this.#stop(new EmbeddedDatabaseStoppedError("The embedded database is closed"));
      await this.#worker.terminate();
    }
  }

  #query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    transaction?: number,
  ): Promise<Results<T>> {
    const { rowMode, parsers, paramTypes, blob, ...rest } = options;
    const unsupported = Object.keys(rest);
    if (unsupported.length > 0) {
      return Promise.reject(
        new Error(`The embedded database's thread takes no query option ${unsupported.join(", ")}`),
      );
    }
    const textTypes = Object.keys(parsers ?? {}).map(Number);
    return this.#request({
      op: "query",
      sql,
      params,
      rowMode,
      textTypes,
      paramTypes,
      blob,
      transaction,
    });
  }

  #request<T>(request: Request): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...request, id });
    });
  }

  #receive(message: PgliteMessage): void {
    if (message.type === "notification") {
      this.#listeners.get(message.listener)?.(message.payload);
      return;
    }
    if (message.type !== "reply") return;
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#settled(message.id);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(toError(message.error));
  }

  #settled(id: number): void {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #stop(reason: Error): void {
    this.#stopped ??= reason;
    this.#listeners.clear();
    for (const [id, pending] of this.#pending) {
      this.#settled(id);
      pending.reject(reason);
    }
  }
}

/**
 * Starts the thread and opens PGlite on `dataDir` in it (`loadDataDir`: from a snapshot's
 * file). Rejects with PGlite's error when the database cannot be opened.
 */
export async function startPgliteThread(options: {
  dataDir: string;
  loadDataDir?: string;
}): Promise<PgliteThread> {
  const workerData: PgliteWorkerData = {
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  };
  const worker = new Worker(WORKER_FILE, { workerData, resourceLimits: WORKER_HEAP_LIMITS });
  let onMessage!: (message: PgliteMessage) => void;
  let onExit!: (code: number) => void;
  let onError!: (error: Error) => void;
  try {
    await new Promise<void>((resolve, reject) => {
      onMessage = (message) => {
        if (message.type === "ready") resolve();
        else if (message.type === "open-failed") reject(toError(message.error));
      };
      onExit = (code) =>
        reject(new EmbeddedDatabaseStoppedError(`The embedded database stopped (code ${code})`));
      onError = reject;
      worker.on("message", onMessage).on("exit", onExit).on("error", onError);
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    // Only these: the Worker's own listeners keep its messages flowing.
    worker.off("message", onMessage).off("exit", onExit).off("error", onError);
  }
  return new PgliteThread(worker);
}
