import { USER_ROLES, USER_STATUSES } from "#app/db/enums.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { defineEntity } from "#app/modules/entities/entity-definition.ts";
import { choice, choiceLabels, customField } from "#app/modules/entities/entity-field.ts";
import { emailAddress } from "#app/modules/entities/formatted-text-fields.ts";

// A console user, declared once (ADR 0041, docs/product.md#user-management): the fields of the
// Add User dialog, in the order it shows them. Editing changes only the name, role and status
// (user-form.ts picks them); the password and the invitation exist only when adding, and
// neither is stored as posted (a password is hashed, an invitation is a link).

export const MIN_PASSWORD_LENGTH = 8;

export const USER_LIMITS = { name: 100, password: 128 } as const;

export const userDefinition = defineEntity({
  email: emailAddress({ label: "Email", required: true, placeholder: "user@example.com" }),
  // Optional: a user may have no name (the e-mail stands for them).
  name: customField(
    typedText()
      .trim()
      .max(USER_LIMITS.name, `Full name must be at most ${USER_LIMITS.name} characters`)
      .default(""),
    {
      label: "Full Name",
      placeholder: "Jane Doe",
      control: "text",
      limit: USER_LIMITS.name,
      initial: "",
      toForm: (stored) => stored ?? "",
      toStored: (value) => value,
    },
  ),
  /** A one-time link for them to choose their password, instead of a password (ADR 0028). */
  invite: customField(z.stringbool().optional(), {
    label: "Send an invitation",
    description:
      "They choose their own password with a one-time link that works for 48 hours: e-mailed to them when e-mail is set up, otherwise shown to you once to pass on.",
    control: "custom",
    // A box left unticked posts nothing.
    initial: undefined,
    toForm: () => undefined,
  }),
  /** Left empty, a strong password is generated and shown once (users.server.ts). */
  password: customField(
    z
      .string()
      .max(USER_LIMITS.password, `Password must be at most ${USER_LIMITS.password} characters`)
      .refine((value) => value === "" || value.length >= MIN_PASSWORD_LENGTH, {
        message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      })
      .optional(),
    {
      label: "Password",
      description: `Optional. At least ${MIN_PASSWORD_LENGTH} characters; leave empty to generate a strong password, shown once after saving.`,
      control: "custom",
      limit: USER_LIMITS.password,
      initial: "",
      toForm: () => "",
    },
  ),
  role: choice({
    label: "Role",
    values: USER_ROLES,
    labels: { user: "User", moderator: "Moderator", admin: "Admin" },
    initial: "user",
    error: "Choose a role",
    required: true,
  }),
  status: choice({
    label: "Status",
    values: USER_STATUSES,
    labels: { active: "Active", inactive: "Inactive", banned: "Banned" },
    initial: "active",
    error: "Choose a status",
    required: true,
  }),
});

/** A role's name as the console shows it (the dialog's select, badges, the role matrix). */
export const ROLE_LABELS = choiceLabels(userDefinition.fields.shape.role);

/** A status's name as the console shows it. */
export const STATUS_LABELS = choiceLabels(userDefinition.fields.shape.status);
