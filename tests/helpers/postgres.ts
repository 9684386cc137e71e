import { randomBytes } from "node:crypto";
import pg from "pg";

export type ThrowawayDatabase = { name: string; url: string; drop(): Promise<void> };

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; drop() removes it again. */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix = "test",
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
