import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { makePrivateDir } from "./private-files.server.ts";

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly holderPid: number;

  constructor(dataDir: string, holderPid: number) {
    super(
      `Another server (pid ${holderPid}) holds the data directory ${dataDir}. ` +
        "Stop that server first, or set DATA_DIR to a different directory.",
    );
    this.name = "DataDirLockedError";
    this.dataDir = dataDir;
    this.holderPid = holderPid;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the data directory for this process alone. PGlite has no lock of its own and two
 * processes on one directory corrupt it. A lock left by a killed process (its pid no longer
 * runs) is taken over, so `kill -9` followed by a restart just works.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  makePrivateDir(dataDir);
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holderPid = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holderPid) && holderPid !== process.pid && isProcessAlive(holderPid)) {
        throw new DataDirLockedError(path.resolve(dataDir), holderPid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
