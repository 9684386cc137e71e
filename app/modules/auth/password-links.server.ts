import { randomBytes } from "node:crypto";
import { APIError } from "better-auth/api";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accounts, users } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { weakPasswordReason } from "#app/modules/users/password-policy.server.ts";
import {
  FORGOT_PASSWORD_LINK_LIFETIME_SECONDS,
  type PasswordResetRecipient,
} from "./auth.server.ts";
import { endEmailedLinks, PASSWORD_LINK_PREFIX } from "./emailed-links.server.ts";
import { PASSWORD_LINK_EXPIRED_MESSAGE } from "./password-link-form.ts";
import { type AuthServices, type SignInResult, signInToConsole } from "./session.server.ts";

// One-time links to choose a password (docs/decisions/0028-invitations-and-password-links.md):
// an invitation, an admin's reset link and "Forgot password?" are all Better Auth's reset
// tokens, kept in its verification table as SHA-256 hashes only (emailed-links.server.ts), spent
// by its resetPassword, which ends every session of the person; the person's other links end
// with it. An invitation is a reset link for someone who has no password yet.

/** How long a link an admin makes works: long enough for a colleague to see it. */
export const ADMIN_PASSWORD_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

export type PasswordLinkKind = "invitation" | "reset";

type LinkUser = { id: string; email: string; name: string };

/**
 * E-mails a link to its person (notifications' sendPasswordLinkEmail), a password link or a
 * sign-in link (sign-in-links.server.ts); throws when it fails.
 */
export type SendPasswordLink = (
  to: string,
  link: { name: string; kind: PasswordLinkKind | "sign-in"; url: string; expiresAt: Date },
) => Promise<void>;

/** The link is spent or has expired (or never was one). */
const linkExpired = () => new RuleError("expired", PASSWORD_LINK_EXPIRED_MESSAGE);

