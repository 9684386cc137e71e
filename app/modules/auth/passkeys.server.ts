import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { APIError } from "better-auth/api";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { passkeys, sessions } from "#app/db/schema.ts";
import { RuleError, type RuleErrorCode, ruleErrorOf } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { USER_NOT_VERIFIED } from "./auth.server.ts";
import {
  type AuthServices,
  admitToConsole,
  type SessionUser,
  type SignInResult,
} from "./session.server.ts";

// Passkeys on Better Auth's passkey plugin (SimpleWebAuthn underneath), called through auth.api
// (its HTTP routes are not mounted). Each ceremony takes two requests: options (the challenge,
// kept server-side behind a signed, short-lived cookie the plugin sets), then the browser's
// answer. These functions add what our screens need: names, last use, the activity log (never a
// key, credential id or challenge) and errors in words.

export type PasskeyRow = {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  /** Synced between devices (a password manager, iCloud Keychain...), as the authenticator said. */
  backedUp: boolean;
};

/** What an unnamed passkey is called. */
export const UNNAMED_PASSKEY = "Passkey";

/** The admin's passkeys, newest first. */
export async function listPasskeys(db: Database, userId: string): Promise<PasskeyRow[]> {
  const rows = await db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt));
  return rows.map((row) => ({ ...row, name: row.name || UNNAMED_PASSKEY }));
}

