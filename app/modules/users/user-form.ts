import { z } from "zod";
import { USER_ROLES, USER_STATUSES } from "#app/db/enums.ts";

// The Add/Edit User dialog's fields (spec §5), checked by the same schema in the browser and
// on the server. On edit only the name, role and status change.

export const MIN_PASSWORD_LENGTH = 8;

const name = z.string().trim().max(100, "Full name must be at most 100 characters");
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
  role,
  status,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object({ name, role, status });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
