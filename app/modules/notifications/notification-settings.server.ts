import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { serverSecrets, websiteSettings } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import {
  MIN_WEBHOOK_SECRET,
  type NotificationSettingsView,
  parseRecipients,
} from "./notification-settings.ts";

// Where lead notifications go, read from the database at send time by every instance
// (docs/decisions/0032-notification-settings-in-the-database.md). The recipients and the
// webhook's address are a website setting; the webhook's secret is a server secret, so that
// reading the settings never carries it. The server's environment gives the defaults: a value
// not saved in the console yet is the environment's.

export const NOTIFICATIONS_SETTING = "lead_notifications";
export const WEBHOOK_SECRET_NAME = "lead_webhook_secret";

/** The environment's values (app/config.server.ts): the defaults until saved in the console. */
export type NotificationDefaults = {
  SMTP_URL?: string;
  NOTIFY_TO?: string;
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
};

/** The stored setting: a field absent follows the environment; present (even empty), it wins. */
type StoredNotifications = { recipients?: string; webhookUrl?: string };

export type NotificationSettings = {
  recipients: string[];
  webhookUrl: string;
  webhookSecret: { value: string; from: "console" | "server" } | null;
  saved: boolean;
};

async function readStored(db: Database): Promise<StoredNotifications | null> {
  const [row] = await db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, NOTIFICATIONS_SETTING));
  const value = row?.value;
  return value && typeof value === "object" ? (value as StoredNotifications) : null;
}

async function readStoredSecret(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, WEBHOOK_SECRET_NAME));
  return row?.value ?? null;
}

/** The settings in use now: the console's where saved, else the environment's. */
export async function getNotificationSettings(
  db: Database,
  defaults: NotificationDefaults,
): Promise<NotificationSettings> {
  const [stored, storedSecret] = await Promise.all([readStored(db), readStoredSecret(db)]);
  const envSecret =
    defaults.LEAD_WEBHOOK_SECRET && defaults.LEAD_WEBHOOK_SECRET.length >= MIN_WEBHOOK_SECRET
      ? defaults.LEAD_WEBHOOK_SECRET
      : null;
  return {
    recipients: parseRecipients(stored?.recipients ?? defaults.NOTIFY_TO),
    webhookUrl: stored?.webhookUrl ?? defaults.LEAD_WEBHOOK_URL ?? "",
    webhookSecret: storedSecret
      ? { value: storedSecret, from: "console" }
      : envSecret
        ? { value: envSecret, from: "server" }
        : null,
    saved: stored !== null,
  };
}

/** The webhook the settings post each lead to, if they name one with its secret. */
export function leadWebhookOf(
  settings: NotificationSettings,
): { url: string; secret: string } | undefined {
  return settings.webhookUrl && settings.webhookSecret
    ? { url: settings.webhookUrl, secret: settings.webhookSecret.value }
    : undefined;
}

/** The mail server's host as an owner may see it: never its user name or password. */
export function smtpHost(smtpUrl: string | undefined): string | null {
  if (!smtpUrl || !URL.canParse(smtpUrl)) return null;
  return new URL(smtpUrl).hostname || null;
}

/** What the Notifications card shows. */
export async function getNotificationSettingsView(
  db: Database,
  defaults: NotificationDefaults,
): Promise<NotificationSettingsView> {
  const settings = await getNotificationSettings(db, defaults);
  const host = smtpHost(defaults.SMTP_URL);
  return {
    recipients: settings.recipients.join(", "),
    webhookUrl: settings.webhookUrl,
    webhookSecret: settings.webhookSecret?.from ?? null,
    emailTransport: host ? { host } : null,
    saved: settings.saved,
  };
}

/**
 * Saves the card's values (checked with `notificationSettingsSchema`) and records the change.
 * An empty `webhookSecret` keeps the secret in use; the secret never goes into the log.
 */
export async function saveNotificationSettings(
  db: Database,
  actorId: string | null,
  input: { recipients: string[]; webhookUrl: string; webhookSecret: string },
  defaults: NotificationDefaults,
): Promise<void> {
  const before = await getNotificationSettings(db, defaults);
  const value: Required<StoredNotifications> = {
    recipients: input.recipients.join(", "),
    webhookUrl: input.webhookUrl,
  };
  const changed = [
    before.recipients.join(", ") !== value.recipients && "lead_email_recipients",
    before.webhookUrl !== value.webhookUrl && "webhook_address",
    input.webhookSecret !== "" &&
      input.webhookSecret !== before.webhookSecret?.value &&
      "webhook_secret",
  ].filter((field): field is string => Boolean(field));
  await db.transaction(async (tx) => {
    await tx
      .insert(websiteSettings)
      .values({ settingKey: NOTIFICATIONS_SETTING, settingValue: value })
      .onConflictDoUpdate({
        target: websiteSettings.settingKey,
        set: { settingValue: value, updatedAt: sql`now()` },
      });
    if (input.webhookSecret !== "") {
      await tx
        .insert(serverSecrets)
        .values({ name: WEBHOOK_SECRET_NAME, value: input.webhookSecret })
        .onConflictDoUpdate({
          target: serverSecrets.name,
          set: { value: input.webhookSecret },
        });
    }
    await recordActivity(tx, {
      userId: actorId,
      action: "update_website_settings",
      entity: "notification_settings",
      details: { changed_fields: changed },
    });
  });
}
