import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { RuleErrorCode } from "#app/lib/rule-error.ts";
import { z } from "#app/lib/zod.ts";
import { passkeyNameSchema, registrationResponseField } from "./passkey-form.ts";

// The Account screen's forms, shared by its action (the truth) and its components.

const password = z.string().min(1, "Enter your password").max(128);
const code = z.string().trim().min(1, "Enter the code").max(32);
const passkeyId = z.string().min(1).max(100);

export const accountIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("two-factor-start"), password }),
  z.object({ intent: z.literal("two-factor-confirm"), code }),
  z.object({ intent: z.literal("recovery-codes-regenerate"), password, code }),
  z.object({ intent: z.literal("two-factor-disable"), password, code }),
  z.object({
    intent: z.literal("password-change"),
    currentPassword: password,
    newPassword: z.string().min(1, "Enter a new password").max(128),
    // Asked for, and required by the server, when two-factor is on.
    code: z.string().trim().max(32).optional(),
  }),
  z.object({ intent: z.literal("session-end"), sessionId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("sessions-end-others") }),
  z.object({ intent: z.literal("passkey-options") }),
  z.object({
    intent: z.literal("passkey-add"),
    name: passkeyNameSchema,
    response: registrationResponseField,
  }),
  z.object({ intent: z.literal("passkey-rename"), passkeyId, name: passkeyNameSchema }),
  z.object({ intent: z.literal("passkey-remove"), passkeyId }),
]);

/**
 * Ending sessions, and adding or removing a passkey (how one can sign in), need a recent proof
 * of identity first (ASVS 7.5.2; recent-authentication.server.ts).
 */
export const SENSITIVE_INTENTS: ReadonlySet<AccountIntent> = new Set([
  "session-end",
  "sessions-end-others",
  "passkey-options",
  "passkey-add",
  "passkey-remove",
]);

/** The intents that check a password or a code, and so count against the account's limit. */
export const VERIFYING_INTENTS: ReadonlySet<AccountIntent> = new Set([
  "two-factor-start",
  "two-factor-confirm",
  "recovery-codes-regenerate",
  "two-factor-disable",
  "password-change",
]);

export type AccountIntent = z.infer<typeof accountIntentSchema>["intent"];

export type TwoFactorSetupData = { secret: string; qrSvg: string; recoveryCodes: string[] };

export type AccountActionResult =
  | { ok: true; intent: "two-factor-start"; setup: TwoFactorSetupData }
  | { ok: true; intent: "two-factor-confirm" | "two-factor-disable" }
  | { ok: true; intent: "recovery-codes-regenerate"; recoveryCodes: string[] }
  | {
      ok: true;
      intent:
        | "session-end"
        | "sessions-end-others"
        | "password-change"
        | "passkey-add"
        | "passkey-rename"
        | "passkey-remove";
      message: string;
    }
  | { ok: true; intent: "passkey-options"; options: PublicKeyCredentialCreationOptionsJSON }
  | {
      ok: false;
      intent: AccountIntent | "unknown";
      error: string;
      /** `reauthentication-required`: ask for a recent proof of identity, then try again. */
      code?: RuleErrorCode;
      fieldErrors?: Partial<Record<"currentPassword" | "newPassword" | "code" | "name", string>>;
    };
