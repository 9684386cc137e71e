import nodemailer from "nodemailer";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import {
  type OutboundRequest,
  OutboundRequestError,
} from "#app/modules/security/outbound-request.server.ts";
import { signedWebhook } from "./lead-message.ts";
import type { MailMessage } from "./outbox.server.ts";
import { postWebhook, webhookHostOf } from "./webhook-delivery.server.ts";

// The Notifications card's "Send a test e-mail" and "Send a test webhook": sent now, not through
// the outbox. The e-mail's answer says what happened in words an owner can act on (or pass to
// their host): the mail server is the host's own. The webhook's says only delivered or not.

/** Sends mail through the server's mail server (SMTP_URL); throws with the server's answer. */
export function createMailSender(
  smtpUrl: string,
  timeouts: { connectMs?: number } = {},
): (message: MailMessage) => Promise<void> {
  const connectMs = timeouts.connectMs;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...(connectMs
      ? { connectionTimeout: connectMs, greetingTimeout: connectMs, socketTimeout: connectMs * 2 }
      : {}),
  });
  return async (message) => {
    await transport.sendMail(message);
  };
}

export const TEST_WEBHOOK_DELIVERED = "Test webhook delivered";
export const TEST_WEBHOOK_FAILED =
  "Test webhook failed. Check the address, and that the receiver takes a signed POST and answers it with a success (2xx) status.";

type Outcome = { ok: boolean; message: string };

/** Why a mail server did not take the mail, as the owner (or their host) can act on it. */
export function mailFailureReason(error: unknown, host: string): string {
  const detail = error instanceof Error ? error.message : String(error);
  // Nodemailer names its own stage (ESOCKET, EAUTH, ...); a network error's own code is in
  // the message ("connect ECONNREFUSED 127.0.0.1:25").
  const codes = [(error as { code?: string })?.code, ...(detail.match(/\bE[A-Z_]{3,}\b/g) ?? [])];
  const reasons: Record<string, string> = {
    ECONNREFUSED: `the mail server ${host} refused the connection`,
    ETIMEDOUT: `the mail server ${host} did not answer in time`,
    ETIMEOUT: `the mail server ${host} did not answer in time`,
    ENOTFOUND: `the mail server's name ${host} was not found`,
    EAI_AGAIN: `the mail server's name ${host} was not found`,
    EDNS: `the mail server's name ${host} was not found`,
    EAUTH: `the mail server ${host} did not accept the user name and password`,
    EENVELOPE: `the mail server ${host} refused the sender or a recipient`,
    ETLS: `the secure connection to the mail server ${host} failed`,
    ECONNECTION: `the mail server ${host} could not be reached`,
  };
  const known = codes.find((code) => code && reasons[code]);
  const reason = known ? reasons[known] : `the mail server ${host} answered with an error`;
  return `${reason} (${detail.slice(0, 300)}). Ask your host to check SMTP_URL.`;
}

/** Sends a test e-mail to `recipients`; `sendMail` absent means SMTP_URL is not set. */
export async function sendTestEmail(options: {
  sendMail: ((message: MailMessage) => Promise<void>) | undefined;
  host: string;
  from: string;
  recipients: string[];
  siteTitle: string;
}): Promise<Outcome> {
  const { sendMail, host, recipients, siteTitle } = options;
  if (!sendMail) {
    return {
      ok: false,
      message:
        "Could not send: e-mail sending is not set up on the server. Ask your host to set SMTP_URL.",
    };
  }
  const text = `This is a test from ${siteTitle}. Lead e-mails will reach this address.`;
  try {
    await sendMail({
      from: options.from,
      to: recipients,
      subject: `Test e-mail from ${siteTitle}`,
      text,
      html: `<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`,
      messageId: `<test-${Date.now()}@dmflow.notifications>`,
    });
  } catch (error) {
    return { ok: false, message: `Could not send: ${mailFailureReason(error, host)}` };
  }
  return { ok: true, message: `Test e-mail sent to ${recipients.join(", ")}` };
}

/**
 * Posts a signed test event to the webhook. The answer says only whether it was delivered:
 * what the receiver answered, or why it could not be reached, would tell whoever typed the
 * address what listens there (the guard refuses internal ones, but the answer must not say
 * so either). The reason goes to the server's log, with the address's host only.
 */
export async function sendTestWebhook(
  webhook: { url: string; secret: string },
  { request, log }: { request: OutboundRequest; log: Logger },
): Promise<Outcome> {
  const hook = signedWebhook({ event: "test", sentAt: new Date().toISOString() }, webhook.secret);
  const target = webhookHostOf(webhook.url);
  try {
    await postWebhook(request, webhook.url, hook);
  } catch (error) {
    log.info(
      {
        event: "notifications.test_webhook",
        ok: false,
        target,
        reason: error instanceof Error ? error.message : String(error),
        refusedAddress: error instanceof OutboundRequestError ? error.address : undefined,
      },
      "Test webhook failed",
    );
    return { ok: false, message: TEST_WEBHOOK_FAILED };
  }
  log.info({ event: "notifications.test_webhook", ok: true, target }, "Test webhook delivered");
  return { ok: true, message: TEST_WEBHOOK_DELIVERED };
}
