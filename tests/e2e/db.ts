import pg from "pg";
import { E2E_DATABASE_URL } from "./fixtures.ts";

/** Reads what the app stored, straight from the e2e server's database. */
export async function queryRows<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}
