import { randomBytes } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "#app/lib/zod.ts";
import { SIGN_IN_LINK_PREFIX } from "./emailed-links.server.ts";

// Spending a sign-in link (ADR 0016) inside Better Auth, where the session cookie and the
// two-factor plugin's signed cookie are made. The endpoint is only called from our action
// (auth.api.signInWithEmailLink): Better Auth's HTTP handler is not mounted.

/** How long the code step waits after the link, as after a password (the plugin's default). */
const PENDING_SIGN_IN_SECONDS = 600;

export const SIGN_IN_LINK_INVALID = "SIGN_IN_LINK_INVALID";

export const signInLinkPlugin = () =>
  ({
    id: "sign-in-link",
    endpoints: {
      signInWithEmailLink: createAuthEndpoint(
        "/sign-in-link/verify",
        { method: "POST", body: z.object({ token: z.string().max(200) }) },
        async (ctx) => {
          const { internalAdapter } = ctx.context;
          // Consumed before anything else: a second use, even a racing one, finds nothing.
          const link = await internalAdapter.consumeVerificationValue(
            `${SIGN_IN_LINK_PREFIX}${ctx.body.token}`,
          );
          const user =
            link && link.expiresAt > new Date() && (await internalAdapter.findUserById(link.value));
          if (!user) {
            throw new APIError("BAD_REQUEST", {
              code: SIGN_IN_LINK_INVALID,
              message: "This sign-in link cannot be used",
            });
          }
          // The two-factor plugin's field, which Better Auth's own user type does not name.
          if ((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) {
            // The same pending sign-in a right password leaves (the two-factor plugin's rows
            // and cookie), so the code step (ADR 0034) finishes it.
            const identifier = `2fa-${randomBytes(15).toString("base64url")}`;
            const expiresAt = new Date(Date.now() + PENDING_SIGN_IN_SECONDS * 1000);
            await internalAdapter.createVerificationValue({
              value: user.id,
              identifier,
              expiresAt,
            });
            await internalAdapter.createVerificationValue({
              value: "0",
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            const cookie = ctx.context.createAuthCookie("two_factor", {
              maxAge: PENDING_SIGN_IN_SECONDS,
            });
            await ctx.setSignedCookie(
              cookie.name,
              identifier,
              ctx.context.secret,
              cookie.attributes,
            );
            return ctx.json({ twoFactorRedirect: true as const, userId: user.id });
          }
          // Inactive and banned users get no session (auth.server.ts's session hook throws).
          const session = await internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({
            twoFactorRedirect: false as const,
            userId: user.id,
            token: session.token,
          });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
