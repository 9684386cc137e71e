import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, sessions } from "#app/db/schema.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { type Auth, createAuth } from "./auth.server.ts";
import { changeOwnPassword } from "./password.server.ts";
import { findPasswordLink, issuePasswordLink } from "./password-links.server.ts";
import { signInToConsole } from "./session.server.ts";

let database: TestDatabase;
let auth: Auth;
const services = () => ({ db: database.db, auth });

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth({
    db: database.db,
    secret: "p".repeat(40),
    baseURL: "http://localhost:3000",
    secureCookies: false,
  });
});
afterAll(() => database.close());

const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

describe("changing one's password", () => {
  it("checks the current password and the new one's strength, then ends every other session and every outstanding link", async () => {
    const email = "changer@dmflow.pk";
    const password = "first password for now";
    await createUser(database.db, (await auth.$context).password.hash, null, {
      email,
      name: "Changer",
      password,
      role: "admin",
      status: "active",
    });
    const signIn = async (secret: string) => {
      const result = await signInToConsole(services(), new Request("http://localhost:3000/"), {
        email,
        password: secret,
      });
      if (!result.ok) throw new Error("sign-in failed");
      return { user: result.user, cookie: cookieFrom(result.headers) };
    };
    const here = await signIn(password);
    await signIn(password);
    const { token: linkBefore } = await issuePasswordLink(services(), here.user.id);
    const request = new Request("http://localhost:3000/admin/account", {
      headers: { cookie: here.cookie },
    });

    await expect(
      changeOwnPassword(services(), request, here.user, {
        currentPassword: "wrong password",
        newPassword: "violet staple orbit canyon",
      }),
    ).rejects.toThrow("The current password is not right.");
    await expect(
      changeOwnPassword(services(), request, here.user, {
        currentPassword: password,
        newPassword: "password123",
      }),
    ).rejects.toThrow("This is one of the most common passwords. Choose another.");

    const renewed = await changeOwnPassword(services(), request, here.user, {
      currentPassword: password,
      newPassword: "violet staple orbit canyon",
    });
    expect(cookieFrom(renewed)).toContain("dmflow.session_token");
    const left = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, here.user.id));
    expect(left).toHaveLength(1);
    await expect(signIn(password)).rejects.toThrow("sign-in failed");
    await signIn("violet staple orbit canyon");
    // A link made before the change cannot set another password.
    expect(await findPasswordLink(services(), linkBefore)).toBeNull();
    const [entry] = await database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.action, "password_change"));
    expect(entry).toBeTruthy();
  });
});
