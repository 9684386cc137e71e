import { z } from "#app/lib/zod.ts";
import { forgotPasswordSchema } from "./password-link-form.ts";

// The form of "E-mail me a sign-in link" (/admin-auth/link, ADR 0016): asking for a link, and
// using one (a button, so that a mail scanner opening the link spends nothing). One schema for
// the browser (conform) and the action.

export const SIGN_IN_LINK_PATH = "/admin-auth/link";

/** A link that cannot be used: expired, already used, ended by a new password, or never made. */
export const SIGN_IN_LINK_EXPIRED_MESSAGE =
  "This sign-in link has expired or was already used. Ask for a new one.";

export const EMAIL_NOT_SET_UP_FOR_LINKS =
  "E-mail is not set up on this site, so no sign-in link can be sent. Sign in with a passkey, or ask an admin to send you a password reset link from User Management.";

export const signInLinkSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("request"), email: forgotPasswordSchema.shape.email }),
  z.object({
    intent: z.literal("sign-in"),
    token: z.string({ error: "This link is not complete" }).max(200),
  }),
]);
