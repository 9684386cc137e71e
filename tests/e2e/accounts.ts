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
