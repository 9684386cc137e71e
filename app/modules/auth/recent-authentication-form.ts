import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { z } from "#app/lib/zod.ts";
import { authenticationResponseField } from "./passkey-form.ts";

// The "Confirm it's you" dialog's form, shared by its route (/admin/reauthenticate) and the
// dialog.

export const confirmIdentitySchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("password"),
    password: z.string().min(1, "Enter your password").max(128),
  }),
  z.object({ method: z.literal("totp"), code: z.string().trim().min(1, "Enter the code").max(32) }),
  // A passkey takes two requests: its challenge, then the browser's signed answer.
  z.object({ method: z.literal("passkey-options") }),
  z.object({ method: z.literal("passkey"), response: authenticationResponseField }),
]);

export type ConfirmIdentityResult =
  | { ok: true; options?: undefined }
  | { ok: true; options: PublicKeyCredentialRequestOptionsJSON }
  | { ok: false; error: string };

/**
 * How long a proof of identity (signing in, or confirming with a password or code) lets the
 * session do dangerous actions.
 */
export const RECENT_AUTHENTICATION_WINDOW_MS = 10 * 60_000;

/** The console's route that takes the proof. */
export const REAUTHENTICATE_PATH = "/admin/reauthenticate";
