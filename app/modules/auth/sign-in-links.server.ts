import { randomBytes } from "node:crypto";
import { APIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { sessions, users } from "#app/db/schema.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { SIGN_IN_LINK_PREFIX } from "./emailed-links.server.ts";
import type { SendPasswordLink } from "./password-links.server.ts";
import { passwordSignInNeedsPasskey } from "./security-settings.server.ts";
import { type AuthServices, admitToConsole, type SignInResult } from "./session.server.ts";
import { SIGN_IN_LINK_INVALID } from "./sign-in-link-plugin.server.ts";

// "E-mail me a sign-in link" (ADR 0016): the owner's way past a password lockout. One use, for
// SIGN_IN_LINK_LIFETIME_MS, stored as a hash only (emailed-links.server.ts), ended when the
// password is set; with two-factor on, the code step comes next, as after a password.

export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;

/** The page where a sign-in link is used; the token goes in the query, which logs leave out. */
export function signInLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/admin-auth/link?token=${encodeURIComponent(token)}`;
}

/**
 * Makes a link for the active account with this address and e-mails it, in the background:
 * waiting for the mail server would tell known addresses apart by time. Nothing for an unknown,
 * inactive or banned one; the caller answers the same either way. The link is never logged.
 */
export async function requestSignInLink(
  services: AuthServices & { baseUrl: string; logger: Logger },
  send: SendPasswordLink,
  email: string,
  now = new Date(),
): Promise<void> {
  const [user] = await services.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        eq(users.status, "active"),
        eq(users.banned, false),
      ),
    );
  if (!user) return;
  const { internalAdapter } = await services.auth.$context;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(+now + SIGN_IN_LINK_LIFETIME_MS);
  await internalAdapter.createVerificationValue({
    identifier: `${SIGN_IN_LINK_PREFIX}${token}`,
    value: user.id,
    expiresAt,
  });
  const link = { name: user.name || user.email, kind: "sign-in" as const, expiresAt };
  void send(user.email, { ...link, url: signInLinkUrl(services.baseUrl, token) })
    .then(() =>
      services.logger.info(
        { event: "auth.sign_in_link", userId: user.id },
        "sign-in link e-mailed",
      ),
    )
    .catch((err) =>
      services.logger.error(
        { event: "auth.sign_in_link", userId: user.id, err },
        "sign-in link could not be e-mailed",
      ),
    );
}

/** The link's person while it can be used (the page shows whose it is); null otherwise. */
export async function findSignInLink(
  services: AuthServices,
  token: string,
): Promise<{ email: string } | null> {
  if (!token) return null;
  const { internalAdapter } = await services.auth.$context;
  const link = await internalAdapter.findVerificationValue(`${SIGN_IN_LINK_PREFIX}${token}`);
  if (!link || link.expiresAt < new Date()) return null;
  const [user] = await services.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, link.value));
  return user ?? null;
}

/**
 * Spends the link and signs its person in as a password would, without the password's lockout:
 * a session for a console user, the code step when two-factor is on, "passkey_required" when
 * two-factor is required and a passkey is their only second factor; "expired" when the link
 * cannot be used, "denied" without console access.
 */
export async function signInWithLink(
  services: AuthServices,
  request: Request,
  token: string,
): Promise<SignInResult | { ok: false; reason: "expired" }> {
  const spent = await services.auth.api
    .signInWithEmailLink({ body: { token }, headers: request.headers, returnHeaders: true })
    .catch((error: unknown) => {
      if (error instanceof APIError && error.body?.code === SIGN_IN_LINK_INVALID) return null;
      // An inactive or banned person: the session hook refused.
      if (error instanceof APIError && error.status === "FORBIDDEN") return "denied" as const;
      throw error;
    });
  if (spent === null) return { ok: false, reason: "expired" };
  if (spent === "denied") return { ok: false, reason: "denied" };
  const { response, headers } = spent;
  if (response.twoFactorRedirect) return { ok: false, reason: "two_factor_required", headers };
  const admitted = await admitToConsole(services, {
    userId: response.userId,
    sessionToken: response.token,
    headers,
  });
  if (admitted.ok && (await passwordSignInNeedsPasskey(services.db, admitted.user))) {
    await services.db.delete(sessions).where(eq(sessions.token, response.token));
    return { ok: false, reason: "passkey_required" };
  }
  return admitted;
}
