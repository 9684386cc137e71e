import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { serverSecrets } from "#app/db/schema.ts";

/**
 * The named secret, made (32 random bytes, base64url) the first time it is asked for. Several
 * instances starting together agree on one value: the first insert wins, the rest read it.
 */
export async function getOrCreateSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [secret] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!secret) throw new Error(`The secret ${name} could not be stored`);
  return secret.value;
}

export async function deleteSecret(db: Database, name: string): Promise<void> {
  await db.delete(serverSecrets).where(eq(serverSecrets.name, name));
}
