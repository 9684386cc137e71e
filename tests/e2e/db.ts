import pg from "pg";
import { E2E_DATABASE_URL } from "./fixtures.ts";

/** Reads what the app stored, straight from the e2e server's database (or another server's). */
export async function queryRows<Row>(
  text: string,
  values: unknown[] = [],
  databaseUrl = E2E_DATABASE_URL,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}
