import { randomBytes } from "node:crypto";
import { and, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { UserRole, UserStatus } from "#app/db/enums.ts";
import { accounts, sessions, users } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { unassignLeadsOf } from "#app/modules/leads/lead-owner.server.ts";
import { weakPasswordReason } from "./password-policy.server.ts";
import { userDefinition } from "./user-definition.ts";
import type { CreateUserInput, UpdateUserInput } from "./user-form.ts";

/** Hashes a password the way Better Auth verifies it (`(await auth.$context).password.hash`). */
export type HashPassword = (password: string) => Promise<string>;

// The User Management screen answers every refusal of these functions 409, a weak password and
// a user gone meanwhile included (docs/product.md#user-management): their status says so.
const USER_REFUSAL_STATUS = 409;

/** The user was deleted meanwhile (or the id was never one). */
export const userGone = () =>
  new RuleError("not-found", "This user no longer exists", { status: USER_REFUSAL_STATUS });

export type UserRow = {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  createdAt: Date;
};

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

/** A password people can type but nobody can guess: 18 characters from 108 random bits. */
export function generatePassword(): string {
  return randomBytes(14).toString("base64url").slice(0, 18);
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user as UserRow | undefined;
}

export async function findUserById(db: Database, userId: string) {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return user as UserRow | undefined;
}

/**
 * Creates a user who can sign in with e-mail and password. With no password given, a strong
 * one is generated and returned (to be shown once). An invited user gets no password at all:
 * they choose it with their invitation link (ADR 0028). The user, the credential and the
 * activity entry are written together.
 */
export async function createUser(
  db: Database,
  hashPassword: HashPassword,
  actorId: string | null,
  input: CreateUserInput,
): Promise<{ user: UserRow; generatedPassword: string | null }> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) {
    throw new RuleError("conflict", "A user with this email already exists", { field: "email" });
  }
  if (input.password && !input.invite) {
    const weak = await weakPasswordReason(input.password, [email, input.name]);
    if (weak) {
      throw new RuleError("invalid", weak, { field: "password", status: USER_REFUSAL_STATUS });
    }
  }
  const generatedPassword = input.password || input.invite ? null : generatePassword();
  const passwordHash = input.invite
    ? null
    : await hashPassword(input.password || (generatedPassword as string));
  const user = await db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    const [created] = await tx
      .insert(users)
      .values({
        id,
        email,
        name: input.name,
        role: input.role,
        status: input.status,
        banned: input.status === "banned",
        emailVerified: true,
      })
      .returning(userColumns);
    if (passwordHash) {
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: passwordHash,
      });
    }
    await recordActivity(tx, {
      userId: actorId,
      action: "create_user",
      entity: "users",
      entityId: id,
      details: {
        email,
        role: input.role,
        status: input.status,
        ...(input.invite ? { invited: true } : {}),
      },
    });
    return created as UserRow;
  });
  return { user, generatedPassword };
}

async function otherActiveAdmins(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active"), ne(users.id, userId)));
  return row?.n ?? 0;
}

/** The user's row, locked for the rest of the transaction; a rule error when it is gone. */
async function lockUser(tx: Database, userId: string): Promise<UserRow> {
  const [current] = await tx
    .select(userColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!current) throw userGone();
  return current as UserRow;
}

/**
 * Changes a user's name, role and status (docs/product.md#user-management), logged with the
 * labels of the fields that changed (from the user's definition). A user who is no longer
 * active loses every session at once; the last active admin can be neither demoted nor
 * deactivated or banned.
 */
export async function updateUser(
  db: Database,
  actorId: string | null,
  userId: string,
  input: UpdateUserInput,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const current = await lockUser(tx, userId);
    const losesConsole =
      current.role === "admin" &&
      current.status === "active" &&
      (input.role !== "admin" || input.status !== "active");
    if (losesConsole && (await otherActiveAdmins(tx, userId)) === 0) {
      throw new RuleError(
        "conflict",
        "This is the last active admin. Make another user an active admin first.",
      );
    }
    const [updated] = await tx
      .update(users)
      .set({
        name: input.name,
        role: input.role,
        status: input.status,
        banned: input.status === "banned",
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning(userColumns);
    if (input.status !== "active") await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Only active users own leads: one who stops being one leaves them unassigned.
    if (input.status !== "active") {
      await unassignLeadsOf(tx, actorId, userId, "deactivated");
    }
    await recordActivity(tx, {
      userId: actorId,
      action: "update_user",
      entity: "users",
      entityId: userId,
      details: {
        email: current.email,
        role: input.role,
        status: input.status,
        changed_fields: userDefinition.changedLabels(current, updated as UserRow),
      },
    });
    return updated as UserRow;
  });
}

/** Deletes a user, their sessions and credentials; never the last active admin. */
export async function deleteUser(
  db: Database,
  actorId: string | null,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockUser(tx, userId);
    if (
      current.role === "admin" &&
      current.status === "active" &&
      (await otherActiveAdmins(tx, userId)) === 0
    ) {
      throw new RuleError("conflict", "This is the last active admin and cannot be deleted.");
    }
    await unassignLeadsOf(tx, actorId, userId, "deleted");
    await tx.delete(users).where(eq(users.id, userId));
    await recordActivity(tx, {
      userId: actorId === userId ? null : actorId,
      action: "delete_user",
      entity: "users",
      entityId: userId,
      details: { email: current.email },
    });
  });
}

/** Users newest first; the search matches e-mail or full name, any case, anywhere (docs/product.md#user-management). */
export async function listUsers(db: Database, search = "") {
  const term = search.trim();
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select({
      ...userColumns,
      sessionCount:
        sql<number>`(select count(*) from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.expiresAt} > now())`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(term ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined)
    .orderBy(desc(users.createdAt));
  const [totals] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.status} = 'active')`.mapWith(Number),
    })
    .from(users);
  return { users: rows as UserRow[], total: totals?.total ?? 0, active: totals?.active ?? 0 };
}

export async function countActiveAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")));
  return row?.n ?? 0;
}
