import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, passkeys, sessions } from "#app/db/schema.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { softwarePasskey } from "../../../tests/software-authenticator.ts";
import { type Auth, createAuth } from "./auth.server.ts";
import {
  listPasskeys,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from "./passkeys.server.ts";
import { confirmIdentity } from "./recent-authentication.server.ts";
import { setRequireTwoFactor } from "./security-settings.server.ts";
import { type SessionUser, signInToConsole } from "./session.server.ts";
import { beginSignInAttempt, signInWithAccountLimit } from "./sign-in-lockout.server.ts";

let database: TestDatabase;
let auth: Auth;
const services = () => ({ db: database.db, auth });
const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth({
    db: database.db,
    secret: "s".repeat(40),
    baseURL: ORIGIN,
    secureCookies: false,
  });
});
afterAll(() => database.close());

/** The cookies a response's Set-Cookie headers leave in a browser. */
const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

const request = (...cookies: string[]) =>
  new Request(`${ORIGIN}/admin/account`, {
    headers: { cookie: cookies.filter(Boolean).join("; ") },
  });

async function adminWithSession(email: string) {
  await createUser(database.db, (await auth.$context).password.hash, null, {
    email,
    name: "Admin",
    password: PASSWORD,
    role: "admin",
    status: "active",
  });
  const result = await signInToConsole(services(), request(), { email, password: PASSWORD });
  if (!result.ok) throw new Error("sign-in failed");
  return { user: result.user as SessionUser, cookie: cookiesOf(result.headers) };
}

