import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, sessions, users } from "#app/db/schema.ts";
import { createUser, deleteUser, listUsers, updateUser } from "#app/modules/users/users.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  completeFirstAdminSetup,
  needsFirstAdmin,
  prepareFirstAdmin,
} from "./admin-bootstrap.server.ts";
import {
  type Auth,
  createAuth,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_AGE_SECONDS,
} from "./auth.server.ts";
import {
  getSessionUser,
  peekConsoleSession,
  requireConsoleAccess,
  signInToConsole,
} from "./session.server.ts";

let database: TestDatabase;
let auth: Auth;
let hash: (password: string) => Promise<string>;
const services = () => ({ db: database.db, auth });

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth({
    db: database.db,
    secret: "x".repeat(40),
    baseURL: "http://localhost:3000",
    secureCookies: false,
  });
  const context = await auth.$context;
  hash = (password) => context.password.hash(password);
});
afterAll(() => database.close());

const post = (cookie?: string) =>
  new Request("http://localhost:3000/admin", { headers: cookie ? { cookie } : {} });

/** The session cookie from a sign-in's Set-Cookie headers. */
function cookieFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe("first admin", () => {
  it("offers one setup token until an admin exists, and accepts only that token", async () => {
    const first = await prepareFirstAdmin(database.db, hash, {});
    const again = await prepareFirstAdmin(database.db, hash, {});
    expect(first).toMatchObject({ state: "setup" });
    expect(again).toEqual(first);
    const token = first.state === "setup" ? first.token : "";

    await expect(
      completeFirstAdminSetup(database.db, hash, {
        token: "wrong",
        email: "a@dmflow.pk",
        name: "A",
        password: "correct horse",
      }),
    ).rejects.toThrow("The setup token is not right");
    const admin = await completeFirstAdminSetup(database.db, hash, {
      token,
      email: "Owner@DMflow.pk",
      name: "Owner",
      password: "correct horse",
    });
    expect(admin).toMatchObject({ email: "owner@dmflow.pk", role: "admin", status: "active" });
    expect(await needsFirstAdmin(database.db)).toBe(false);
    expect(await prepareFirstAdmin(database.db, hash, {})).toEqual({ state: "ready" });
    await expect(
      completeFirstAdminSetup(database.db, hash, {
        token,
        email: "b@dmflow.pk",
        name: "B",
        password: "correct horse",
      }),
    ).rejects.toThrow("An admin already exists");
  });
});

