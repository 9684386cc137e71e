import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "#app/db/client.server.ts";
import type { NotificationKind } from "#app/db/enums.ts";
import { websiteSettings } from "#app/db/schema.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { getSiteConfig, NOTIFY_TO_SETTING } from "#app/modules/site-config/site-config.server.ts";
import { queueFollowUpDigests } from "./follow-up-digest.server.ts";
import { type OutboxDelivery, processOutbox } from "./outbox.server.ts";

/** The part of the configuration (app/config.server.ts) that says how notifications go out. */
export type NotificationConfig = {
  SMTP_URL?: string;
  SMTP_FROM: string;
  NOTIFY_TO?: string;
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
  SITE_TIMEZONE: string;
  /** The site-time hour from which each owner's follow-up digest of the day goes out. */
  FOLLOW_UP_DIGEST_HOUR: number;
};

export function parseRecipients(value: unknown): string[] {
  if (typeof value !== "string") return [];
  return value
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter((address) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address));
}

/** How lead notifications go out with this configuration. */
export function createOutboxDelivery(
  config: NotificationConfig,
  db: Database,
  adminUrl: string,
): OutboxDelivery {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    sendMail: transport
      ? async (message) => {
          await transport.sendMail(message);
        }
      : undefined,
    mailFrom: config.SMTP_FROM,
    recipients: async () => {
      const [stored] = await db
        .select({ value: websiteSettings.settingValue })
        .from(websiteSettings)
        .where(eq(websiteSettings.settingKey, NOTIFY_TO_SETTING));
      const fromSettings = parseRecipients(stored?.value);
      return fromSettings.length > 0 ? fromSettings : parseRecipients(config.NOTIFY_TO);
    },
    webhook:
      config.LEAD_WEBHOOK_URL && config.LEAD_WEBHOOK_SECRET
        ? { url: config.LEAD_WEBHOOK_URL, secret: config.LEAD_WEBHOOK_SECRET }
        : undefined,
    siteTitle: async () => (await getSiteConfig(db)).siteTitle,
    adminUrl,
    timeZone: config.SITE_TIMEZONE,
  };
}

/** The notifications a new lead queues: always the e-mail (it waits until SMTP is set up). */
export function leadNotificationKinds(
  config: Pick<NotificationConfig, "LEAD_WEBHOOK_URL" | "LEAD_WEBHOOK_SECRET">,
): NotificationKind[] {
  return config.LEAD_WEBHOOK_URL && config.LEAD_WEBHOOK_SECRET
    ? ["lead_email", "lead_webhook"]
    : ["lead_email"];
}

export type OutboxWorker = { nudge(): void; stop(): Promise<void> };

/**
 * One pass of the outbox: queues the day's follow-up digests (when e-mail can carry them and
 * the digest hour has come), then delivers what is due.
 */
export async function outboxPass(
  db: Database,
  delivery: OutboxDelivery,
  digestHour: number,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  if (delivery.sendMail) {
    await queueFollowUpDigests(db, { timeZone: delivery.timeZone, fromHour: digestHour, now });
  }
  return processOutbox(db, delivery, { now });
}

/**
 * Runs the outbox in the background: every `intervalMs`, and at once when nudged (a lead was
 * just stored). One pass at a time; a failing pass is logged and tried again later.
 */
export function startOutboxWorker(
  db: Database,
  delivery: OutboxDelivery,
  log: Logger,
  { digestHour, intervalMs = 15_000 }: { digestHour: number; intervalMs?: number },
): OutboxWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = outboxPass(db, delivery, digestHour)
      .then(({ failed }) => {
        if (failed > 0)
          log.error(
            { event: "notifications.failed", failed },
            `Notifications: ${failed} could not be delivered; they will be retried.`,
          );
      })
      .catch((err) => log.error({ err }, "Lead notifications: the outbox pass failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    nudge: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
