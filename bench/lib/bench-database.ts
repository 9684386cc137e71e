// A bench's own database: an embedded one in a temporary folder, or a fresh database on the
// PostgreSQL server of BENCH_POSTGRES_URL, dropped again by `cleanup`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseConnection, openDatabase } from "#app/db/client.server.ts";
import { flag } from "./command-line.ts";

export type BenchDatabase = { connection: DatabaseConnection; cleanup: () => Promise<void> };

/** `--postgres` on the command line: the bench runs on PostgreSQL (BENCH_POSTGRES_URL). */
export const ON_POSTGRES = flag("--postgres");

/**
 * The bench's database (on PostgreSQL with `--postgres`), migrated and filled by `generate`
 * with `rows` rows of `what`, the time it took said on the console.
 */
export async function openFilledBenchDatabase(
  name: string,
  rows: number,
  what: string,
  generate: (connection: DatabaseConnection, rows: number) => Promise<void>,
): Promise<BenchDatabase> {
  const database = await openBenchDatabase(name, { postgres: ON_POSTGRES });
  try {
    await database.connection.migrate();
    const started = performance.now();
    await generate(database.connection, rows);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${database.connection.engine}: ${rows.toLocaleString("en-US")} ${what} generated in ${seconds} s\n`,
    );
    return database;
  } catch (error) {
    await database.cleanup();
    throw error;
  }
}

export async function openBenchDatabase(
  name: string,
  { postgres }: { postgres: boolean },
): Promise<BenchDatabase> {
  if (!postgres) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    const connection = await openDatabase({ engine: "pglite", dataDir });
    return {
      connection,
      cleanup: async () => {
        await connection.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const server = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const connection = await openDatabase({
    engine: "postgres",
    url: url.toString(),
    maxConnections: 4,
  });
  return {
    connection,
    cleanup: async () => {
      await connection.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
