// A bench's own database: an embedded one in a temporary folder, or a fresh database on the
// PostgreSQL server of BENCH_POSTGRES_URL, dropped again by `cleanup`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseConnection, openDatabase } from "#app/db/client.server.ts";

export type BenchDatabase = { connection: DatabaseConnection; cleanup: () => Promise<void> };

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
