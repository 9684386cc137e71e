import type { SubmissionResult } from "@conform-to/react";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { ShownFields } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { MIN_PASSWORD_LENGTH } from "#app/modules/users/user-form.ts";
import { authenticationResponseField } from "./passkey-form.ts";

// The sign-in's steps (ADR 0034), each with its one schema, used by its route's action and,
// through conform, by its form in the browser: the password (or the first admin's setup) at
// /admin-auth, the authenticator or recovery code at /admin-auth/two-factor, and the passkey's
// challenge and answer at /admin-auth/passkey. Conform hands an empty field over as missing:
// the "required" messages are the type errors.

export const SIGN_IN_PATH = "/admin-auth";
export const TWO_FACTOR_STEP_PATH = "/admin-auth/two-factor";
export const PASSKEY_SIGN_IN_PATH = "/admin-auth/passkey";

/** A toast's texts: what a refused attempt says (docs/product.md#sign-in). */
export type SignInToast = { title: string; description: string };

export const LOGIN_FAILED: SignInToast = {
  title: "Login Failed",
  description: "Please check your credentials",
};
export const ACCESS_DENIED: SignInToast = {
  title: "Access Denied",
  description: "You don't have admin privileges",
};

/** What a step's action answers when it does not redirect: why, and the form's state. */
export type SignInActionData = { toast: SignInToast; result?: SubmissionResult<string[]> };

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The password step: an account's e-mail and password (docs/product.md#sign-in). */
export const passwordSignInSchema = z.object({
  intent: z.literal("sign-in"),
  email: requiredText("Email is required"),
  password: z.string({ error: "Password is required" }),
});

/** The first admin's setup (docs/product.md#first-admin), in place of the password step. */
export const firstAdminSetupSchema = z.object({
  intent: z.literal("setup"),
  token: requiredText("The setup token is required"),
  name: z.string().trim().default(""),
  email: requiredText("Email is required").regex(
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    "Enter a valid email address",
  ),
  password: z
    .string({ error: "Password is required" })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
});

export const passwordStepSchema = z.discriminatedUnion("intent", [
  passwordSignInSchema,
  firstAdminSetupSchema,
]);

/** What a refusal shows again: every field's message, and the values that are not secret. */
export const PASSWORD_STEP_SHOWN: ShownFields = {
  fields: ["email", "password", "name", "token"],
  refilled: ["email", "name"],
};

export type PasswordStepInput = z.output<typeof passwordStepSchema>;

export type SecondFactorMethod = "totp" | "recovery_code";

/** The code step's method is its address's (`?method=recovery`), so a link switches it. */
export function secondFactorMethod(url: URL): SecondFactorMethod {
  return url.searchParams.get("method") === "recovery" ? "recovery_code" : "totp";
}

/** The code step: a code for the pending sign-in, or "Start over" (which forgets it). */
export const secondFactorSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("verify"),
    // Longer than any code: cut, and answered as a wrong one.
    code: requiredText("Enter the code").transform((code) => code.slice(0, 64)),
  }),
  z.object({ intent: z.literal("start-over") }),
]);

/** A passkey takes two requests: its challenge, then the browser's signed answer. */
export const passkeySignInSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options") }),
  z.object({ intent: z.literal("sign-in"), response: authenticationResponseField }),
]);

/** The passkey route's answer: a challenge, or a refusal (its way in is a redirect). */
export type PasskeySignInData =
  | { options: PublicKeyCredentialRequestOptionsJSON; toast?: undefined }
  | (SignInActionData & { options?: undefined });

/** Only paths inside the console: never an open redirect. */
export function safeRedirect(to: string | null): string {
  const path = to ?? "";
  return path.startsWith("/admin") && !path.startsWith("//") ? path : "/admin";
}

/** A step's address, carrying on where the sign-in goes after it (`redirectTo`), if anywhere. */
export function signInStepPath(path: string, from: URL): string {
  const redirectTo = from.searchParams.get("redirectTo");
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}
