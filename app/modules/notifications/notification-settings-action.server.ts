import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import type { OutboundRequest } from "#app/modules/security/outbound-request.server.ts";
import { type RateLimiter, retryAfterMessage } from "#app/modules/security/rate-limiter.ts";
import { getSiteTitle } from "#app/modules/site-config/site-config.server.ts";
import {
  getNotificationSettings,
  type NotificationDefaults,
  saveNotificationSettings,
  smtpHost,
} from "./notification-settings.server.ts";
import {
  NOTIFICATIONS_INTENTS,
  type NotificationsActionData,
  type NotificationsIntent,
  parseNotificationSettings,
} from "./notification-settings.ts";
import { createMailSender, sendTestEmail, sendTestWebhook } from "./notification-tests.server.ts";

type CardServices = {
  db: Database;
  config: NotificationDefaults & { SMTP_FROM: string };
  testLimiter: RateLimiter;
  log: Logger;
  /** How the test webhook is sent (the outbound guard). */
  outbound: OutboundRequest;
};

/** How long a test waits for the mail server before it reports that it did not answer. */
const TEST_CONNECT_MS = 10_000;

/**
 * The Notifications card's action: save the settings, or send a test e-mail or webhook with
 * the values as typed (saved or not) and say what happened. The tests are limited per admin
 * (`testLimiter`): each one makes this server connect somewhere.
 */
export async function notificationsCardAction(
  services: CardServices,
  actorId: string,
  form: FormData,
): Promise<{ data: NotificationsActionData; status: number }> {
  try {
    return await answerCard(services, actorId, form);
  } catch (error) {
    // The logger leaves out a failed query's values (the webhook secret among them).
    services.log.error({ err: error }, "Error in the notification settings");
    return {
      data: {
        intent: form.get("intent") as NotificationsIntent,
        reply: { status: "error" },
        outcome: { ok: false, message: "Something went wrong; nothing was changed. Try again." },
      },
      status: 500,
    };
  }
}

async function answerCard(
  services: CardServices,
  actorId: string,
  form: FormData,
): Promise<{ data: NotificationsActionData; status: number }> {
  const { db, config, testLimiter, log, outbound } = services;
  const intent = form.get("intent") as NotificationsIntent;
  const inUse = await getNotificationSettings(db, config);
  const submission = parseNotificationSettings(form, { secretInUse: inUse.webhookSecret !== null });
  if (submission.status !== "success") {
    return { data: { intent, reply: submission.reply() }, status: 400 };
  }
  const value = submission.value;
  const answer = (outcome: { ok: boolean; message: string }, status = 200) => ({
    data: { intent, reply: submission.reply(), outcome },
    status,
  });

  if (value.intent === NOTIFICATIONS_INTENTS.save) {
    await saveNotificationSettings(db, actorId, value, config);
    return answer({ ok: true, message: "Notification settings saved" });
  }

  const allowed = await testLimiter.consume(`notification-test:${actorId}`);
  if (!allowed.allowed) {
    return answer(
      { ok: false, message: `Too many tests. ${retryAfterMessage(allowed.retryAfterSeconds)}` },
      429,
    );
  }
  if (value.intent === NOTIFICATIONS_INTENTS.testEmail) {
    const outcome = await sendTestEmail({
      sendMail: config.SMTP_URL
        ? createMailSender(config.SMTP_URL, { connectMs: TEST_CONNECT_MS })
        : undefined,
      host: smtpHost(config.SMTP_URL) ?? "",
      from: config.SMTP_FROM,
      recipients: value.recipients,
      siteTitle: await getSiteTitle(db),
    });
    log.info({ event: "notifications.test_email", ok: outcome.ok }, outcome.message);
    return answer(outcome);
  }
  const secret = value.webhookSecret || inUse.webhookSecret?.value || "";
  return answer(
    await sendTestWebhook({ url: value.webhookUrl, secret }, { request: outbound, log }),
  );
}
