import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#app/db/schema.ts";
import { createAuth } from "#app/modules/auth/auth.server.ts";
import { findPasswordLink, issuePasswordLink } from "#app/modules/auth/password-links.server.ts";
import { signInToConsole } from "#app/modules/auth/session.server.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { grantAdminAccess } from "./admin-recovery.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("grantAdminAccess", () => {
  it("creates an active admin who can sign in with the printed password", async () => {
    const auth = createAuth({
      db: database.db,
      secret: "y".repeat(40),
      baseURL: "http://localhost",
      secureCookies: false,
    });
    const hash = (await auth.$context).password.hash;
    const result = await grantAdminAccess(database.db, hash, { email: "Locked@Out.pk" });
    expect(result.created).toBe(true);
    const signIn = await signInToConsole(
      { db: database.db, auth },
      new Request("http://localhost/admin-auth"),
      {
        email: "locked@out.pk",
        password: result.password,
      },
    );
    expect(signIn.ok).toBe(true);
  });

  it("turns a banned moderator into an active admin with a new password and ends their sessions", async () => {
    const auth = createAuth({
      db: database.db,
      secret: "y".repeat(40),
      baseURL: "http://localhost",
      secureCookies: false,
    });
    const hash = (await auth.$context).password.hash;
    const { user } = await createUser(database.db, hash, null, {
      email: "mod@out.pk",
      name: "",
      password: "an-old-moderator-phrase",
      role: "moderator",
      status: "banned",
    });
    await database.db
      .insert(sessions)
      .values({ id: "s1", token: "t1", userId: user.id, expiresAt: new Date(Date.now() + 60_000) });
    const result = await grantAdminAccess(database.db, hash, {
      email: "mod@out.pk",
      password: "brand-new-password",
    });
    expect(result).toEqual({ created: false, password: "brand-new-password" });
    const [updated] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(updated).toMatchObject({ role: "admin", status: "active", banned: false });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    const signIn = await signInToConsole(
      { db: database.db, auth },
      new Request("http://localhost/admin-auth"),
      {
        email: "mod@out.pk",
        password: "brand-new-password",
      },
    );
    expect(signIn.ok).toBe(true);
  });

  it("ends the outstanding password links of an existing admin", async () => {
    const auth = createAuth({
      db: database.db,
      secret: "y".repeat(40),
      baseURL: "http://localhost",
      secureCookies: false,
    });
    const hash = (await auth.$context).password.hash;
    const { user } = await createUser(database.db, hash, null, {
      email: "linked@out.pk",
      name: "",
      password: "an-old-admin-passphrase",
      role: "admin",
      status: "active",
    });
    const services = { db: database.db, auth };
    const { token } = await issuePasswordLink(services, user.id);
    await grantAdminAccess(database.db, hash, { email: "linked@out.pk" });
    expect(await findPasswordLink(services, token)).toBeNull();
  });

  it("leaves an existing admin's two-factor on: a new password is not a way around it", async () => {
    const hash = async (password: string) => `hashed:${password}`;
    const { user } = await createUser(database.db, hash, null, {
      email: "guarded@out.pk",
      name: "Guarded",
      password: "a-guarded-admin-phrase",
      role: "admin",
      status: "active",
    });
    await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    await grantAdminAccess(database.db, hash, { email: "guarded@out.pk" });
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.twoFactorEnabled).toBe(true);
  });

  it("refuses a password the policy calls weak, for a new or an existing user, and changes nothing", async () => {
    const hash = async (password: string) => `hashed:${password}`;
    await expect(
      grantAdminAccess(database.db, hash, { email: "weak@out.pk", password: "dmflowkarachi" }),
    ).rejects.toThrow(/too easy to guess/);
    expect(await database.db.select().from(users).where(eq(users.email, "weak@out.pk"))).toEqual(
      [],
    );
    await expect(
      grantAdminAccess(database.db, hash, { email: "mod@out.pk", password: "password123" }),
    ).rejects.toThrow(/most common passwords/);
  });
});
