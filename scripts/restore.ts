// `npm run restore <file>`: replaces the embedded database in DATA_DIR with a snapshot written by
// `npm run backup`. The server must be stopped; the current database is kept aside.
import path from "node:path";
import { readConfig } from "#app/config.server.ts";
import { BackupError, restoreDataDir } from "#app/db/backups.server.ts";
import { pgliteDataDir } from "#app/db/client.server.ts";

const archive = process.argv[2];
if (!archive) {
  console.error("usage: npm run restore <backup file>");
  process.exit(2);
}
const config = readConfig();
if (config.DATABASE_URL) {
  console.error(`DATABASE_URL is set: the database is PostgreSQL; restore a pg_dump archive with:

    pg_restore --clean --if-exists -d "$DATABASE_URL" dmflow.dump
`);
  process.exit(2);
}

try {
  const { previous } = await restoreDataDir(config.DATA_DIR, path.resolve(archive));
  console.log(`Restored ${archive} into ${path.resolve(pgliteDataDir(config.DATA_DIR))}.`);
  if (previous) {
    console.log(
      `The database it replaced is in ${path.resolve(previous)}: delete it when the site looks right.`,
    );
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
