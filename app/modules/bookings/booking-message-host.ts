import { escapeHtml } from "#app/lib/email-html.ts";
import { languageName } from "#app/modules/i18n/locales.ts";
import {
  type BookingForMessage,
  type BookingMessage,
  bookingInvite,
  type MessageContext,
  type MessageStage,
  meetingPlace,
  meetingTimeParts,
} from "./booking-message-parts.ts";
import { placeText } from "./meeting-invite.ts";

// The host's e-mail about a demo they take, in English as the console is: who booked, when in
// their zone and the visitor's, the visitor's details, and the same invitation the visitor got.

const SUBJECTS: Record<Exclude<MessageStage, "reminderDay" | "reminderHour">, string> = {
  invitation: "Demo booked",
  update: "Demo changed",
  cancellation: "Demo cancelled",
};

function whenIn(booking: BookingForMessage, timeZone: string): string {
  const parts = meetingTimeParts("en", booking, timeZone);
  return `${parts.date}, ${parts.start} – ${parts.end} (${parts.zone})`;
}

/**
 * The host's e-mail of `stage` (booked, changed or cancelled), with the invitation. `handedTo`:
 * the meeting was given to that other host, and this cancellation takes it off this one's
 * calendar.
 */
export function hostBookingMessage(
  booking: BookingForMessage & { host: NonNullable<BookingForMessage["host"]> },
  stage: keyof typeof SUBJECTS,
  context: MessageContext,
  { handedTo }: { handedTo?: string } = {},
): BookingMessage {
  const { lead, host } = booking;
  const hostWhen = whenIn(booking, host.timeZone);
  const place = placeText(meetingPlace(booking));
  const meetingRows: [label: string, value: string | null][] = [
    ["When", hostWhen],
    ["Their time", host.timeZone === booking.timeZone ? null : whenIn(booking, booking.timeZone)],
    ["Where", stage === "cancellation" ? null : (place ?? null)],
  ];
  const visitorRows: [label: string, value: string | null][] = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["WhatsApp", lead.whatsappNumber],
    ["Language", languageName(booking.locale)],
    ["Notes", booking.notes],
    ["Reason", stage === "cancellation" && !handedTo ? booking.cancelReason : null],
  ];
  const filled = (rows: [string, string | null][]) =>
    rows.filter((row): row is [string, string] => Boolean(row[1]));
  const shown = filled([...meetingRows, ...visitorRows]);
  const opening = {
    invitation: `A demo with ${lead.name} is booked with you.`,
    update: `Your demo with ${lead.name} has changed.`,
    cancellation: handedTo
      ? `Your demo with ${lead.name} is now ${handedTo}'s; it comes off your calendar.`
      : `Your demo with ${lead.name} is cancelled.`,
  }[stage];
  const leadLink = `${context.siteUrl}/admin/leads/${lead.id}`;
  const subjectWhen = meetingTimeParts("en", booking, host.timeZone);
  const text = [
    opening,
    "",
    ...shown.map(([label, value]) => `${label}: ${value}`),
    "",
    `The lead in the console: ${leadLink}`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(opening)}</p>`,
    "<table cellpadding='4'>",
    ...shown.map(
      ([label, value]) =>
        `<tr><th align='left'>${escapeHtml(label)}</th><td style='white-space:pre-wrap'>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    `<p><a href="${escapeHtml(leadLink)}">The lead in the console</a></p>`,
  ].join("");
  const summary = `${context.siteTitle} demo: ${lead.name}`;
  return {
    to: [host.email],
    replyTo: lead.email,
    subject: `${handedTo ? "Demo handed over" : SUBJECTS[stage]}: ${lead.name.replace(/[\r\n]+/g, " ").slice(0, 120)}, ${subjectWhen.date}, ${subjectWhen.start}`,
    text,
    html,
    invite: bookingInvite(
      booking,
      stage,
      {
        summary,
        description: [
          ...filled(visitorRows).map(([label, value]) => `${label}: ${value}`),
          leadLink,
        ].join("\n"),
      },
      context,
    ),
  };
}
