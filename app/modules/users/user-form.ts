import type { Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { USER_ROLES, USER_STATUSES } from "#app/db/enums.ts";
import type { IntentResult } from "#app/lib/intent-action.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";

// The Add/Edit User dialog's fields (docs/product.md#user-management): one schema for adding and
// one for editing, each checked by conform in the browser as the admin types and again in the
// route's action (ADR 0033). On edit only the name, role and status change.

export const MIN_PASSWORD_LENGTH = 8;

// Optional: a user may have no name (the e-mail stands for them).
const name = typedText().trim().max(100, "Full name must be at most 100 characters").default("");
const role = z.enum(USER_ROLES, "Choose a role");
const status = z.enum(USER_STATUSES, "Choose a status");

export const createUserSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(254)
    .pipe(z.email("Enter a valid email address")),
  name,
  password: z
    .string()
    .max(128, "Password must be at most 128 characters")
    .refine((value) => value === "" || value.length >= MIN_PASSWORD_LENGTH, {
      message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    })
    .optional(),
  /** A one-time link for them to choose their password, instead of a password (ADR 0028). */
  invite: z.stringbool().optional(),
  role,
  status,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object({ name, role, status });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** The dialog's select options, in the order shown. */
export const ROLE_LABELS: Record<(typeof USER_ROLES)[number], string> = {
  user: "User",
  moderator: "Moderator",
  admin: "Admin",
};
export const STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = {
  active: "Active",
  inactive: "Inactive",
  banned: "Banned",
};

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
