import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, passkeys, sessions, twoFactors, users } from "#app/db/schema.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  getSecuritySettings,
  mustSetUpTwoFactor,
  passwordSignInNeedsPasskey,
  resetTwoFactor,
  setRequireTwoFactor,
} from "./security-settings.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const hash = async (password: string) => `hashed:${password}`;

/** A stored passkey row (its key material is never checked here). */
async function addPasskey(userId: string, id: string) {
  await database.db.insert(passkeys).values({
    id,
    userId,
    name: "Laptop",
    publicKey: "public-key",
    credentialID: `credential-${id}`,
    counter: 0,
    deviceType: "singleDevice",
    backedUp: false,
  });
}

describe("require two-factor for everyone who signs in", () => {
  it("is off by default, turned on only by an admin with two-factor, and holds admins without it", async () => {
    const { user } = await createUser(database.db, hash, null, {
      email: "owner@dmflow.pk",
      name: "Owner",
      password: "a long password",
      role: "admin",
      status: "active",
    });
    expect(await getSecuritySettings(database.db)).toEqual({ requireTwoFactor: false });
    expect(await mustSetUpTwoFactor(database.db, { id: user.id, twoFactorEnabled: false })).toBe(
      false,
    );

    await expect(
      setRequireTwoFactor(database.db, { id: user.id, twoFactorEnabled: false }, true),
    ).rejects.toMatchObject({
      code: "conflict",
      status: 409,
      message: "Turn on two-factor authentication for your own account first (Account screen).",
    });
    await setRequireTwoFactor(database.db, { id: user.id, twoFactorEnabled: true }, true);
    expect(await mustSetUpTwoFactor(database.db, { id: user.id, twoFactorEnabled: false })).toBe(
      true,
    );
    expect(await mustSetUpTwoFactor(database.db, { id: user.id, twoFactorEnabled: true })).toBe(
      false,
    );

    await setRequireTwoFactor(database.db, { id: user.id, twoFactorEnabled: true }, false);
    expect(await mustSetUpTwoFactor(database.db, { id: user.id, twoFactorEnabled: false })).toBe(
      false,
    );
    const actions = await database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entity, "security_settings"));
    expect(actions.map((row) => row.action)).toEqual([
      "require_two_factor_on",
      "require_two_factor_off",
    ]);
  });

  it("reset-2fa turns two-factor off for an address and ends its sessions", async () => {
    const { user } = await createUser(database.db, hash, null, {
      email: "lost.phone@dmflow.pk",
      name: "",
      password: "a long password",
      role: "admin",
      status: "active",
    });
    await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    await database.db
      .insert(twoFactors)
      .values({ id: "tf1", userId: user.id, secret: "x", backupCodes: "[]", verified: true });
    await database.db.insert(sessions).values({
      id: "s1",
      token: "t1",
      userId: user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });

    await addPasskey(user.id, "pk-lost");

    expect(await resetTwoFactor(database.db, "Lost.Phone@dmflow.pk")).toBe(true);
    expect(await resetTwoFactor(database.db, "nobody@dmflow.pk")).toBe(false);
    const [row] = await database.db
      .select({ enabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.enabled).toBe(false);
    expect(
      await database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id)),
    ).toEqual([]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    expect(await database.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual(
      [],
    );
    const entries = await database.db
      .select({ action: activityLog.action, details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.entityId, user.id));
    expect(entries).toContainEqual({
      action: "two_factor_reset",
      details: { email: "lost.phone@dmflow.pk", via: "command line" },
    });
  });

  it("counts a passkey as a second factor; its admin then signs in with it, not the password alone", async () => {
    const { user } = await createUser(database.db, hash, null, {
      email: "passkey.only@dmflow.pk",
      name: "",
      password: "a long password",
      role: "admin",
      status: "active",
    });
    const me = { id: user.id, twoFactorEnabled: false };
    await setRequireTwoFactor(database.db, { id: user.id, twoFactorEnabled: true }, false);
    await addPasskey(user.id, "pk-only");
    // Not required: the password alone still signs in.
    expect(await passwordSignInNeedsPasskey(database.db, me)).toBe(false);

    // A passkey is enough to turn the requirement on, and to be let through it.
    await setRequireTwoFactor(database.db, me, true);
    expect(await mustSetUpTwoFactor(database.db, me)).toBe(false);
    expect(await passwordSignInNeedsPasskey(database.db, me)).toBe(true);
    // An authenticator app asks for its code after the password instead.
    expect(
      await passwordSignInNeedsPasskey(database.db, { id: user.id, twoFactorEnabled: true }),
    ).toBe(false);

    // Without the passkey the admin is held on the Account screen again.
    await database.db.delete(passkeys).where(eq(passkeys.userId, user.id));
    expect(await mustSetUpTwoFactor(database.db, me)).toBe(true);
    await setRequireTwoFactor(database.db, { id: user.id, twoFactorEnabled: true }, false);
  });
});
