import { z } from "#app/lib/zod.ts";

// The Account screen's forms, shared by its action (the truth) and its components.

const password = z.string().min(1, "Enter your password").max(128);
const code = z.string().trim().min(1, "Enter the code").max(32);

export const accountIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("two-factor-start"), password }),
  z.object({ intent: z.literal("two-factor-confirm"), code }),
  z.object({ intent: z.literal("recovery-codes-regenerate"), password }),
  z.object({ intent: z.literal("two-factor-disable"), password, code }),
  z.object({
    intent: z.literal("password-change"),
    currentPassword: password,
    newPassword: z.string().min(1, "Enter a new password").max(128),
  }),
  z.object({ intent: z.literal("session-end"), sessionId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("sessions-end-others") }),
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
  | { ok: true; intent: "session-end" | "sessions-end-others" | "password-change"; message: string }
  | {
      ok: false;
      intent: AccountIntent | "unknown";
      error: string;
      fieldErrors?: Partial<Record<"currentPassword" | "newPassword", string>>;
    };
