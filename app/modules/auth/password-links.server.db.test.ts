import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accounts, activityLog, sessions, users, verifications } from "#app/db/schema.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import { type Auth, createAuth } from "./auth.server.ts";
import { PASSWORD_LINK_EXPIRED_MESSAGE } from "./password-link-form.ts";
import {
  ADMIN_PASSWORD_LINK_LIFETIME_MS,
  deliverPasswordLink,
  findPasswordLink,
  issuePasswordLink,
  mailForgottenPasswordLinks,
  requestForgottenPasswordLink,
  type SendPasswordLink,
  setPasswordWithLink,
} from "./password-links.server.ts";
import { signInToConsole } from "./session.server.ts";

const BASE_URL = "http://localhost:3000";
const STRONG = "violet staple orbit canyon";

let database: TestDatabase;
let auth: Auth;
const logs = captureLogs();
const mailed: { to: string; url: string; kind: string }[] = [];
const send: SendPasswordLink = async (to, link) => {
  mailed.push({ to, url: link.url, kind: link.kind });
};
const services = () => ({ db: database.db, auth, baseUrl: BASE_URL, logger: logs.logger });
const request = () => new Request(`${BASE_URL}/admin-auth/reset`);

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth({
    db: database.db,
    secret: "r".repeat(40),
    baseURL: BASE_URL,
    secureCookies: false,
    sendPasswordResetLink: mailForgottenPasswordLinks(database.db, send, BASE_URL, logs.logger),
  });
});
afterAll(() => database.close());

async function addUser(email: string, options: { invite?: boolean; status?: "inactive" } = {}) {
  const { user } = await createUser(database.db, (await auth.$context).password.hash, null, {
    email,
    name: "",
    password: options.invite ? "" : "first password for now",
    invite: options.invite,
    role: "admin",
    status: options.status ?? "active",
  });
  return user;
}

const tokenOf = (url: string | null) => new URL(url ?? "").searchParams.get("token") ?? "";

describe("an invitation", () => {
  it("is a link, stored only as a hash, that sets the first password once and signs in", async () => {
    const user = await addUser("invited@dmflow.pk", { invite: true });
    expect(await database.db.select().from(accounts).where(eq(accounts.userId, user.id))).toEqual(
      [],
    );

    const link = await deliverPasswordLink(services(), undefined, user.id, user);
    expect(link).toMatchObject({ kind: "invitation", emailFailed: false });
    expect(+link.expiresAt - Date.now()).toBeGreaterThan(ADMIN_PASSWORD_LINK_LIFETIME_MS - 60_000);
    const token = tokenOf(link.url);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await database.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(eq(verifications.value, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.identifier).not.toContain(token);
    expect(await findPasswordLink(services(), token)).toMatchObject({
      kind: "invitation",
      user: { email: "invited@dmflow.pk" },
    });

    // A weak password is refused and the link still works.
    await expect(
      setPasswordWithLink(services(), request(), { token, password: "password123" }),
    ).rejects.toMatchObject({ code: "invalid", status: 400, field: "password" });
    const done = await setPasswordWithLink(services(), request(), { token, password: STRONG });
    expect(done.kind).toBe("invitation");
    expect(done.signIn.ok).toBe(true);

    await expect(
      setPasswordWithLink(services(), request(), { token, password: "another long phrase here" }),
    ).rejects.toThrow(PASSWORD_LINK_EXPIRED_MESSAGE);
    expect(await findPasswordLink(services(), token)).toBeNull();
    const actions = await database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, user.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["send_invitation", "password_set_with_link"]),
    );
  });

  it("stops working after 48 hours", async () => {
    const user = await addUser("late@dmflow.pk", { invite: true });
    const { token } = await issuePasswordLink(
      services(),
      user.id,
      new Date(Date.now() - ADMIN_PASSWORD_LINK_LIFETIME_MS - 1000),
    );
    expect(await findPasswordLink(services(), token)).toBeNull();
    await expect(
      setPasswordWithLink(services(), request(), { token, password: STRONG }),
    ).rejects.toThrow(PASSWORD_LINK_EXPIRED_MESSAGE);
  });
});

