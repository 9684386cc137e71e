import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accounts, sessions, users } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { endEmailedLinks } from "#app/modules/auth/emailed-links.server.ts";
import { weakPasswordReason } from "#app/modules/users/password-policy.server.ts";
import {
  createUser,
  generatePassword,
  type HashPassword,
} from "#app/modules/users/users.server.ts";

/**
 * For someone locked out (the command line's `admin create`): makes the address an active
 * admin with a new password, creating the user when there is none. Their old sessions and
 * outstanding links end.
 */
export async function grantAdminAccess(
  db: Database,
  hashPassword: HashPassword,
  input: { email: string; name?: string; password?: string },
): Promise<{ created: boolean; password: string }> {
  const email = input.email.trim().toLowerCase();
  const password = input.password || generatePassword();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!existing) {
    await createUser(db, hashPassword, null, {
      email,
      name: input.name ?? "",
      password,
      role: "admin",
      status: "active",
    });
    return { created: true, password };
  }
  if (input.password) {
    const weak = await weakPasswordReason(input.password, [email, input.name ?? ""]);
    if (weak) throw new RuleError("invalid", weak);
  }
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ role: "admin", status: "active", banned: false, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    const updated = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: existing.id,
        providerId: "credential",
        userId: existing.id,
        password: hash,
      });
    }
    await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    await endEmailedLinks(tx, existing.id);
    await recordActivity(tx, {
      userId: null,
      action: "grant_admin_access",
      entity: "users",
      entityId: existing.id,
      details: { email, via: "command line" },
    });
  });
  return { created: false, password };
}
