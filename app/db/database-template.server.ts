import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabase, pgliteDataDir } from "./client.server.ts";

// A new embedded database starts from a template the build made (react-router.config.ts,
// buildEnd): PostgreSQL's initdb and the migrations, done once. On the server they took the
// first start 7-25 s and a peak of 718 MB (initdb's own WebAssembly instance), where opening
// the template costs what a restart does (ADR 0050). Migrations newer than the template are
// applied over it at start, as on any database.

/** Where the build leaves the template; npm scripts run from the project root. */
export const DATABASE_TEMPLATE = path.resolve(process.cwd(), "build", "database-template.tar.gz");

/** Runs initdb and the migrations on a database in memory, and writes it out as a snapshot. */
export async function writeDatabaseTemplate(file = DATABASE_TEMPLATE): Promise<number> {
  const connection = await openDatabase({ engine: "pglite-memory" });
  try {
    await connection.migrate();
    return await (connection.snapshot as (file: string) => Promise<number>)(file);
  } finally {
    await connection.close();
  }
}

/**
 * The template's file to fill `dataDir` from (unpacked onto the disk as it is read): none when
 * it holds a database, or without a build.
 */
export function templateForNewDatabase(
  dataDir: string,
  file = DATABASE_TEMPLATE,
): string | undefined {
  if (existsSync(path.join(pgliteDataDir(dataDir), "PG_VERSION"))) return undefined;
  if (!existsSync(file)) return undefined;
  return file;
}
