// The embedded database's files and its backups hold password hashes, session tokens, TOTP
// secrets and every lead: only the server's own user may read or change them
// (docs/decisions/0003-embedded-database-backups.md, "Private files").
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/** No permission bits for the group or others on what this process creates. */
const PRIVATE_UMASK = 0o077;
const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * From now on, files and folders this process creates get no group or other permissions.
 * Only the main thread may set the umask; it holds for the process's worker threads too.
 */
export function keepNewFilesPrivate(): void {
  if (isMainThread) process.umask(PRIVATE_UMASK);
}

/** Creates `dir` and its missing parents as 700; an existing folder is left as it is. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Takes the group and other permission bits off `root` and everything below it (links are not
 * followed). PGlite writes its files 666 whatever the umask, so this runs over a data
 * directory at each start and after PGlite has created one. Returns how many entries changed.
 */
export function tightenTree(root: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    const stats = lstatSync(entry, { throwIfNoEntry: false });
    if (!stats || stats.isSymbolicLink()) return;
    if (stats.mode & 0o077) {
      chmodSync(entry, stats.mode & 0o700);
      changed++;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    }
  };
  visit(root);
  return changed;
}