describe("a reset link", () => {
  it("ends every session of the person and keeps their two-factor", async () => {
    const user = await addUser("resetting@dmflow.pk");
    for (let i = 0; i < 2; i++) {
      const signedIn = await signInToConsole(services(), request(), {
        email: user.email,
        password: "first password for now",
      });
      expect(signedIn.ok).toBe(true);
    }
    await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    const { token, kind } = await issuePasswordLink(services(), user.id);
    expect(kind).toBe("reset");

    const done = await setPasswordWithLink(services(), request(), { token, password: STRONG });
    expect(done.signIn).toMatchObject({ ok: false, reason: "two_factor_required" });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    const [after] = await database.db
      .select({ twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, user.id));
    expect(after?.twoFactorEnabled).toBe(true);
  });

  it("is shown to the admin when the e-mail cannot be sent", async () => {
    const user = await addUser("unreachable@dmflow.pk");
    const failing: SendPasswordLink = async () => {
      throw new Error("421 try again later");
    };
    const link = await deliverPasswordLink(services(), failing, user.id, user);
    expect(link).toMatchObject({ kind: "reset", emailFailed: true });
    expect(await findPasswordLink(services(), tokenOf(link.url))).not.toBeNull();
    const emailed = await deliverPasswordLink(services(), send, user.id, user);
    expect(emailed.url).toBeNull();
    expect(mailed.at(-1)).toMatchObject({ to: user.email, kind: "reset" });
  });
});

describe("setting a password with one link", () => {
  it("ends the person's other links: an older one cannot set another password", async () => {
    const user = await addUser("two-links@dmflow.pk");
    const older = await issuePasswordLink(services(), user.id);
    const newer = await issuePasswordLink(services(), user.id);
    const other = await addUser("bystander@dmflow.pk");
    const bystanders = await issuePasswordLink(services(), other.id);

    await setPasswordWithLink(services(), request(), { token: newer.token, password: STRONG });
    expect(await findPasswordLink(services(), older.token)).toBeNull();
    await expect(
      setPasswordWithLink(services(), request(), {
        token: older.token,
        password: "another long phrase here",
      }),
    ).rejects.toThrow(PASSWORD_LINK_EXPIRED_MESSAGE);
    expect(
      await signInToConsole(services(), request(), { email: user.email, password: STRONG }),
    ).toMatchObject({ ok: true });
    // Someone else's link is theirs to use.
    expect(await findPasswordLink(services(), bystanders.token)).not.toBeNull();
  });
});

describe("Forgot password?", () => {
  it("e-mails an active account a link that works once; nothing for an unknown or inactive one; never logs it", async () => {
    const user = await addUser("forgetful@dmflow.pk");
    await addUser("gone@dmflow.pk", { status: "inactive" });
    mailed.length = 0;

    await requestForgottenPasswordLink({ auth }, "Forgetful@dmflow.pk ");
    await requestForgottenPasswordLink({ auth }, "nobody@dmflow.pk");
    await requestForgottenPasswordLink({ auth }, "gone@dmflow.pk");
    await vi.waitFor(() => expect(mailed).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailed).toEqual([
      {
        to: user.email,
        kind: "reset",
        url: expect.stringContaining(`${BASE_URL}/admin-auth/reset?token=`),
      },
    ]);

    const token = tokenOf(mailed[0]?.url ?? null);
    const done = await setPasswordWithLink(services(), request(), { token, password: STRONG });
    expect(done.signIn.ok).toBe(true);
    await expect(
      setPasswordWithLink(services(), request(), { token, password: STRONG }),
    ).rejects.toThrow(PASSWORD_LINK_EXPIRED_MESSAGE);
    expect(JSON.stringify(logs.entries)).not.toContain(token);
  });

  it("asked three times, gives three links; the one used ends the other two", async () => {
    const user = await addUser("asks-thrice@dmflow.pk");
    mailed.length = 0;
    for (let ask = 0; ask < 3; ask++) await requestForgottenPasswordLink({ auth }, user.email);
    await vi.waitFor(() => expect(mailed).toHaveLength(3));
    const [first, second, third] = mailed.map((mail) => tokenOf(mail.url));

    await setPasswordWithLink(services(), request(), { token: second ?? "", password: STRONG });
    for (const token of [first, third]) {
      await expect(
        setPasswordWithLink(services(), request(), {
          token: token ?? "",
          password: "another long phrase here",
        }),
      ).rejects.toThrow(PASSWORD_LINK_EXPIRED_MESSAGE);
    }
  });
});
