// `npm run backup [file]`: a snapshot of the embedded database (media included: their bytes are
// stored in it) to `file`, by default backups/dmflow-<UTC time>.tar.gz. Works with the server
// running (it asks the server) or stopped. On PostgreSQL it explains pg_dump instead.
import path from "node:path";
import { readConfig } from "#app/config.server.ts";
import { BackupError, backupDataDir, defaultBackupPath } from "#app/db/backups.server.ts";

const config = readConfig();
if (config.DATABASE_URL) {
  console.error(`DATABASE_URL is set: the database is PostgreSQL, backed up with its own tools (media included: they are stored in the database):

    pg_dump -Fc "$DATABASE_URL" > dmflow.dump

and restored with:

    pg_restore --clean --if-exists -d "$DATABASE_URL" dmflow.dump
`);
  process.exit(2);
}

const target = path.resolve(process.argv[2] ?? defaultBackupPath());
try {
  const result = await backupDataDir(config.DATA_DIR, target);
  const source = result.from === "server" ? "from the running server" : "server stopped";
  console.log(
    `Backed up ${path.resolve(config.DATA_DIR)} (${source}) to ${target} (${(result.bytes / 1e6).toFixed(1)} MB).`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
