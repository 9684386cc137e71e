import type { AuthenticationResponseJSON } from "@simplewebauthn/browser";
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { sessions } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { verifyOwnPasskey } from "./passkeys.server.ts";
import { RECENT_AUTHENTICATION_WINDOW_MS } from "./recent-authentication-form.ts";
import type { AuthServices, SessionUser } from "./session.server.ts";
import {
  asTwoFactorRefusal,
  isUsersPassword,
  verifyTotpCodeOnce,
  wrongPassword,
} from "./two-factor.server.ts";

// Re-authentication ("sudo mode"). Dangerous console actions (creating, promoting, demoting,
// banning or deleting users, sending a password link, turning the two-factor requirement
// off, erasing a person's data) need the admin to have proved who they are in this session
// within the last RECENT_AUTHENTICATION_WINDOW_MS: signing in counts, and so does confirming
// with a password or an authenticator code or a passkey in the "Confirm it's you" dialog. The proof's time is the
// session's authenticated_at. The server enforces it (requireRecentAuthentication); the
// dialog only asks first.

export const REAUTHENTICATION_REQUIRED_MESSAGE =
  "Confirm it's you first: this action needs your password or a code from the last 10 minutes.";

/** The session's last proof of identity, or null when there is no such session. */
async function authenticatedAt(db: Database, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sessions.authenticatedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.at ?? null;
}

/** Whole seconds left before the session's proof goes stale; 0 when it is stale already. */
export async function recentAuthenticationSecondsLeft(
  db: Database,
  sessionId: string,
  now = new Date(),
): Promise<number> {
  const at = await authenticatedAt(db, sessionId);
  if (!at) return 0;
  return Math.max(0, Math.floor((+at + RECENT_AUTHENTICATION_WINDOW_MS - +now) / 1000));
}

/**
 * The guard of every dangerous action: throws a RuleError `reauthentication-required` (403)
 * unless the request's session proved its admin's identity within the window. Call it in the
 * action before the write; answer the error with its status and message, and let the client's
 * `useRecentAuthentication` ask for the proof.
 */
export async function requireRecentAuthentication(
  services: AuthServices,
  request: Request,
  now = new Date(),
): Promise<void> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (
    !session ||
    (await recentAuthenticationSecondsLeft(services.db, session.session.id, now)) <= 0
  ) {
    throw new RuleError("reauthentication-required", REAUTHENTICATION_REQUIRED_MESSAGE);
  }
}

export type IdentityProof =
  | { method: "password"; password: string }
  | { method: "totp"; code: string }
  | { method: "passkey"; response: AuthenticationResponseJSON };

/**
 * Checks the admin's password, a current authenticator code or one of their passkeys and, when
 * right, renews this session's proof (and records it in the activity log). A wrong password or
 * code or passkey throws a RuleError (with its reason for the log).
 */
export async function confirmIdentity(
  services: AuthServices,
  request: Request,
  user: SessionUser,
  proof: IdentityProof,
): Promise<void> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session) {
    throw new RuleError("expired", "Your session has ended. Sign in again.", {
      reason: "no_session",
    });
  }
  if (proof.method === "password") {
    if (!(await isUsersPassword(services, user.id, proof.password))) throw wrongPassword();
  } else if (proof.method === "passkey") {
    await verifyOwnPasskey(services, request, user, proof.response);
  } else {
    const code = proof.code.replace(/\s+/g, "");
    try {
      await verifyTotpCodeOnce(services, user.id, code, () =>
        services.auth.api.verifyTOTP({ body: { code }, headers: request.headers }),
      );
    } catch (error) {
      asTwoFactorRefusal(error);
    }
  }
  await markAuthenticated(services.db, user.id, session.session.id, proof.method);
}

/** Records a proof of identity for the session: now, in the session and the activity log. */
export async function markAuthenticated(
  db: Database,
  userId: string,
  sessionId: string,
  method: IdentityProof["method"],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ authenticatedAt: new Date() })
      .where(eq(sessions.id, sessionId));
    await recordActivity(tx, {
      userId,
      action: "reauthenticate",
      entity: "account",
      entityId: userId,
      details: { method },
    });
  });
}