export async function countPasskeys(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

// A passkey not registered here is `invalid` (a sign-in's wrong answer); `not-found` is one of
// the admin's own passkeys gone meanwhile, which the Account screen answers 404.
const PASSKEY_MESSAGES: Record<string, { code: RuleErrorCode; message: string; reason: string }> = {
  CHALLENGE_NOT_FOUND: {
    code: "expired",
    message: "The passkey request has expired. Try again.",
    reason: "challenge_expired",
  },
  PASSKEY_NOT_FOUND: {
    code: "invalid",
    message: "That passkey is not registered here.",
    reason: "unknown_passkey",
  },
  AUTHENTICATION_FAILED: {
    code: "invalid",
    message: "The passkey could not be verified. Try again.",
    reason: "verification_failed",
  },
  FAILED_TO_VERIFY_REGISTRATION: {
    code: "invalid",
    message: "The passkey could not be verified. Try again.",
    reason: "verification_failed",
  },
  [USER_NOT_VERIFIED]: {
    code: "invalid",
    message:
      "Your device did not confirm it's you with its PIN, fingerprint or face. Try again, or use another passkey.",
    reason: "user_not_verified",
  },
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: {
    code: "forbidden",
    message: "That passkey is not yours.",
    reason: "not_owner",
  },
  SESSION_REQUIRED: {
    code: "expired",
    message: "Your session has ended. Sign in again.",
    reason: "no_session",
  },
  UNAUTHORIZED: {
    code: "expired",
    message: "Your session has ended. Sign in again.",
    reason: "no_session",
  },
  // This account's inactive or banned (the session hook refuses to start a session).
  FORBIDDEN: { code: "forbidden", message: "This account cannot sign in.", reason: "not_active" },
};

/** Better Auth's refusals as a RuleError (its reason for the log); anything else as it is. */
function asPasskeyRefusal(error: unknown): never {
  if (ruleErrorOf(error)) throw error;
  if (error instanceof APIError) {
    const known =
      PASSKEY_MESSAGES[String(error.body?.code ?? "")] ?? PASSKEY_MESSAGES[String(error.status)];
    if (known) throw new RuleError(known.code, known.message, { reason: known.reason });
  }
  throw error;
}

/** A ceremony's options for the browser, and the Set-Cookie of its challenge. */
export type PasskeyOptions<T> = { options: T; headers: Headers };

/** Options to create a passkey for the signed-in admin (their other passkeys excluded). */
export async function passkeyRegistrationOptions(
  services: AuthServices,
  request: Request,
): Promise<PasskeyOptions<PublicKeyCredentialCreationOptionsJSON>> {
  try {
    const { response, headers } = await services.auth.api.generatePasskeyRegistrationOptions({
      headers: request.headers,
      returnHeaders: true,
    });
    return { options: response, headers };
  } catch (error) {
    asPasskeyRefusal(error);
  }
}

/** Saves the passkey the browser created for the options above, under the name given. */
export async function registerPasskey(
  services: AuthServices,
  request: Request,
  user: Pick<SessionUser, "id">,
  input: { response: RegistrationResponseJSON; name: string },
): Promise<PasskeyRow> {
  let created: { id: string };
  try {
    created = await services.auth.api.verifyPasskeyRegistration({
      body: { response: input.response, name: input.name },
      headers: request.headers,
    });
  } catch (error) {
    asPasskeyRefusal(error);
  }
  await recordActivity(services.db, {
    userId: user.id,
    action: "passkey_add",
    entity: "account",
    entityId: user.id,
    details: { passkey: created.id, name: input.name },
  });
  const row = (await listPasskeys(services.db, user.id)).find(({ id }) => id === created.id);
  if (!row) throw new Error("The new passkey was not saved");
  return row;
}

/** Renames one of the admin's own passkeys. */
export async function renamePasskey(
  services: AuthServices,
  request: Request,
  user: Pick<SessionUser, "id">,
  input: { id: string; name: string },
): Promise<void> {
  const before = await ownPasskeyName(services.db, user.id, input.id);
  try {
    await services.auth.api.updatePasskey({
      body: { id: input.id, name: input.name },
      headers: request.headers,
    });
  } catch (error) {
    asPasskeyRefusal(error);
  }
  await recordActivity(services.db, {
    userId: user.id,
    action: "passkey_rename",
    entity: "account",
    entityId: user.id,
    details: { passkey: input.id, from: before, name: input.name },
  });
}

/** Removes one of the admin's own passkeys; it no longer signs in. */
export async function removePasskey(
  services: AuthServices,
  request: Request,
  user: Pick<SessionUser, "id">,
  id: string,
): Promise<void> {
  const name = await ownPasskeyName(services.db, user.id, id);
  try {
    await services.auth.api.deletePasskey({ body: { id }, headers: request.headers });
  } catch (error) {
    asPasskeyRefusal(error);
  }
  await recordActivity(services.db, {
    userId: user.id,
    action: "passkey_remove",
    entity: "account",
    entityId: user.id,
    details: { passkey: id, name },
  });
}

/** The name of one of the user's passkeys; a RuleError when it is not theirs (or gone). */
async function ownPasskeyName(db: Database, userId: string, id: string): Promise<string> {
  const [row] = await db
    .select({ name: passkeys.name })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  if (!row) {
    throw new RuleError("not-found", "That passkey has already been removed.", {
      reason: "not_found",
    });
  }
  return row.name || UNNAMED_PASSKEY;
}

/**
 * Options to sign in with a passkey. Without a session any of the site's passkeys may answer
 * (the browser offers those it holds); with one, only the admin's own (re-authentication).
 */
export async function passkeyAuthenticationOptions(
  services: AuthServices,
  request: Request,
): Promise<PasskeyOptions<PublicKeyCredentialRequestOptionsJSON>> {
  const { response, headers } = await services.auth.api.generatePasskeyAuthenticationOptions({
    headers: request.headers,
    returnHeaders: true,
  });
  // The plugin asks for user verification as "preferred"; a passkey is a second factor, so the
  // browser is told it is required (and the assertion is refused without it: auth.server.ts).
  return { options: { ...response, userVerification: "required" }, headers };
}

/** A verified passkey assertion: its user and the session the plugin started. */
export type PasskeyAuthentication = {
  userId: string;
  sessionId: string;
  sessionToken: string;
  headers: Headers;
};

/**
 * Checks the browser's answer to the options above with the plugin, which starts a session
 * (a sign-in: its proof time is now), and notes the passkey's use. A wrong or unknown passkey
 * throws a RuleError.
 */
export async function authenticateWithPasskey(
  services: AuthServices,
  request: Request,
  response: AuthenticationResponseJSON,
): Promise<PasskeyAuthentication> {
  try {
    const { response: verified, headers } = await services.auth.api.verifyPasskeyAuthentication({
      body: { response },
      headers: request.headers,
      returnHeaders: true,
    });
    await services.db
      .update(passkeys)
      .set({ lastUsedAt: new Date() })
      .where(eq(passkeys.credentialID, response.id));
    return {
      userId: verified.user.id,
      sessionId: verified.session.id,
      sessionToken: verified.session.token,
      headers,
    };
  } catch (error) {
    asPasskeyRefusal(error);
  }
}

/**
 * Signs in to the console with a passkey (no password: the passkey is possession and, with
 * the authenticator's user verification, a PIN or biometric). Answers like signInToConsole; the
 * sign-in is in the activity log. A wrong or unknown passkey throws a RuleError.
 */
export async function signInWithPasskey(
  services: AuthServices,
  request: Request,
  response: AuthenticationResponseJSON,
): Promise<SignInResult> {
  const verified = await authenticateWithPasskey(services, request, response);
  const result = await admitToConsole(services, verified);
  if (result.ok) {
    await recordActivity(services.db, {
      userId: result.user.id,
      action: "passkey_sign_in",
      entity: "account",
      entityId: result.user.id,
    });
  }
  return result;
}

/**
 * Re-authentication with a passkey: the assertion must come from one of this admin's passkeys.
 * The plugin starts a session for every assertion; this one is ended at once (the admin keeps
 * the session they are in, whose proof the caller renews).
 */
export async function verifyOwnPasskey(
  services: AuthServices,
  request: Request,
  user: Pick<SessionUser, "id">,
  response: AuthenticationResponseJSON,
): Promise<void> {
  const verified = await authenticateWithPasskey(services, request, response);
  await services.db.delete(sessions).where(eq(sessions.id, verified.sessionId));
  if (verified.userId !== user.id) {
    throw new RuleError("forbidden", "That passkey belongs to another account.", {
      reason: "not_owner",
    });
  }
}
