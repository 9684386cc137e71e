import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, twoFactors } from "#app/db/schema.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { type Auth, createAuth } from "./auth.server.ts";
import { changeOwnPassword } from "./password.server.ts";
import { type SessionUser, signInToConsole } from "./session.server.ts";
import {
  completeSignInWithCode,
  confirmSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  pendingSignInUser,
  regenerateRecoveryCodes,
  startSetup,
} from "./two-factor.server.ts";

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

const request = (cookie?: string) =>
  new Request("http://localhost:3000/admin", { headers: cookie ? { cookie } : {} });

/** The cookies a response's Set-Cookie headers leave in a browser (expired ones dropped). */
function cookieFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .filter((line) => !/max-age=0/i.test(line))
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The current code (or the one `steps` periods later) of the authenticator with this secret. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function adminWithSession(email: string) {
  const hash = (await auth.$context).password.hash;
  await createUser(database.db, hash, null, {
    email,
    name: "Admin",
    password: PASSWORD,
    role: "admin",
    status: "active",
  });
  const result = await signInToConsole(services(), request(), { email, password: PASSWORD });
  if (!result.ok) throw new Error("sign-in failed");
  return { user: result.user as SessionUser, cookie: cookieFrom(result.headers) };
}

describe("two-factor sign-in", () => {
  it("is set up with a first code, then asks for a code after the password; a recovery code works once", async () => {
    const { user, cookie } = await adminWithSession("totp@dmflow.pk");
    await expect(
      startSetup(services(), request(cookie), { password: "wrong password", issuer: "DMflow" }),
    ).rejects.toThrow("The password is not right.");

    const setup = await startSetup(services(), request(cookie), {
      password: PASSWORD,
      issuer: "DMflow",
    });
    expect(setup.recoveryCodes).toHaveLength(10);
    // About 119 bits each (ASVS 6.5.2), all different.
    for (const code of setup.recoveryCodes) {
      expect(code).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    }
    expect(new Set(setup.recoveryCodes).size).toBe(10);
    expect(setup.qrSvg).toContain("<svg");
    // Not in force until a first code confirms it.
    expect(await getTwoFactorStatus(database.db, user.id)).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    await expect(confirmSetup(services(), request(cookie), user, "000000")).rejects.toThrow(
      "That code is not right",
    );
    const renewed = await confirmSetup(
      services(),
      request(cookie),
      user,
      codeFor(setup.secret, -1),
    );
    const session = cookieFrom(renewed);
    expect(await getTwoFactorStatus(database.db, user.id)).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    // Stored hashed: no shown code appears in the row.
    const [row] = await database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    for (const code of setup.recoveryCodes) expect(row?.backupCodes).not.toContain(code);
    expect(row?.secret).not.toContain(setup.secret);

    // The password alone starts no session.
    const first = await signInToConsole(services(), request(), {
      email: user.email,
      password: PASSWORD,
    });
    expect(first).toMatchObject({ ok: false, reason: "two_factor_required" });
    if (first.ok || first.reason !== "two_factor_required") return;
    const pending = cookieFrom(first.headers);
    expect(pending).not.toContain("session_token");
    expect(await pendingSignInUser(services(), request(pending), false)).toEqual({
      id: user.id,
      email: user.email,
    });
    await expect(
      completeSignInWithCode(services(), request(pending), {
        userId: user.id,
        method: "totp",
        code: "123456",
      }),
    ).rejects.toThrow("That code is not right");
    const current = codeFor(setup.secret);
    const done = await completeSignInWithCode(services(), request(pending), {
      userId: user.id,
      method: "totp",
      code: current,
    });
    expect(done.userId).toBe(user.id);
    expect(cookieFrom(done.headers)).toContain("dmflow.session_token");

    // The same code, still inside its validity window, is not accepted a second time.
    const replay = await signInToConsole(services(), request(), {
      email: user.email,
      password: PASSWORD,
    });
    if (replay.ok || replay.reason !== "two_factor_required") throw new Error("no challenge");
    await expect(
      completeSignInWithCode(services(), request(cookieFrom(replay.headers)), {
        userId: user.id,
        method: "totp",
        code: current,
      }),
    ).rejects.toMatchObject({
      code: "expired",
      reason: "code_reused",
      message: "That code was used already. Wait for the next one.",
    });

    // A recovery code, once.
    const recovery = setup.recoveryCodes[0] ?? "";
    for (const expected of ["ok", "refused"]) {
      const again = await signInToConsole(services(), request(), {
        email: user.email,
        password: PASSWORD,
      });
      if (again.ok || again.reason !== "two_factor_required") throw new Error("no challenge");
      const attempt = completeSignInWithCode(services(), request(cookieFrom(again.headers)), {
        userId: user.id,
        method: "recovery_code",
        code: ` ${recovery} `,
      });
      if (expected === "ok") await expect(attempt).resolves.toMatchObject({ userId: user.id });
      else await expect(attempt).rejects.toThrow("That recovery code is not right");
    }
    expect(await getTwoFactorStatus(database.db, user.id)).toMatchObject({ recoveryCodesLeft: 9 });

    // Regenerating needs both factors (ASVS 7.5.1): a spent recovery code is refused.
    await expect(
      regenerateRecoveryCodes(services(), request(session), user, {
        password: PASSWORD,
        code: recovery,
      }),
    ).rejects.toThrow("That recovery code is not right");
    // Regenerated codes replace the old ones.
    const fresh = await regenerateRecoveryCodes(services(), request(session), user, {
      password: PASSWORD,
      code: setup.recoveryCodes[2] ?? "",
    });
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(setup.recoveryCodes[1]);
    expect(await getTwoFactorStatus(database.db, user.id)).toMatchObject({
      recoveryCodesLeft: 10,
    });

    // With two-factor on, changing the password needs a code too (ASVS 7.5.1).
    const withTwoFactor = { ...user, twoFactorEnabled: true };
    const newPassword = "a brand new kitchen passphrase";
    await expect(
      changeOwnPassword(services(), request(session), withTwoFactor, {
        currentPassword: PASSWORD,
        newPassword,
      }),
    ).rejects.toMatchObject({
      code: "invalid",
      field: "code",
      message: "Enter the code from your app or a recovery code.",
    });
    await expect(
      changeOwnPassword(services(), request(session), withTwoFactor, {
        currentPassword: PASSWORD,
        newPassword,
        code: "111111",
      }),
    ).rejects.toThrow("That code is not right");

    // Off again with the password and a code.
    await expect(
      disableTwoFactor(services(), request(session), user, {
        password: "wrong password",
        code: codeFor(setup.secret),
      }),
    ).rejects.toThrow("The password is not right.");
    await expect(
      disableTwoFactor(services(), request(session), user, { password: PASSWORD, code: "111111" }),
    ).rejects.toThrow("That code is not right");
    await disableTwoFactor(services(), request(session), user, {
      password: PASSWORD,
      code: codeFor(setup.secret, 1),
    });
    expect(await getTwoFactorStatus(database.db, user.id)).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const plain = await signInToConsole(services(), request(), {
      email: user.email,
      password: PASSWORD,
    });
    expect(plain.ok).toBe(true);

    const actions = await database.db
      .select({ action: activityLog.action, details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.entityId, user.id));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        "two_factor_enable",
        "recovery_codes_regenerate",
        "two_factor_disable",
      ]),
    );
  });
});
