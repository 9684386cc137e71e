import nodemailer from "nodemailer";
import type { OutboxDelivery } from "#app/modules/notifications/outbox.server.ts";
import { createOutboundRequest } from "#app/modules/security/outbound-request.server.ts";
import { TEST_LINK_KEY } from "./booking-hosts.ts";

/**
 * The outbox's delivery through the local SMTP server on `port`: e-mail set up, no team
 * recipients (each test names its own), the booking links keyed by the tests' key.
 */
export function smtpDelivery(port: number, extra: Partial<OutboxDelivery> = {}): OutboxDelivery {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    ignoreTLS: true,
  });
  return {
    sendMail: async (message) => {
      await transport.sendMail(message);
    },
    mailFrom: "DMflow <no-reply@dmflow.test>",
    recipients: async () => [],
    siteTitle: async () => "DMflow",
    adminUrl: "https://dmflow.test",
    bookingLinkKey: TEST_LINK_KEY,
    timeZone: "Asia/Karachi",
    outbound: createOutboundRequest(),
    ...extra,
  };
}
