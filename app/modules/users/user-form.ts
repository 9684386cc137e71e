import type { Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { IntentResult } from "#app/lib/intent-action.ts";
import type { z } from "#app/lib/zod.ts";
import { userDefinition } from "./user-definition.ts";

// The Add/Edit User dialog's fields (docs/product.md#user-management), made from the user's
// definition (user-definition.ts): one schema for adding and one for editing, each checked by
// conform in the browser as the admin types and again in the route's action (ADR 0033). On edit
// only the name, role and status change.

export { MIN_PASSWORD_LENGTH } from "./user-definition.ts";

/** Adding: every field of the definition. */
export const createUserSchema = userDefinition.fields;
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** Editing: the e-mail stays, and there is no password or invitation. */
export const updateUserSchema = userDefinition.fields.pick({
  name: true,
  role: true,
  status: true,
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export type UserBadgeVariant = "default" | "secondary" | "destructive" | "outline";

/** Role badges (docs/product.md#user-management): destructive for admin, secondary for moderator, default for user. */
export function roleBadgeVariant(role: string): UserBadgeVariant {
  if (role === "admin") return "destructive";
  if (role === "moderator") return "secondary";
  return "default";
}

/** Status badges (docs/product.md#user-management): default active, secondary inactive, destructive banned, else outline. */
export function statusBadgeVariant(status: string): UserBadgeVariant {
  if (status === "active") return "default";
  if (status === "inactive") return "secondary";
  if (status === "banned") return "destructive";
  return "outline";
}

/**
 * Reads the dialog's posted form with one of the schemas above: its values, or each field's
 * messages. The values are read as typed (an empty e-mail is "Email is required", not a
 * missing one).
 */
export function parseUserForm<Schema extends typeof createUserSchema | typeof updateUserSchema>(
  schema: Schema,
  formData: FormData,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  // parseWithZod types its answer by a schema it knows, not by one of two.
  return parseWithZod(formData, { schema, disableAutoCoercion: true }) as Submission<
    z.input<Schema>,
    string[],
    z.output<Schema>
  >;
}

/** The inputs' constraints (required, ...), for the browser's own checks. */
export const USER_FORM_CONSTRAINT = {
  create: getZodConstraint(createUserSchema),
  update: getZodConstraint(updateUserSchema),
};

export type UserIntent =
  | "create"
  | "update"
  | "delete"
  | "end-sessions"
  | "end-everyones-sessions"
  | "require-two-factor"
  | "password-link";

/**
 * Whether saving the Edit User form changes the user's access (promoting, demoting, banning,
 * deactivating, reactivating): a dangerous action that needs a recent proof of identity.
 */
export function changesAccess(
  current: { role: string; status: string },
  next: { role: string; status: string },
): boolean {
  return current.role !== next.role || current.status !== next.status;
}

/**
 * A password link just made (an invitation or a reset link): e-mailed, or its `url` to be shown
 * once when e-mail is not set up or failed.
 */
export type PasswordLinkResult = {
  email: string;
  kind: "invitation" | "reset";
  /** Present only when the admin must pass the link on: shown once, kept nowhere. */
  url: string | null;
  expiresAt: string;
  /** The e-mail could not be sent (the link is shown instead). */
  emailFailed: boolean;
};

/** What some intents show once beside their message: a generated password, a link to copy. */
export type UserShownOnce = {
  created: { email: string; generatedPassword: string | null };
  passwordLink: PasswordLinkResult;
};

/** What the User Management action answers (a refusal's `code` says when to re-authenticate). */
export type UserActionResult = IntentResult<UserIntent, UserShownOnce>;
