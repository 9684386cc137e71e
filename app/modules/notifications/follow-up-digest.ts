import { escapeHtml } from "#app/lib/email-html.ts";
// An owner's daily e-mail of the follow-ups they have due: today's and the overdue ones, each
// with a link to the lead. Built from stored values only; every value is escaped in the HTML.

export type DigestLead = {
  id: string;
  name: string;
  followUpAt: Date;
  followUpNote: string | null;
};

export type FollowUpDigest = {
  /** The owner's address and name. */
  email: string;
  name: string;
  /** The site-time day it is for (yyyy-MM-dd). */
  day: string;
  dueToday: DigestLead[];
  overdue: DigestLead[];
};

function dueText(lead: DigestLead, timeZone: string, withDate: boolean): string {
  return new Intl.DateTimeFormat("en-US", {
    ...(withDate ? { dateStyle: "medium" } : {}),
    timeStyle: "short",
    timeZone,
  }).format(lead.followUpAt);
}

/** Subject, plain text and HTML of the digest. */
export function followUpDigestEmail(
  digest: FollowUpDigest,
  siteTitle: string,
  adminUrl: string,
  timeZone: string,
) {
  const link = (lead: DigestLead) => `${adminUrl}/admin/leads/${lead.id}`;
  const sections = [
    { title: "Due today", leads: digest.dueToday, withDate: false, filter: "today" },
    { title: "Overdue", leads: digest.overdue, withDate: true, filter: "overdue" },
  ].filter((section) => section.leads.length > 0);
  const total = digest.dueToday.length + digest.overdue.length;
  const subject = `${siteTitle}: ${total} follow-up${total === 1 ? "" : "s"} due (${digest.day})`;
  const line = (lead: DigestLead, withDate: boolean) =>
    `${dueText(lead, timeZone, withDate)}  ${lead.name}${lead.followUpNote ? ` - ${lead.followUpNote}` : ""}\n  ${link(lead)}`;
  const text = [
    `Hello ${digest.name},`,
    "",
    `Your follow-ups on ${siteTitle} for ${digest.day}:`,
    ...sections.flatMap((section) => [
      "",
      `${section.title} (${section.leads.length}):`,
      ...section.leads.map((lead) => line(lead, section.withDate)),
    ]),
    "",
    `All of them: ${adminUrl}/admin/leads?owner=me&follow=today`,
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(digest.name)},</p>`,
    `<p>Your follow-ups on ${escapeHtml(siteTitle)} for ${escapeHtml(digest.day)}:</p>`,
    ...sections.map(
      (section) =>
        `<h3>${section.title} (${section.leads.length})</h3><ul>${section.leads
          .map(
            (lead) =>
              `<li>${escapeHtml(dueText(lead, timeZone, section.withDate))} <a href="${escapeHtml(link(lead))}">${escapeHtml(lead.name)}</a>${lead.followUpNote ? ` - ${escapeHtml(lead.followUpNote)}` : ""}</li>`,
          )
          .join("")}</ul>`,
    ),
  ].join("");
  return { subject, text, html };
}
