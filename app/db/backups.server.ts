// Backups of the embedded database (docs/decisions/0003-embedded-database-backups.md). A data
// directory has one owner at a time (server.lock): with the server stopped, the backup opens the
// directory itself; while a server runs, it asks that server for the snapshot over a Unix
// socket in DATA_DIR, and never opens the files.
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  readdirSync,
  renameSync,
  rmSync,
} from "node:fs";
import { createConnection, createServer, type Socket } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { openDatabase, pgliteDataDir } from "./client.server.ts";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server.ts";
import { makePrivateDir, PRIVATE_FILE_MODE } from "./private-files.server.ts";
import { extractTarball, TarballError } from "./tarball.server.ts";

/** A problem the operator can act on: the CLI prints its message alone. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

const SOCKET_NAME = "backup.sock";
/** A snapshot being sent: in DATA_DIR (private, and on the database's own disk). */
const SNAPSHOT_FILE_PREFIX = "backup-sending-";
const DEFAULT_TIMEOUT_MS = 120_000;

/** `2026-11-21T10-30-00Z`: sortable, and valid in file names everywhere. */
function fileTimestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
}

export function defaultBackupPath(now = new Date()): string {
  return path.join("backups", `dmflow-${fileTimestamp(now)}.tar.gz`);
}

/**
 * Written beside the target, then renamed: a failed backup leaves no half file. A backup is the
 * whole database, so it is the owner's alone: the file 600, a folder made for it 700.
 */
async function writeFileAtomically(
  target: string,
  write: (partial: string) => Promise<number>,
): Promise<number> {
  makePrivateDir(path.dirname(target));
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    const bytes = await write(partial);
    renameSync(partial, target);
    return bytes;
  } finally {
    rmSync(partial, { force: true });
  }
}

export type BackupResult = { target: string; bytes: number; from: "data-dir" | "server" };

/** Writes a snapshot of the embedded database in `dataDir` to `target` (a .tar.gz). */
export async function backupDataDir(
  dataDir: string,
  target: string,
  { timeoutMs = DEFAULT_TIMEOUT_MS } = {},
): Promise<BackupResult> {
  if (!existsSync(path.join(pgliteDataDir(dataDir), "PG_VERSION"))) {
    throw new BackupError(`There is no database in ${path.resolve(dataDir)} to back up.`);
  }
  let connection: Awaited<ReturnType<typeof openDatabase>>;
  try {
    connection = await openDatabase({ engine: "pglite", dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const bytes = await writeFileAtomically(target, (partial) =>
      requestSnapshot(dataDir, error.holderPid, partial, timeoutMs),
    );
    return { target, bytes, from: "server" };
  }
  try {
    const bytes = await writeFileAtomically(target, (partial) => connection.snapshot!(partial));
    return { target, bytes, from: "data-dir" };
  } finally {
    await connection.close();
  }
}

// The reply to a snapshot request: one JSON line, then (when ok) exactly `size` bytes.
type SnapshotHeader = { ok: true; size: number } | { ok: false; error: string };

/**
 * Serves snapshots of the running server's database on DATA_DIR/backup.sock: every
 * connection is one request. The socket file gets the owner's permissions only, so only the
 * server's user (or root) can ask. `snapshot` writes one to a file in DATA_DIR, which is then
 * sent from the disk and removed: the database waits only for the file, not for the client,
 * and the server holds no more of it than a read at a time. Returns the function that stops
 * serving.
 */
export async function serveSnapshotRequests(
  dataDir: string,
  snapshot: (file: string) => Promise<number>,
): Promise<() => Promise<void>> {
  const socketPath = path.join(dataDir, SOCKET_NAME);
  // This process holds the data-dir lock, so a socket file here is a dead server's, and so is
  // a snapshot it was sending.
  rmSync(socketPath, { force: true });
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(SNAPSHOT_FILE_PREFIX)) rmSync(path.join(dataDir, name), { force: true });
  }
  const inFlight = new Set<Promise<void>>();
  let requests = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A client that went away mid-transfer is its own problem; it must not crash the server.
    socket.on("error", () => {});
    const file = path.join(dataDir, `${SNAPSHOT_FILE_PREFIX}${process.pid}-${++requests}.tar.gz`);
    const task = (async () => {
      try {
        const size = await snapshot(file);
        socket.write(`${JSON.stringify({ ok: true, size } satisfies SnapshotHeader)}\n`);
        await pipeline(createReadStream(file), socket);
      } catch (error) {
        if (socket.writable && !socket.bytesWritten) {
          console.error("Backup snapshot failed", error);
          const message = error instanceof Error ? error.message : String(error);
          socket.end(`${JSON.stringify({ ok: false, error: message } satisfies SnapshotHeader)}\n`);
        } else {
          socket.destroy();
        }
      } finally {
        rmSync(file, { force: true });
      }
    })();
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, resolve);
    });
    chmodSync(socketPath, 0o600);
  } catch (error) {
    // The site still serves; only backups of the running server are off.
    server.close(() => {});
    console.warn(
      `Backups while the server runs are unavailable (cannot serve them on ${socketPath}: ${(error as Error).message}). Stop the server to back up.`,
    );
    return async () => {};
  }
  return async () => {
    server.close();
    await Promise.allSettled(inFlight);
    for (const socket of sockets) socket.destroy();
    rmSync(socketPath, { force: true });
  };
}

