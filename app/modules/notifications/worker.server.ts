import type { Database } from "#app/db/client.server.ts";
import type { NotificationKind } from "#app/db/enums.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import type { OutboundRequest } from "#app/modules/security/outbound-request.server.ts";
import { getSiteTitle } from "#app/modules/site-config/site-config.server.ts";
import { queueFollowUpDigests } from "./follow-up-digest.server.ts";
import {
  getNotificationSettings,
  leadWebhookOf,
  type NotificationDefaults,
} from "./notification-settings.server.ts";
import { createMailSender } from "./notification-tests.server.ts";
import { type OutboxDelivery, processOutbox } from "./outbox.server.ts";

/** The part of the configuration (app/config.server.ts) that says how notifications go out. */
export type NotificationConfig = NotificationDefaults & {
  SMTP_FROM: string;
  SITE_TIMEZONE: string;
  /** The site-time hour from which each owner's follow-up digest of the day goes out. */
  FOLLOW_UP_DIGEST_HOUR: number;
};

/**
 * How notifications go out: through this server's mail server (SMTP_URL), to the
 * recipients and webhook of the settings in the database, read at each send so that every
 * instance sends alike (docs/decisions/0032-notification-settings-in-the-database.md); a
 * booking's e-mails with its links, derived from `bookingLinkKey`.
 */
export function createOutboxDelivery(
  config: NotificationConfig,
  db: Database,
  { adminUrl, bookingLinkKey }: { adminUrl: string; bookingLinkKey: string },
  outbound: OutboundRequest,
): OutboxDelivery {
  return {
    bookingLinkKey,
    outbound,
    sendMail: config.SMTP_URL ? createMailSender(config.SMTP_URL) : undefined,
    mailFrom: config.SMTP_FROM,
    recipients: async () => (await getNotificationSettings(db, config)).recipients,
    webhook: async () => leadWebhookOf(await getNotificationSettings(db, config)),
    siteTitle: () => getSiteTitle(db),
    adminUrl,
    timeZone: config.SITE_TIMEZONE,
  };
}

/**
 * The notifications a new lead queues, as the settings are when it is taken: always the e-mail
 * (it waits until e-mail is set up), and the webhook when one is set.
 */
export async function leadNotificationKinds(
  db: Database,
  defaults: NotificationDefaults,
): Promise<NotificationKind[]> {
  return leadWebhookOf(await getNotificationSettings(db, defaults))
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
