import { escapeHtml } from "#app/lib/email-html.ts";
import type { OutboxDelivery } from "./outbox.server.ts";
// The e-mail carrying a one-time link: to choose a password (ADR 0028), an invitation or a reset
// link an admin made or the person asked for; or to sign in (ADR 0016). It is sent at once,
// never through the outbox, so that no stored row ever holds the link.

export type PasswordLinkEmail = {
  /** The person's name, or their e-mail when they have none. */
  name: string;
  kind: "invitation" | "reset" | "sign-in";
  url: string;
  expiresAt: Date;
};

/** Subject, plain text and HTML of the e-mail. */
export function passwordLinkEmail(link: PasswordLinkEmail, siteTitle: string, timeZone: string) {
  const until = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(link.expiresAt);
  const { subject, paragraphs } = {
    invitation: {
      subject: `${siteTitle}: you're invited to the console`,
      paragraphs: [
        `Hello ${link.name},`,
        `You have been given an account on the ${siteTitle} console. Open this link to choose your password and sign in:`,
        link.url,
        `The link works once, until ${until}. If you weren't expecting this e-mail, ignore it.`,
      ],
    },
    reset: {
      subject: `${siteTitle}: choose a new password`,
      paragraphs: [
        `Hello ${link.name},`,
        `Open this link to choose a new password for your ${siteTitle} console account:`,
        link.url,
        `The link works once, until ${until}. Choosing a new password signs you out on every other device; two-factor sign-in stays as it is. If you didn't ask for this, ignore this e-mail: your password stays as it is.`,
      ],
    },
    "sign-in": {
      subject: `${siteTitle}: your sign-in link`,
      paragraphs: [
        `Hello ${link.name},`,
        `Open this link to sign in to your ${siteTitle} console account without your password:`,
        link.url,
        `The link works once, until ${until}. With two-factor sign-in on, your code is asked next. If you didn't ask for this, ignore this e-mail; if someone is guessing your password, a passkey on your Account screen keeps you safe.`,
      ],
    },
  }[link.kind];
  return {
    subject,
    text: paragraphs.join("\n\n"),
    html: paragraphs
      .map((paragraph) =>
        paragraph === link.url
          ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`
          : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join(""),
  };
}

/** Sends the e-mail now; throws when the mail server refuses it or e-mail is not set up. */
export async function sendPasswordLinkEmail(
  delivery: Pick<OutboxDelivery, "sendMail" | "mailFrom" | "siteTitle" | "timeZone">,
  to: string,
  link: PasswordLinkEmail,
): Promise<void> {
  if (!delivery.sendMail) throw new Error("E-mail is not configured");
  await delivery.sendMail({
    from: delivery.mailFrom,
    to: [to],
    ...passwordLinkEmail(link, await delivery.siteTitle(), delivery.timeZone),
    messageId: `<password-link-${crypto.randomUUID()}@dmflow.notifications>`,
  });
}
