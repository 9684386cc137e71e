import { hashPassword } from "better-auth/crypto";
import { queryRows } from "./db.ts";

/** A user who can sign in with e-mail and password, written straight into the e2e database. */
export async function createAccount(role: "admin" | "moderator" | "user", password: string) {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.pk`;
  const id = crypto.randomUUID();
  await queryRows(
    "INSERT INTO users (id, email, name, role, status) VALUES ($1, $2, 'Someone', $3, 'active')",
    [id, email, role],
  );
  await queryRows(
    "INSERT INTO accounts (id, account_id, provider_id, user_id, password) VALUES ($1, $2, 'credential', $2, $3)",
    [crypto.randomUUID(), id, await hashPassword(password)],
  );
  return { id, email, password };
}

/**
 * As if the user had just confirmed their identity in each of their sessions: dangerous
 * actions (creating, promoting, banning or deleting users, ...) then go ahead without the
 * "Confirm it's you" dialog, however long ago the spec's saved session signed in. Call it
 * before the page loads: the page learns how long the proof lasts from its data.
 */
export async function markRecentlyAuthenticated(email: string) {
  await queryRows(
    "UPDATE sessions SET authenticated_at = now() WHERE user_id = (SELECT id FROM users WHERE email = $1)",
    [email],
  );
}
