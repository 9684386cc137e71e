import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, sessions } from "#app/db/schema.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { type Auth, createAuth } from "./auth.server.ts";
import {
  confirmIdentity,
  REAUTHENTICATION_REQUIRED_MESSAGE,
  recentAuthenticationSecondsLeft,
  requireRecentAuthentication,
} from "./recent-authentication.server.ts";
import { RECENT_AUTHENTICATION_WINDOW_MS } from "./recent-authentication-form.ts";
import { currentSessionId, type SessionUser, signInToConsole } from "./session.server.ts";

let database: TestDatabase;
let auth: Auth;
const services = () => ({ db: database.db, auth });
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth({
    db: database.db,
    secret: "s".repeat(40),
    baseURL: "http://localhost:3000",
    secureCookies: false,
  });
});
afterAll(() => database.close());

const request = (cookie: string) =>
  new Request("http://localhost:3000/admin/users", { headers: { cookie } });

describe("re-authentication", () => {
  it("lets a session do dangerous actions for 10 minutes after a proof, then refuses until the password is confirmed", async () => {
    await createUser(database.db, (await auth.$context).password.hash, null, {
      email: "sudo@dmflow.pk",
      name: "Sudo",
      password: PASSWORD,
      role: "admin",
      status: "active",
    });
    const signedIn = await signInToConsole(services(), new Request("http://localhost:3000/"), {
      email: "sudo@dmflow.pk",
      password: PASSWORD,
    });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const user: SessionUser = signedIn.user;
    const sessionId = (await currentSessionId(services(), request(cookie))) ?? "";

    // Signing in is a proof: recent now, and until the window ends.
    await requireRecentAuthentication(services(), request(cookie));
    const almost = new Date(Date.now() + RECENT_AUTHENTICATION_WINDOW_MS - 5_000);
    await requireRecentAuthentication(services(), request(cookie), almost);
    expect(await recentAuthenticationSecondsLeft(database.db, sessionId)).toBeGreaterThan(590);

    // After it, refused.
    const later = new Date(Date.now() + RECENT_AUTHENTICATION_WINDOW_MS + 1_000);
    await expect(
      requireRecentAuthentication(services(), request(cookie), later),
    ).rejects.toMatchObject({
      code: "reauthentication-required",
      status: 403,
      message: REAUTHENTICATION_REQUIRED_MESSAGE,
    });
    expect(await recentAuthenticationSecondsLeft(database.db, sessionId, later)).toBe(0);

    // As if the sign-in were 11 minutes old: a wrong password changes nothing, the right one
    // renews the proof and is in the activity log (without the password).
    await database.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.id, sessionId));
    await expect(requireRecentAuthentication(services(), request(cookie))).rejects.toThrow(
      "Confirm it's you first",
    );
    await expect(
      confirmIdentity(services(), request(cookie), user, {
        method: "password",
        password: "not the password",
      }),
    ).rejects.toMatchObject({
      code: "invalid",
      message: "The password is not right.",
      reason: "invalid_password",
    });
    await expect(requireRecentAuthentication(services(), request(cookie))).rejects.toMatchObject({
      code: "reauthentication-required",
      status: 403,
      message: REAUTHENTICATION_REQUIRED_MESSAGE,
    });
    await confirmIdentity(services(), request(cookie), user, {
      method: "password",
      password: PASSWORD,
    });
    await requireRecentAuthentication(services(), request(cookie));

    const entries = await database.db
      .select({ action: activityLog.action, details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.userId, user.id));
    expect(entries).toEqual([{ action: "reauthenticate", details: { method: "password" } }]);
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
  });

  it("refuses a request without a session", async () => {
    await expect(
      requireRecentAuthentication(services(), new Request("http://localhost:3000/admin/users")),
    ).rejects.toMatchObject({
      code: "reauthentication-required",
      status: 403,
      message: REAUTHENTICATION_REQUIRED_MESSAGE,
    });
  });
});
