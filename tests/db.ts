import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type DatabaseConnection, openDatabase } from "#app/db/client.server.ts";
import { createThrowawayDatabase } from "./helpers/postgres.ts";

export type TestDatabase = DatabaseConnection & { engine: "pglite" | "postgres" };

/**
 * A fresh, migrated database for a test: PGlite in memory (from the template the global
 * setup built), or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL server
 * that is dropped again by close().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = readFileSync(inject("pgliteTemplatePath"));
    return openDatabase({ engine: "pglite-memory", loadDataDir: new Blob([template]) });
  }

  const database = await createThrowawayDatabase(serverUrl);
  const connection = await openDatabase({
    engine: "postgres",
    url: database.url,
    maxConnections: 4,
  });
  await connection.migrate();
  return {
    ...connection,
    async close() {
      await connection.close();
      await database.drop();
    },
  };
}
