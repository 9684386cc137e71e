import type { BookingMessageKind, Locale } from "#app/db/enums.ts";
import { escapeHtml } from "#app/lib/email-html.ts";
import { isolatedParts } from "#app/lib/left-to-right.ts";
import { LOCALE_INFO } from "#app/modules/i18n/locale-info.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import type { LinkedBooking } from "./booking-of-link.server.ts";
import type { BookingLinkTokens } from "./booking-tokens.server.ts";
import { type CalendarPerson, type MeetingPlace, meetingInvite } from "./meeting-invite.ts";

// What a booking's e-mails share, to the visitor (booking-message-visitor.ts) and to the host
// (booking-message-host.ts): the booking as they are written from, the meeting's time in a
// zone, the place, the invitation, the links, and the bidirectional text of an Urdu e-mail.

/** A booking as its e-mails are written from: the one its links open. */
export type BookingForMessage = LinkedBooking;

/** What an e-mail is written with besides the booking. */
export type MessageContext = {
  siteTitle: string;
  /** The site's address: its public pages and console are under it. */
  siteUrl: string;
  /** The booking's reschedule and cancel secrets (bookingLinkTokens). */
  tokens: BookingLinkTokens;
  /** Who organizes a meeting whose host's account is gone: the site's own sender. */
  fallbackOrganizer: CalendarPerson;
  now: number;
};

/** An e-mail and its invitation, ready for the mail server. */
export type BookingMessage = {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  invite: { method: "REQUEST" | "CANCEL"; content: string };
};

/** The part of a booking's story an e-mail tells. */
export type MessageStage =
  | "invitation"
  | "update"
  | "cancellation"
  | "reminderDay"
  | "reminderHour";

export const STAGE_OF_KIND: Record<BookingMessageKind, MessageStage> = {
  booking_visitor_invitation: "invitation",
  booking_host_invitation: "invitation",
  booking_visitor_update: "update",
  booking_host_update: "update",
  booking_visitor_cancellation: "cancellation",
  booking_host_cancellation: "cancellation",
  booking_reminder_day: "reminderDay",
  booking_reminder_hour: "reminderHour",
};

/** Whether the e-mail of `kind` goes to the host (else to the visitor). */
export function isHostMessage(kind: BookingMessageKind): boolean {
  return kind.startsWith("booking_host_");
}

/** A line of the e-mail's text as HTML: escaped, its isolated values as <bdi dir="ltr">. */
export function asHtml(text: string): string {
  return isolatedParts(text)
    .map((part) =>
      part.isolated ? `<bdi dir="ltr">${escapeHtml(part.text)}</bdi>` : escapeHtml(part.text),
    )
    .join("");
}

/** A meeting's day, its start and end clock times and its zone's name, in `timeZone`. */
export function meetingTimeParts(
  locale: Locale,
  booking: Pick<BookingForMessage, "startsAt" | "endsAt">,
  timeZone: string,
) {
  const intl = LOCALE_INFO[locale].intl;
  const clock = new Intl.DateTimeFormat(intl, { hour: "numeric", minute: "2-digit", timeZone });
  const zone = new Intl.DateTimeFormat(intl, { timeZoneName: "long", timeZone })
    .formatToParts(booking.startsAt)
    .find((part) => part.type === "timeZoneName")?.value;
  return {
    date: new Intl.DateTimeFormat(intl, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone,
    }).format(booking.startsAt),
    start: clock.format(booking.startsAt),
    end: clock.format(booking.endsAt),
    zone: zone ?? timeZone,
  };
}

/** Where the meeting happens, for its invitation: the host's call from the visitor's number. */
export function meetingPlace(booking: BookingForMessage): MeetingPlace | undefined {
  const place = booking.host?.place;
  if (!place) return undefined;
  if (place.kind === "video") return { kind: "video", url: place.details };
  if (place.kind === "address") return { kind: "address", address: place.details };
  const number = place.details || booking.lead.whatsappNumber;
  return number ? { kind: "phone", number } : undefined;
}

/** The visitor's reschedule and cancel pages, in the language they booked in. */
export function changeLinks(booking: BookingForMessage, context: MessageContext) {
  const link = (purpose: "reschedule" | "cancel") =>
    `${context.siteUrl}${localizedPath(booking.locale, `/book/${purpose}/${context.tokens[purpose]}`)}`;
  return { reschedule: link("reschedule"), cancel: link("cancel") };
}

/** The meeting's invitation: the same UID and SEQUENCE in the visitor's and the host's. */
export function bookingInvite(
  booking: BookingForMessage,
  stage: MessageStage,
  texts: { summary: string; description: string },
  context: MessageContext,
): BookingMessage["invite"] {
  const method = stage === "cancellation" ? "CANCEL" : "REQUEST";
  const organizer = booking.host
    ? { name: booking.host.name, email: booking.host.email }
    : context.fallbackOrganizer;
  return {
    method,
    content: meetingInvite({
      method,
      uid: booking.uid,
      sequence: booking.sequence,
      stampedAt: context.now,
      start: booking.startsAt.getTime(),
      end: booking.endsAt.getTime(),
      summary: texts.summary,
      description: texts.description,
      place: meetingPlace(booking),
      organizer,
      attendees: [{ name: booking.lead.name, email: booking.lead.email }],
    }),
  };
}