describe("signing in to the console", () => {
  it("lets an active admin in and reads the session back from its cookie", async () => {
    const result = await signInToConsole(services(), post(), {
      email: "owner@dmflow.pk",
      password: "correct horse",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cookie = cookieFrom(result.headers);
    expect(result.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect(result.headers.getSetCookie()[0]).toMatch(/SameSite=Lax/i);
    expect(await getSessionUser(services(), post(cookie))).toMatchObject({
      email: "owner@dmflow.pk",
    });
    expect(await requireConsoleAccess(services(), post(cookie))).toMatchObject({ role: "admin" });
  });

  it("takes a long passphrase whole: 100 characters sign in, one character less does not (ASVS 6.2.8, 6.2.9)", async () => {
    const passphrase =
      "the quiet bakery on mall road answers every whatsapp order before the oven timer rings twice";
    expect(passphrase.length).toBeGreaterThanOrEqual(64);
    await createUser(database.db, hash, null, {
      email: "passphrase@dmflow.pk",
      name: "Passphrase",
      password: passphrase,
      role: "admin",
      status: "active",
    });
    const signIn = (password: string) =>
      signInToConsole(services(), post(), { email: "passphrase@dmflow.pk", password });
    expect((await signIn(passphrase)).ok).toBe(true);
    expect(await signIn(passphrase.slice(0, -1))).toEqual({ ok: false, reason: "invalid" });
    expect(await signIn(passphrase.toUpperCase())).toEqual({ ok: false, reason: "invalid" });
    // The other tests count admins and sessions.
    await database.db.delete(users).where(eq(users.email, "passphrase@dmflow.pk"));
  });

  it("gives one answer for a wrong password and an unknown address", async () => {
    expect(
      await signInToConsole(services(), post(), {
        email: "owner@dmflow.pk",
        password: "nope nope",
      }),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(
      await signInToConsole(services(), post(), {
        email: "ghost@dmflow.pk",
        password: "nope nope",
      }),
    ).toEqual({ ok: false, reason: "invalid" });
  });

  it("admits an active moderator: every role uses the console (ADR 0027)", async () => {
    await createUser(database.db, hash, null, {
      email: "mod@dmflow.pk",
      name: "Mod",
      password: "quiet-moderator-phrase",
      role: "moderator",
      status: "active",
    });
    expect(
      await signInToConsole(services(), post(), {
        email: "mod@dmflow.pk",
        password: "quiet-moderator-phrase",
      }),
    ).toMatchObject({ ok: true, user: { role: "moderator", status: "active" } });
  });

  it("ends an admin's live session the moment they are deactivated, and refuses their sign-in", async () => {
    const { user } = await createUser(database.db, hash, null, {
      email: "second@dmflow.pk",
      name: "Second",
      password: "second-admin-passphrase",
      role: "admin",
      status: "active",
    });
    const result = await signInToConsole(services(), post(), {
      email: "second@dmflow.pk",
      password: "second-admin-passphrase",
    });
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(result.headers);
    await updateUser(database.db, null, user.id, {
      name: "Second",
      role: "admin",
      status: "inactive",
    });
    expect(await getSessionUser(services(), post(cookie))).toBeNull();
    await expect(requireConsoleAccess(services(), post(cookie))).rejects.toMatchObject({
      status: 302,
    });
    expect(
      await signInToConsole(services(), post(), {
        email: "second@dmflow.pk",
        password: "second-admin-passphrase",
      }),
    ).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("session lifetime (ADR 0016)", () => {
  async function signedInSession() {
    const result = await signInToConsole(services(), post(), {
      email: "owner@dmflow.pk",
      password: "correct horse",
    });
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(result.headers);
    const [session] = await database.db
      .select()
      .from(sessions)
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    if (!session) throw new Error("no session stored");
    return { cookie, session };
  }

  it("lasts a day from sign-in at most, and does not slide however often it is used", async () => {
    const { session } = await signedInSession();
    const lifetime = +session.expiresAt - +session.createdAt;
    // Better Auth reads the clock once for each of the two times, so they can be a tick apart.
    expect(lifetime).toBeLessThanOrEqual(SESSION_MAX_AGE_SECONDS * 1000);
    expect(lifetime).toBeGreaterThan(SESSION_MAX_AGE_SECONDS * 1000 - 1_000);
  });

  it("ends on the server after an hour without a request, and not before", async () => {
    const { cookie, session } = await signedInSession();
    const idleFor = async (ms: number) =>
      database.db
        .update(sessions)
        .set({ updatedAt: new Date(Date.now() - ms) })
        .where(eq(sessions.id, session.id));
    await idleFor(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect(await getSessionUser(services(), post(cookie))).not.toBeNull();
    await idleFor(SESSION_IDLE_TIMEOUT_MS + 60_000);
    expect(await getSessionUser(services(), post(cookie))).toBeNull();
    const left = await database.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(left).toHaveLength(0);
  });

  it("is looked at by the live stream without counting as activity, which tells when it lapses", async () => {
    const { cookie, session } = await signedInSession();
    const lastActive = new Date(Date.now() - 10 * 60_000);
    await database.db
      .update(sessions)
      .set({ updatedAt: lastActive })
      .where(eq(sessions.id, session.id));
    const peeked = await peekConsoleSession(services(), post(cookie));
    expect(peeked?.user.email).toBe("owner@dmflow.pk");
    expect(peeked?.lapsesAt).toEqual(new Date(+lastActive + SESSION_IDLE_TIMEOUT_MS));
    const [after] = await database.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(after?.updatedAt).toEqual(lastActive);
    expect(await peekConsoleSession(services(), post())).toBeNull();
  });
});

describe("user management rules", () => {
  it("generates a strong password when none is given", async () => {
    const { generatedPassword } = await createUser(database.db, hash, null, {
      email: "gen@dmflow.pk",
      name: "",
      password: "",
      role: "user",
      status: "active",
    });
    expect(generatedPassword).toMatch(/^[\w-]{18}$/);
    await expect(
      createUser(database.db, hash, null, {
        email: "GEN@dmflow.pk",
        name: "",
        password: "",
        role: "user",
        status: "active",
      }),
    ).rejects.toMatchObject({
      code: "conflict",
      status: 409,
      field: "email",
      message: "A user with this email already exists",
    });
  });

  it("never demotes, deactivates or deletes the last active admin", async () => {
    const { users } = await listUsers(database.db, "owner@");
    const owner = users[0]!;
    await expect(
      updateUser(database.db, owner.id, owner.id, {
        name: "Owner",
        role: "user",
        status: "active",
      }),
    ).rejects.toThrow("last active admin");
    await expect(
      updateUser(database.db, owner.id, owner.id, {
        name: "Owner",
        role: "admin",
        status: "banned",
      }),
    ).rejects.toThrow("last active admin");
    await expect(deleteUser(database.db, owner.id, owner.id)).rejects.toMatchObject({
      code: "conflict",
      status: 409,
      message: "This is the last active admin and cannot be deleted.",
    });
  });

  it("searches e-mail or full name in any case, and counts total and active users", async () => {
    expect((await listUsers(database.db, "SECOND")).users.map((user) => user.email)).toEqual([
      "second@dmflow.pk",
    ]);
    expect((await listUsers(database.db, "mod")).users.map((user) => user.email)).toEqual([
      "mod@dmflow.pk",
    ]);
    const all = await listUsers(database.db);
    expect(all.total).toBe(4);
    expect(all.active).toBe(3);
  });

  it("records every user write in the activity log", async () => {
    const actions = await database.db.select({ action: activityLog.action }).from(activityLog);
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["create_user", "update_user"]),
    );
  });
});

describe("the gate for scripts", () => {
  it("answers JSON 401 without a session and 403 for a non-admin, instead of a redirect", async () => {
    const json = (cookie?: string) =>
      new Request("http://localhost:3000/admin/media/upload", {
        headers: { accept: "application/json", ...(cookie ? { cookie } : {}) },
      });
    const noSession = await requireConsoleAccess(services(), json()).catch(
      (error: Response) => error,
    );
    expect(noSession).toBeInstanceOf(Response);
    expect((noSession as Response).status).toBe(401);
    expect(await (noSession as Response).json()).toEqual({
      ok: false,
      error: "Your session has ended. Sign in again.",
    });

    const { user } = await createUser(database.db, hash, null, {
      email: "js-mod@dmflow.pk",
      name: "",
      password: "json-moderator-phrase",
      role: "admin",
      status: "active",
    });
    const signedIn = await signInToConsole(services(), post(), {
      email: "js-mod@dmflow.pk",
      password: "json-moderator-phrase",
    });
    if (!signedIn.ok) throw new Error("sign-in failed");
    await database.db.update(users).set({ status: "inactive" }).where(eq(users.id, user.id));
    const denied = await requireConsoleAccess(services(), json(cookieFrom(signedIn.headers))).catch(
      (error: Response) => error,
    );
    expect((denied as Response).status).toBe(403);
  });
});
