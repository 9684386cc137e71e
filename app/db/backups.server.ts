// Backups of the embedded database (docs/decisions/0003-embedded-database-backups.md). A data
// directory has one owner at a time (server.lock): with the server stopped, the backup opens the
// directory itself; while a server runs, it asks that server for the snapshot over a Unix
// socket in DATA_DIR, and never opens the files.
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createConnection, createServer, type Socket } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { openDatabase, pgliteDataDir } from "./client.server.ts";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server.ts";
import { makePrivateDir, PRIVATE_FILE_MODE } from "./private-files.server.ts";

/** A problem the operator can act on: the CLI prints its message alone. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

const SOCKET_NAME = "backup.sock";
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
function writeFileAtomically(target: string, bytes: Uint8Array) {
  makePrivateDir(path.dirname(target));
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  writeFileSync(partial, bytes, { mode: PRIVATE_FILE_MODE });
  renameSync(partial, target);
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
    const bytes = await requestSnapshot(dataDir, error.holderPid, timeoutMs);
    writeFileAtomically(target, bytes);
    return { target, bytes: bytes.length, from: "server" };
  }
  try {
    const bytes = await connection.snapshot!();
    writeFileAtomically(target, bytes);
    return { target, bytes: bytes.length, from: "data-dir" };
  } finally {
    await connection.close();
  }
}

// The reply to a snapshot request: one JSON line, then (when ok) exactly `size` bytes.
type SnapshotHeader = { ok: true; size: number } | { ok: false; error: string };

/**
 * Serves snapshots of the running server's database on DATA_DIR/backup.sock: every
 * connection is one request. The socket file gets the owner's permissions only, so only the
 * server's user (or root) can ask. Returns the function that stops serving.
 */
export async function serveSnapshotRequests(
  dataDir: string,
  snapshot: () => Promise<Uint8Array>,
): Promise<() => Promise<void>> {
  const socketPath = path.join(dataDir, SOCKET_NAME);
  // This process holds the data-dir lock, so a socket file here is a dead server's.
  rmSync(socketPath, { force: true });
  const inFlight = new Set<Promise<void>>();
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A client that went away mid-transfer is its own problem; it must not crash the server.
    socket.on("error", () => {});
    const reply = (header: SnapshotHeader, body?: Uint8Array) => {
      socket.write(`${JSON.stringify(header)}\n`);
      if (body) socket.end(body);
      else socket.end();
    };
    const task = snapshot().then(
      (bytes) => reply({ ok: true, size: bytes.length }, bytes),
      (error: unknown) => {
        console.error("Backup snapshot failed", error);
        reply({ ok: false, error: error instanceof Error ? error.message : String(error) });
      },
    );
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

function requestSnapshot(dataDir: string, pid: number, timeoutMs: number): Promise<Uint8Array> {
  const socketPath = path.join(dataDir, SOCKET_NAME);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(socketPath);
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(
        new BackupError(
          `The server (pid ${pid}) sent nothing for ${timeoutMs / 1000} s; no backup was written.`,
        ),
      );
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      const notListening = error.code === "ENOENT" || error.code === "ECONNREFUSED";
      reject(
        notListening
          ? new BackupError(
              `Process ${pid} holds ${path.resolve(dataDir)} but takes no backup requests: a server still starting (retry when it serves pages), another command such as npm run admin (retry when it ends), or an older server (stop it, then back up).`,
            )
          : error,
      );
    });
    socket.on("end", () => {
      const reply = Buffer.concat(chunks);
      const newline = reply.indexOf(10);
      let header: SnapshotHeader;
      try {
        header = JSON.parse(reply.subarray(0, newline).toString("utf8"));
      } catch {
        reject(new BackupError(`The server (pid ${pid}) sent no usable answer.`));
        return;
      }
      const body = reply.subarray(newline + 1);
      if (!header.ok) {
        reject(
          new BackupError(`The server (pid ${pid}) could not take a snapshot: ${header.error}`),
        );
      } else if (body.length !== header.size) {
        reject(
          new BackupError(`The server (pid ${pid}) stopped before the snapshot was complete.`),
        );
      } else {
        resolve(body);
      }
    });
  });
}

/** The entry names of a tar archive (ustar headers: name, prefix and octal size). */
function tarEntryNames(tar: Buffer): string[] {
  const names: string[] = [];
  const field = (start: number, length: number) =>
    tar.toString("utf8", start, start + length).replace(/\0.*$/s, "");
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const name = field(offset, 100);
    if (!name) break; // the zero blocks that end an archive
    const prefix =
      tar.toString("ascii", offset + 257, offset + 262) === "ustar" ? field(offset + 345, 155) : "";
    const size = Number.parseInt(field(offset + 124, 12).trim() || "0", 8);
    if (!Number.isFinite(size)) throw new Error("bad tar header");
    names.push((prefix ? `${prefix}/${name}` : name).replace(/^\.?\/+/, ""));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** Throws unless `bytes` is a gzipped tarball of a PostgreSQL data directory. */
function assertDataDirSnapshot(bytes: Buffer, file: string) {
  let names: string[];
  try {
    names = tarEntryNames(gunzipSync(bytes));
  } catch {
    names = [];
  }
  if (!names.includes("PG_VERSION") || !names.includes("global/pg_control")) {
    throw new BackupError(
      `${file} is not a DMflow backup (a gzipped snapshot of the embedded database, as written by npm run backup).`,
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
  const bytes = readFileSync(archive);
  assertDataDirSnapshot(bytes, archive);
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
    const restored = await openDatabase({
      engine: "pglite",
      dataDir: staging,
      loadDataDir: new Blob([bytes], { type: "application/gzip" }),
    });
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