/** The page where a link's token is used; the token goes in the query, which logs leave out. */
export function passwordLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/admin-auth/reset?token=${encodeURIComponent(token)}`;
}

/** An invitation while the person has never had a password; a reset afterwards. */
export async function passwordLinkKind(db: Database, userId: string): Promise<PasswordLinkKind> {
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, "credential"),
        isNotNull(accounts.password),
      ),
    );
  return credential ? "reset" : "invitation";
}

/**
 * Makes a new link for the user, working once for ADMIN_PASSWORD_LINK_LIFETIME_MS. The token is
 * returned to be e-mailed or shown once: only its hash is stored.
 */
export async function issuePasswordLink(
  services: AuthServices,
  userId: string,
  now = new Date(),
): Promise<{ token: string; kind: PasswordLinkKind; expiresAt: Date }> {
  const { internalAdapter } = await services.auth.$context;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(+now + ADMIN_PASSWORD_LINK_LIFETIME_MS);
  await internalAdapter.createVerificationValue({
    identifier: `${PASSWORD_LINK_PREFIX}${token}`,
    value: userId,
    expiresAt,
  });
  return { token, kind: await passwordLinkKind(services.db, userId), expiresAt };
}

/**
 * An admin's link for a colleague: made, then e-mailed when e-mail is set up; otherwise (or when
 * the mail server refuses it) its address is returned for the admin to copy, once.
 */
export async function deliverPasswordLink(
  services: AuthServices & { baseUrl: string; logger: Logger },
  send: SendPasswordLink | undefined,
  actorId: string,
  user: { id: string; email: string; name: string },
): Promise<{
  kind: PasswordLinkKind;
  expiresAt: Date;
  url: string | null;
  emailFailed: boolean;
}> {
  const { token, kind, expiresAt } = await issuePasswordLink(services, user.id);
  const url = passwordLinkUrl(services.baseUrl, token);
  let emailed = false;
  let emailFailed = false;
  if (send) {
    try {
      await send(user.email, { name: user.name || user.email, kind, url, expiresAt });
      emailed = true;
    } catch (err) {
      emailFailed = true;
      services.logger.error(
        { event: "auth.password_link", userId: user.id, err },
        "password link could not be e-mailed; shown to the admin instead",
      );
    }
  }
  await recordActivity(services.db, {
    userId: actorId,
    action: kind === "invitation" ? "send_invitation" : "send_password_reset_link",
    entity: "users",
    entityId: user.id,
    details: { email: user.email, emailed },
  });
  return { kind, expiresAt, url: emailed ? null : url, emailFailed };
}

/** The link's person and kind while it can be used; null when it cannot. */
export async function findPasswordLink(
  services: AuthServices,
  token: string,
): Promise<{ user: LinkUser; kind: PasswordLinkKind } | null> {
  if (!token) return null;
  const { internalAdapter } = await services.auth.$context;
  const link = await internalAdapter.findVerificationValue(`${PASSWORD_LINK_PREFIX}${token}`);
  if (!link || link.expiresAt < new Date()) return null;
  const [user] = await services.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, link.value));
  if (!user) return null;
  return { user, kind: await passwordLinkKind(services.db, user.id) };
}

/**
 * Sets the password a link was made for, under the one password policy, and spends the link.
 * Every session and every other link of the person ends; two-factor and passkeys stay. Then
 * signs them in as the sign-in page would (with two-factor on, the code is asked next).
 */
export async function setPasswordWithLink(
  services: AuthServices,
  request: Request,
  input: { token: string; password: string },
): Promise<{ user: LinkUser; kind: PasswordLinkKind; signIn: SignInResult }> {
  const link = await findPasswordLink(services, input.token);
  if (!link) throw linkExpired();
  const weak = await weakPasswordReason(input.password, [link.user.email, link.user.name]);
  if (weak) throw new RuleError("invalid", weak, { field: "password" });
  try {
    await services.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
    });
  } catch (error) {
    // Spent by a second tab a moment ago, or expired since the check above.
    if (error instanceof APIError && error.body?.code === "INVALID_TOKEN") {
      throw linkExpired();
    }
    throw error;
  }
  await endEmailedLinks(services.db, link.user.id);
  await recordActivity(services.db, {
    userId: link.user.id,
    action: "password_set_with_link",
    entity: "account",
    entityId: link.user.id,
    details: { kind: link.kind },
  });
  const signIn = await signInToConsole(services, request, {
    email: link.user.email,
    password: input.password,
  });
  return { ...link, signIn };
}

/**
 * "Forgot password?": Better Auth makes a link when an account has this address, and
 * mailForgottenPasswordLinks sends it. Answers the same whatever the address.
 */
export async function requestForgottenPasswordLink(
  services: Pick<AuthServices, "auth">,
  email: string,
): Promise<void> {
  await services.auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() } });
}

/**
 * Better Auth's sendResetPassword: e-mails the link to an active account (an inactive or
 * banned one could not sign in with it anyway). In the background: waiting for the mail server
 * would make the answer slower for an address that has an account than for one that has not.
 * The link is never logged.
 */
export function mailForgottenPasswordLinks(
  db: Database,
  send: SendPasswordLink,
  baseUrl: string,
  log: Logger,
): (user: PasswordResetRecipient, token: string) => Promise<void> {
  const mail = async (user: PasswordResetRecipient, token: string) => {
    const [account] = await db
      .select({ status: users.status, banned: users.banned })
      .from(users)
      .where(eq(users.id, user.id));
    if (account?.status !== "active" || account.banned) return;
    await send(user.email, {
      name: user.name || user.email,
      kind: await passwordLinkKind(db, user.id),
      url: passwordLinkUrl(baseUrl, token),
      expiresAt: new Date(Date.now() + FORGOT_PASSWORD_LINK_LIFETIME_SECONDS * 1000),
    });
    log.info({ event: "auth.password_link", userId: user.id }, "password link e-mailed");
  };
  return async (user, token) => {
    void mail(user, token).catch((err) =>
      log.error(
        { event: "auth.password_link", userId: user.id, err },
        "password link could not be e-mailed",
      ),
    );
  };
}
