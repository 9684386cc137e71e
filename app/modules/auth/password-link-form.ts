import { z } from "#app/lib/zod.ts";
import { MIN_PASSWORD_LENGTH } from "#app/modules/users/user-form.ts";

// The forms of "Forgot password?" (/admin-auth/forgot) and of a password link
// (/admin-auth/reset), each one schema for the browser (conform) and the action (the truth).
// Conform hands an empty field over as missing: the "required" messages are the type errors.

/** A link that cannot be used: expired, already used, or never made. */
export const PASSWORD_LINK_EXPIRED_MESSAGE =
  "This link has expired or was already used. Ask an admin for a new one, or use Forgot password? on the sign-in page.";

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .max(254, "Enter a valid email address")
    .pipe(z.email("Enter a valid email address")),
});

export const choosePasswordSchema = z
  .object({
    token: z.string({ error: "This link is not complete" }).max(200),
    password: z
      .string({ error: "Enter a password" })
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(128, "Password must be at most 128 characters"),
    confirmPassword: z.string({ error: "Type the password again" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords are not the same",
  });