/**
 * Asks the running server for a snapshot and writes it to `file` as it arrives (the reply: one
 * JSON line, then the snapshot's bytes). Resolves with its size once all of it is written.
 */
function requestSnapshot(
  dataDir: string,
  pid: number,
  file: string,
  timeoutMs: number,
): Promise<number> {
  const socketPath = path.join(dataDir, SOCKET_NAME);
  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    let header: SnapshotHeader | null = null;
    let received = 0;
    const out = createWriteStream(file, { mode: PRIVATE_FILE_MODE });
    const fail = (error: Error) => {
      socket.destroy();
      out.destroy();
      reject(error);
    };
    out.on("error", fail);
    const socket = createConnection(socketPath);
    socket.setTimeout(timeoutMs, () => {
      fail(
        new BackupError(
          `The server (pid ${pid}) sent nothing for ${timeoutMs / 1000} s; no backup was written.`,
        ),
      );
    });
    socket.on("data", (chunk: Buffer) => {
      let body = chunk;
      if (!header) {
        head = Buffer.concat([head, chunk]);
        const newline = head.indexOf(10);
        if (newline < 0) return;
        try {
          header = JSON.parse(head.subarray(0, newline).toString("utf8")) as SnapshotHeader;
        } catch {
          fail(new BackupError(`The server (pid ${pid}) sent no usable answer.`));
          return;
        }
        body = head.subarray(newline + 1);
      }
      if (body.length === 0) return;
      received += body.length;
      // Back-pressure: the socket waits while the disk catches up.
      if (!out.write(body)) {
        socket.pause();
        out.once("drain", () => socket.resume());
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      const notListening = error.code === "ENOENT" || error.code === "ECONNREFUSED";
      fail(
        notListening
          ? new BackupError(
              `Process ${pid} holds ${path.resolve(dataDir)} but takes no backup requests: a server still starting (retry when it serves pages), another command such as npm run admin (retry when it ends), or an older server (stop it, then back up).`,
            )
          : error,
      );
    });
    socket.on("end", () => {
      if (!header) {
        fail(new BackupError(`The server (pid ${pid}) sent no usable answer.`));
      } else if (!header.ok) {
        fail(new BackupError(`The server (pid ${pid}) could not take a snapshot: ${header.error}`));
      } else if (received !== header.size) {
        fail(new BackupError(`The server (pid ${pid}) stopped before the snapshot was complete.`));
      } else {
        const size = header.size;
        out.end(() => resolve(size));
      }
    });
  });
}

/**
 * Unpacks `archive` into `dir` (streamed: ADR 0050); throws unless it is a gzipped tarball of a
 * PostgreSQL data directory.
 */
async function unpackSnapshot(archive: string, dir: string): Promise<void> {
  let names: string[];
  try {
    names = await extractTarball(archive, dir);
  } catch (error) {
    if (!(error instanceof TarballError)) throw error;
    names = [];
  }
  if (!names.includes("PG_VERSION") || !names.includes("global/pg_control")) {
    throw new BackupError(
      `${archive} is not a DMflow backup (a gzipped snapshot of the embedded database, as written by npm run backup).`,
    );
  }
}

export type RestoreResult = { previous?: string };

/**
 * Replaces the embedded database in `dataDir` with the snapshot in `archive`. Refuses while a
 * server holds the directory. The snapshot is unpacked and opened beside the current database
 * first; only when that works is the current one moved aside (`pglite.before-restore-<time>`),
 * so a failed restore leaves the data as it was.
 */
export async function restoreDataDir(dataDir: string, archive: string): Promise<RestoreResult> {
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `A server (pid ${error.holderPid}) is using ${error.dataDir}. Stop it first, then run the restore again.`,
    );
  }
  const stamp = fileTimestamp();
  // Inside DATA_DIR, which stays locked throughout (and may be a mount point that cannot move).
  const staging = path.join(dataDir, `restoring-${stamp}`);
  try {
    await unpackSnapshot(archive, pgliteDataDir(staging));
    const restored = await openDatabase({ engine: "pglite", dataDir: staging });
    try {
      await restored.db.execute(sql`SELECT count(*) FROM drizzle.__drizzle_migrations`);
    } catch (error) {
      throw new BackupError(
        `${archive} holds a database, but not DMflow's (${(error as Error).message}).`,
      );
    } finally {
      await restored.close();
    }
    const current = pgliteDataDir(dataDir);
    const previous = existsSync(current) ? `${current}.before-restore-${stamp}` : undefined;
    if (previous) renameSync(current, previous);
    try {
      renameSync(pgliteDataDir(staging), current);
    } catch (error) {
      if (previous) renameSync(previous, current);
      throw error;
    }
    return { previous };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}
