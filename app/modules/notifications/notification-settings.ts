import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "#app/lib/zod.ts";
import { internalTargetOf } from "#app/modules/security/outbound-address.ts";

// The Notifications card of Website Settings (docs/decisions/0032-notification-settings-in-the-database.md):
// who gets lead e-mails and where the lead webhook goes, checked by one schema in the browser
// and in the action. The webhook secret is never sent to the browser: its field is empty, and
// left empty it keeps the secret in use ("replace" semantics).

/** The card's id in Website Settings: the dashboard's notification banner links to it. */
export const NOTIFICATIONS_FORM_ID = "notifications";

export const NOTIFICATIONS_INTENTS = {
  save: "notifications-save",
  testEmail: "notifications-test-email",
  testWebhook: "notifications-test-webhook",
} as const;
export type NotificationsIntent =
  (typeof NOTIFICATIONS_INTENTS)[keyof typeof NOTIFICATIONS_INTENTS];

export function isNotificationsIntent(value: unknown): value is NotificationsIntent {
  return Object.values(NOTIFICATIONS_INTENTS).includes(value as NotificationsIntent);
}

export const NOTIFICATION_LIMITS = { recipients: 1000, webhookUrl: 2000, webhookSecret: 200 };
/** As LEAD_WEBHOOK_SECRET requires (app/config.server.ts): a receiver checks the signature with it. */
export const MIN_WEBHOOK_SECRET = 16;

export const INTERNAL_WEBHOOK_MESSAGE =
  "Enter a public address: the server does not post leads to itself or to a private network (such as localhost, 10.x.x.x or 169.254.169.254)";

/** Comma, semicolon or space separated addresses, as typed. */
export function splitEmailList(value: string): string[] {
  return value
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** The valid addresses of a list (NOTIFY_TO as set on the server: a wrong one is skipped). */
export function parseRecipients(value: unknown): string[] {
  return typeof value === "string" ? splitEmailList(value).filter(isEmail) : [];
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "https:" || protocol === "http:";
}

/**
 * The card's schema. `secretInUse`: whether a webhook secret is stored or set on the server, so
 * that an empty secret field may keep it.
 */
export function notificationSettingsSchema({ secretInUse }: { secretInUse: boolean }) {
  return z
    .object({
      intent: z.enum(Object.values(NOTIFICATIONS_INTENTS) as [NotificationsIntent]),
      recipients: z
        .string()
        .trim()
        .max(
          NOTIFICATION_LIMITS.recipients,
          `Lead e-mail recipients must be at most ${NOTIFICATION_LIMITS.recipients} characters`,
        )
        .default("")
        .refine(
          (value) => splitEmailList(value).every(isEmail),
          "Enter e-mail addresses separated by commas, such as sales@yourcompany.com",
        )
        .transform(splitEmailList),
      webhookUrl: z
        .string()
        .trim()
        .max(NOTIFICATION_LIMITS.webhookUrl, "The webhook address is too long")
        .default("")
        .refine(
          (value) => value === "" || isHttpUrl(value),
          "Enter the webhook's full address, starting with https://",
        ),
      webhookSecret: z
        .string()
        .trim()
        .max(NOTIFICATION_LIMITS.webhookSecret, "The webhook secret is too long")
        .default("")
        .refine(
          (value) => value === "" || value.length >= MIN_WEBHOOK_SECRET,
          `The webhook secret must be at least ${MIN_WEBHOOK_SECRET} characters`,
        ),
    })
    .superRefine((value, ctx) => {
      if (value.intent === NOTIFICATIONS_INTENTS.testEmail && value.recipients.length === 0) {
        ctx.addIssue({
          code: "custom",
          path: ["recipients"],
          message: "Enter at least one e-mail address to send the test to",
        });
      }
      // Only a save: a test to such an address is sent to the outbound guard, which refuses
      // it, and answers "failed" like any other failure (notification-tests.server.ts).
      if (value.intent === NOTIFICATIONS_INTENTS.save && internalTargetOf(value.webhookUrl)) {
        ctx.addIssue({
          code: "custom",
          path: ["webhookUrl"],
          message: INTERNAL_WEBHOOK_MESSAGE,
        });
      }
      const needsWebhook = value.intent === NOTIFICATIONS_INTENTS.testWebhook;
      if (needsWebhook && value.webhookUrl === "") {
        ctx.addIssue({
          code: "custom",
          path: ["webhookUrl"],
          message: "Enter the webhook's address to send a test to",
        });
      }
      if ((needsWebhook || value.webhookUrl !== "") && value.webhookSecret === "" && !secretInUse) {
        ctx.addIssue({
          code: "custom",
          path: ["webhookSecret"],
          message: `Enter a secret of at least ${MIN_WEBHOOK_SECRET} characters: the receiver checks each webhook's signature with it`,
        });
      }
    });
}

export type NotificationSettingsInput = z.output<ReturnType<typeof notificationSettingsSchema>>;

export function parseNotificationSettings(form: FormData, options: { secretInUse: boolean }) {
  return parseWithZod(form, { schema: notificationSettingsSchema(options) });
}

/** What the card shows: never the secret itself, only whether one is in use and where from. */
export type NotificationSettingsView = {
  recipients: string;
  webhookUrl: string;
  /** Where the webhook secret in use comes from; null when there is none. */
  webhookSecret: "console" | "server" | null;
  /** Whether e-mail can go out at all: the mail server is set up on the server (SMTP_URL). */
  emailTransport: { host: string } | null;
  /** Whether the values were saved in the console (else they are the server's defaults). */
  saved: boolean;
};

/** The action's answer: the form's check (conform), and what the save or the test did. */
export type NotificationsActionData = {
  intent: NotificationsIntent;
  reply: SubmissionResult<string[]>;
  outcome?: { ok: boolean; message: string };
};
