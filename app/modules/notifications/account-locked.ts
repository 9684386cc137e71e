import { escapeHtml } from "#app/lib/email-html.ts";
// The notice to an admin whose account refused passwords after repeated failed sign-ins
// (ADR 0016). It says what happened and when, never the passwords tried or where from.

/** Subject, plain text and HTML of the notice. */
export function accountLockedEmail(
  account: { name: string; lockedAt: Date },
  siteTitle: string,
  adminUrl: string,
  timeZone: string,
) {
  const when = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(account.lockedAt);
  const subject = `${siteTitle}: sign-in to your account paused after failed attempts`;
  const paragraphs = [
    `Hello ${account.name},`,
    `On ${when}, several wrong passwords were entered for your ${siteTitle} console account, so it stopped accepting passwords for a few minutes (longer if the attempts go on).`,
    "If that was you, wait a little and sign in again. If it was not, someone may be guessing your password: nothing is needed while it holds, but a passkey or two-factor sign-in on your Account screen keeps you safe:",
    `${adminUrl}/admin/account`,
    "A passkey, or a sign-in link e-mailed to this address, signs you in even during the pause:",
    `${adminUrl}/admin-auth/link`,
  ];
  return {
    subject,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(""),
  };
}
