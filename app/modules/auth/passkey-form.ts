import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import { z } from "#app/lib/zod.ts";

// The passkey fields of the console's forms (Account screen, sign-in, "Confirm it's you"),
// shared by the actions and the components. A browser's WebAuthn answer travels as one JSON
// field; its signatures and keys are checked by Better Auth's plugin, this only bounds its size
// and shape.

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, "Name the passkey")
  .max(60, "At most 60 characters");

/** A WebAuthn credential as JSON (@simplewebauthn/browser's), in a form field. */
function credentialJson<T>() {
  return z
    .string()
    .max(16_000)
    .transform((text, context): T => {
      try {
        const value: unknown = JSON.parse(text);
        if (
          value &&
          typeof value === "object" &&
          "id" in value &&
          typeof value.id === "string" &&
          "response" in value &&
          typeof value.response === "object"
        ) {
          return value as T;
        }
      } catch {
        // Reported below.
      }
      context.addIssue({ code: "custom", message: "The passkey's answer is not valid." });
      return z.NEVER;
    });
}

export const registrationResponseField = credentialJson<RegistrationResponseJSON>();
export const authenticationResponseField = credentialJson<AuthenticationResponseJSON>();
