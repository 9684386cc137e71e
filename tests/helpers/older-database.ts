import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseConnection, openDatabase } from "#app/db/client.server.ts";
import { createThrowawayDatabase } from "./postgres.ts";

// A database as an older version of the app left it: migrated up to (not including) one
// migration, so a test can fill it the old way, apply the rest and check what a data migration
// carried over. PGlite in memory, or a throwaway database when TEST_DATABASE_URL is set.

const MIGRATIONS = path.resolve(process.cwd(), "drizzle");

type Journal = { entries: { tag: string }[] };

export type OlderDatabase = DatabaseConnection & {
  /** Applies every migration, the one named and those after it included. */
  migrateToNewest(): Promise<void>;
};

/** A database migrated up to the migration whose tag is `before` (not applied). */
export async function databaseBefore(before: string): Promise<OlderDatabase> {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === before);
  if (index < 0) throw new Error(`No migration ${before}`);
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );

  const serverUrl = process.env.TEST_DATABASE_URL;
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl, "older") : null;
  const connection = throwaway
    ? await openDatabase({ engine: "postgres", url: throwaway.url, maxConnections: 2 })
    : await openDatabase({ engine: "pglite-memory" });
  await connection.migrate({ migrationsFolder: folder });
  return {
    ...connection,
    migrateToNewest: () => connection.migrate(),
    async close() {
      await connection.close();
      await throwaway?.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
