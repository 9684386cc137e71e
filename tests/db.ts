import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseConnection, openDatabase } from "#app/db/client.server.ts";

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

  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({
    engine: "postgres",
    url: url.toString(),
    maxConnections: 4,
  });
  await connection.migrate();
  return {
    ...connection,
    async close() {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
