import { createHash } from "node:crypto";
import { and, eq, like, or } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { verifications } from "#app/db/schema.ts";

// The one-time links a person gets by e-mail (or an admin copies): password links (ADR 0028)
// and sign-in links (ADR 0016). Each is a row of Better Auth's verification table whose
// identifier is its prefix and the SHA-256 of the token: the token itself is never stored, and
// the prefix with the row's value (the user's id) finds every link of a person.

/** Better Auth's own prefix for a reset token (its requestPasswordReset writes the same). */
export const PASSWORD_LINK_PREFIX = "reset-password:";
export const SIGN_IN_LINK_PREFIX = "sign-in-link:";

const keepPrefixHashToken = (prefix: string) => ({
  hash: async (identifier: string) =>
    `${prefix}${createHash("sha256").update(identifier).digest("base64url")}`,
});

/** Better Auth's `verification.storeIdentifier`: these two hashed, other rows as they are. */
export const linkIdentifierStorage = {
  default: "plain" as const,
  overrides: {
    [PASSWORD_LINK_PREFIX]: keepPrefixHashToken(PASSWORD_LINK_PREFIX),
    [SIGN_IN_LINK_PREFIX]: keepPrefixHashToken(SIGN_IN_LINK_PREFIX),
  },
};

/**
 * Ends every outstanding link of the person: called whenever their password is set, by any
 * route, so that a link made for the old password cannot set another or sign in.
 */
export async function endEmailedLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        or(
          like(verifications.identifier, `${PASSWORD_LINK_PREFIX}%`),
          like(verifications.identifier, `${SIGN_IN_LINK_PREFIX}%`),
        ),
      ),
    );
}
