import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import {
  passkeys,
  securitySettings,
  sessions,
  twoFactors,
  usedTotpCodes,
  users,
} from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { SessionUser } from "./session.server.ts";

// "Require two-factor authentication for everyone": with it on, anyone without a second
// factor can only set one up (the console's middleware holds them on the Account screen, on the
// server, for every loader and action). A second factor is an authenticator app or a passkey;
// an admin whose only second factor is a passkey then signs in with the passkey, never with
// the password alone (passwordSignInNeedsPasskey). Turning the requirement on needs a second
// factor on oneself; turning it off is a dangerous action (re-authentication, in the route).

export type SecuritySettings = { requireTwoFactor: boolean };

export async function getSecuritySettings(db: Database): Promise<SecuritySettings> {
  const [row] = await db
    .select({ requireTwoFactor: securitySettings.requireTwoFactor })
    .from(securitySettings)
    .where(eq(securitySettings.id, 1));
  return { requireTwoFactor: row?.requireTwoFactor ?? false };
}

/** An authenticator app (confirmed) or a passkey. */
export async function hasSecondFactor(
  db: Database,
  user: Pick<SessionUser, "id" | "twoFactorEnabled">,
): Promise<boolean> {
  if (user.twoFactorEnabled) return true;
  const [passkey] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .limit(1);
  return passkey !== undefined;
}

/** Whether this admin must set up two-factor before anything else. */
export async function mustSetUpTwoFactor(
  db: Database,
  user: Pick<SessionUser, "id" | "twoFactorEnabled">,
): Promise<boolean> {
  if (!(await getSecuritySettings(db)).requireTwoFactor) return false;
  return !(await hasSecondFactor(db, user));
}

/**
 * Whether a right password must not start a session by itself: two-factor is required and this
 * admin's second factor is a passkey (no authenticator app asks for a code after the password),
 * so they sign in with the passkey.
 */
export async function passwordSignInNeedsPasskey(
  db: Database,
  user: Pick<SessionUser, "id" | "twoFactorEnabled">,
): Promise<boolean> {
  if (user.twoFactorEnabled) return false;
  if (!(await getSecuritySettings(db)).requireTwoFactor) return false;
  return hasSecondFactor(db, user);
}

/** Turns the requirement on or off, in the activity log; on needs a second factor of one's own. */
export async function setRequireTwoFactor(
  db: Database,
  actor: Pick<SessionUser, "id" | "twoFactorEnabled">,
  requireTwoFactor: boolean,
): Promise<void> {
  if (requireTwoFactor && !(await hasSecondFactor(db, actor))) {
    throw new RuleError(
      "conflict",
      "Turn on two-factor authentication for your own account first (Account screen).",
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(securitySettings)
      .values({ id: 1, requireTwoFactor })
      .onConflictDoUpdate({
        target: securitySettings.id,
        set: { requireTwoFactor, updatedAt: new Date() },
      });
    await recordActivity(tx, {
      userId: actor.id,
      action: requireTwoFactor ? "require_two_factor_on" : "require_two_factor_off",
      entity: "security_settings",
      entityId: "require_two_factor",
    });
  });
}

/**
 * For an admin who lost their authenticator and recovery codes or passkeys
 * (`npm run admin -- reset-2fa`): two-factor is turned off for the address, its passkeys are
 * removed and its sessions end. Answers false when there is no such user.
 */
export async function resetTwoFactor(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .returning({ id: users.id, email: users.email });
    if (!user) return false;
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx.delete(usedTotpCodes).where(eq(usedTotpCodes.userId, user.id));
    await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordActivity(tx, {
      userId: null,
      action: "two_factor_reset",
      entity: "users",
      entityId: user.id,
      details: { email: user.email, via: "command line" },
    });
    return true;
  });
}