const sessionCount = async (userId: string) =>
  (await database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("passkeys", () => {
  it("are added with a name, sign in, confirm identity only for their owner, are renamed and removed, in the activity log without key material", async () => {
    const owner = await adminWithSession("passkey.owner@dmflow.pk");
    const other = await adminWithSession("passkey.other@dmflow.pk");
    const device = softwarePasskey(ORIGIN);

    // Registration: the challenge travels in a signed cookie and is used once.
    const registration = await passkeyRegistrationOptions(services(), request(owner.cookie));
    expect(registration.options.rp.id).toBe("localhost");
    const challenge = cookiesOf(registration.headers);
    const response = device.register(registration.options);
    const added = await registerPasskey(services(), request(owner.cookie, challenge), owner.user, {
      response,
      name: "Laptop",
    });
    expect(added).toMatchObject({ name: "Laptop", lastUsedAt: null });
    await expect(
      registerPasskey(services(), request(owner.cookie, challenge), owner.user, {
        response,
        name: "Again",
      }),
    ).rejects.toThrow("The passkey request has expired. Try again.");
    expect(await listPasskeys(database.db, owner.user.id)).toHaveLength(1);

    // Sign-in without a session: any of the site's passkeys may answer.
    const signInOptions = await passkeyAuthenticationOptions(services(), request());
    const signedIn = await signInWithPasskey(
      services(),
      request(cookiesOf(signInOptions.headers)),
      device.authenticate(signInOptions.options),
    );
    expect(signedIn.ok && signedIn.user.id).toBe(owner.user.id);
    expect((await listPasskeys(database.db, owner.user.id))[0]?.lastUsedAt).toBeInstanceOf(Date);

    // With two-factor required, the passkey is this admin's second factor: the right password
    // alone starts no session.
    await setRequireTwoFactor(database.db, owner.user, true);
    const sessionsBefore = await sessionCount(owner.user.id);
    const withPassword = await signInToConsole(services(), request(), {
      email: owner.user.email,
      password: PASSWORD,
    });
    expect(withPassword).toEqual({ ok: false, reason: "passkey_required" });
    expect(await sessionCount(owner.user.id)).toBe(sessionsBefore);
    await setRequireTwoFactor(database.db, owner.user, false);

    // Confirming identity: another admin cannot use it; the session the plugin starts for the
    // assertion does not stay.
    const ownerSessions = await sessionCount(owner.user.id);
    const otherOptions = await passkeyAuthenticationOptions(services(), request(other.cookie));
    await expect(
      confirmIdentity(
        services(),
        request(other.cookie, cookiesOf(otherOptions.headers)),
        other.user,
        { method: "passkey", response: device.authenticate(otherOptions.options) },
      ),
    ).rejects.toThrow("That passkey belongs to another account.");
    const ownOptions = await passkeyAuthenticationOptions(services(), request(owner.cookie));
    expect(ownOptions.options.allowCredentials?.map(({ id }) => id)).toEqual([device.id]);
    await confirmIdentity(
      services(),
      request(owner.cookie, cookiesOf(ownOptions.headers)),
      owner.user,
      { method: "passkey", response: device.authenticate(ownOptions.options) },
    );
    expect(await sessionCount(owner.user.id)).toBe(ownerSessions);

    // Only its owner renames or removes it.
    await expect(
      renamePasskey(services(), request(other.cookie), other.user, { id: added.id, name: "Mine" }),
    ).rejects.toThrow("That passkey has already been removed.");
    await renamePasskey(services(), request(owner.cookie), owner.user, {
      id: added.id,
      name: "Desk",
    });
    expect((await listPasskeys(database.db, owner.user.id))[0]?.name).toBe("Desk");
    const [stored] = await database.db
      .select({ publicKey: passkeys.publicKey, credentialID: passkeys.credentialID })
      .from(passkeys);
    await removePasskey(services(), request(owner.cookie), owner.user, added.id);
    expect(await listPasskeys(database.db, owner.user.id)).toEqual([]);

    const entries = await database.db
      .select({ action: activityLog.action, details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.userId, owner.user.id))
      .orderBy(activityLog.id);
    expect(entries.map(({ action }) => action)).toEqual([
      "passkey_add",
      "passkey_sign_in",
      "require_two_factor_on",
      "require_two_factor_off",
      "reauthenticate",
      "passkey_rename",
      "passkey_remove",
    ]);
    expect(entries[5]?.details).toEqual({ passkey: added.id, from: "Laptop", name: "Desk" });
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(stored?.publicKey);
    expect(logged).not.toContain(stored?.credentialID);
  });

  describe("count only with the authenticator's user verification (PIN, biometric)", () => {
    const NOT_VERIFIED =
      "Your device did not confirm it's you with its PIN, fingerprint or face. Try again, or use another passkey.";

    /** An admin with a session and a passkey added with user verification. */
    async function adminWithPasskey(email: string) {
      const admin = await adminWithSession(email);
      const device = softwarePasskey(ORIGIN);
      const { options, headers } = await passkeyRegistrationOptions(
        services(),
        request(admin.cookie),
      );
      await registerPasskey(services(), request(admin.cookie, cookiesOf(headers)), admin.user, {
        response: device.register(options),
        name: "Phone",
      });
      return { ...admin, device };
    }

    it("ask the browser for it when adding a passkey and when signing with one", async () => {
      const admin = await adminWithSession("uv.options@dmflow.pk");
      const registration = await passkeyRegistrationOptions(services(), request(admin.cookie));
      expect(registration.options.authenticatorSelection?.userVerification).toBe("required");
      const signIn = await passkeyAuthenticationOptions(services(), request());
      expect(signIn.options.userVerification).toBe("required");
      const confirm = await passkeyAuthenticationOptions(services(), request(admin.cookie));
      expect(confirm.options.userVerification).toBe("required");
    });

    it("refuse to add a passkey created without it", async () => {
      const admin = await adminWithSession("uv.register@dmflow.pk");
      const device = softwarePasskey(ORIGIN);
      const { options, headers } = await passkeyRegistrationOptions(
        services(),
        request(admin.cookie),
      );
      await expect(
        registerPasskey(services(), request(admin.cookie, cookiesOf(headers)), admin.user, {
          response: device.register(options, { userVerified: false }),
          name: "Key without PIN",
        }),
      ).rejects.toThrow(NOT_VERIFIED);
      expect(await listPasskeys(database.db, admin.user.id)).toEqual([]);
    });

    it("sign in while passwords are locked out of the account for every address (ADR 0016)", async () => {
      const admin = await adminWithPasskey("locked.out@dmflow.pk");
      for (let address = 1; address <= 15; address++) {
        await beginSignInAttempt(database.db, {
          email: admin.user.email,
          ip: `203.0.113.${address}`,
        });
      }
      const withPassword = await signInWithAccountLimit(
        { ...services(), notifications: { emailConfigured: false } },
        request(),
        { email: admin.user.email, password: PASSWORD, ip: "192.0.2.1" },
      );
      expect(withPassword).toMatchObject({ ok: false, reason: "locked" });
      const { options, headers } = await passkeyAuthenticationOptions(services(), request());
      const signedIn = await signInWithPasskey(
        services(),
        request(cookiesOf(headers)),
        admin.device.authenticate(options),
      );
      expect(signedIn.ok && signedIn.user.id).toBe(admin.user.id);
    });

    it("refuse a sign-in without it, and start no session", async () => {
      const admin = await adminWithPasskey("uv.sign-in@dmflow.pk");
      const sessionsBefore = await sessionCount(admin.user.id);
      const { options, headers } = await passkeyAuthenticationOptions(services(), request());
      await expect(
        signInWithPasskey(
          services(),
          request(cookiesOf(headers)),
          admin.device.authenticate(options, { userVerified: false }),
        ),
      ).rejects.toThrow(NOT_VERIFIED);
      expect(await sessionCount(admin.user.id)).toBe(sessionsBefore);

      const again = await passkeyAuthenticationOptions(services(), request());
      const signedIn = await signInWithPasskey(
        services(),
        request(cookiesOf(again.headers)),
        admin.device.authenticate(again.options),
      );
      expect(signedIn.ok && signedIn.user.id).toBe(admin.user.id);
    });

    it('refuse it as the proof for "Confirm it\'s you"', async () => {
      const admin = await adminWithPasskey("uv.confirm@dmflow.pk");
      const { options, headers } = await passkeyAuthenticationOptions(
        services(),
        request(admin.cookie),
      );
      await expect(
        confirmIdentity(services(), request(admin.cookie, cookiesOf(headers)), admin.user, {
          method: "passkey",
          response: admin.device.authenticate(options, { userVerified: false }),
        }),
      ).rejects.toThrow(NOT_VERIFIED);

      const again = await passkeyAuthenticationOptions(services(), request(admin.cookie));
      await confirmIdentity(
        services(),
        request(admin.cookie, cookiesOf(again.headers)),
        admin.user,
        {
          method: "passkey",
          response: admin.device.authenticate(again.options),
        },
      );
    });
  });
});
