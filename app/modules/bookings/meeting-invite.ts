import {
  calendarText,
  escapedText,
  mailtoOf,
  quotedParameter,
  uriValue,
  utcDateTime,
} from "./icalendar-text.ts";

// A booked meeting as an iCalendar invitation (RFC 5545, with the methods of RFC 5546), the file
// mail programs add to the calendar or take off it. Every update of a meeting keeps its UID and
// raises its SEQUENCE, so a calendar replaces the event rather than adding another.

export type MeetingPlace =
  | { kind: "video"; url: string }
  | { kind: "phone"; number: string }
  | { kind: "address"; address: string };

export type CalendarPerson = { name: string; email: string };

export type MeetingInvite = {
  /** REQUEST adds or updates the event; CANCEL takes it off. */
  method: "REQUEST" | "CANCEL";
  /** The same for every version of one meeting: meetingUid(). */
  uid: string;
  /** 0 at first, one more at each change or cancellation. */
  sequence: number;
  /** When this version was written. */
  stampedAt: number;
  start: number;
  end: number;
  summary: string;
  description?: string;
  place?: MeetingPlace;
  organizer: CalendarPerson;
  attendees: readonly CalendarPerson[];
};

export const REMINDER_MINUTES = 15;
const PRODUCT_ID = "-//DMflow//Book a Demo//EN";

/** A meeting's UID: the booking's id at the site's host name, the same for all its versions. */
export function meetingUid(bookingId: string, siteHost: string): string {
  return `${bookingId}@${siteHost}`;
}

/** Where the meeting is, as one line of text (the video link, the number, the address). */
export function placeText(place: MeetingPlace | undefined): string | undefined {
  if (!place) return undefined;
  if (place.kind === "video") return place.url;
  return place.kind === "phone" ? place.number : place.address;
}

/** The invitation's text: CRLF line ends, lines folded to 75 octets. */
export function meetingInvite(invite: MeetingInvite): string {
  const cancelled = invite.method === "CANCEL";
  const place = placeText(invite.place);
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODUCT_ID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    "BEGIN:VEVENT",
    `UID:${escapedText(invite.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(invite.sequence))}`,
    `DTSTAMP:${utcDateTime(invite.stampedAt)}`,
    `DTSTART:${utcDateTime(invite.start)}`,
    `DTEND:${utcDateTime(invite.end)}`,
    `SUMMARY:${escapedText(invite.summary)}`,
    ...(invite.description ? [`DESCRIPTION:${escapedText(invite.description)}`] : []),
    ...(place ? [`LOCATION:${escapedText(place)}`] : []),
    ...(invite.place?.kind === "video" ? [`URL:${uriValue(invite.place.url)}`] : []),
    `ORGANIZER;CN=${quotedParameter(invite.organizer.name)}:${mailtoOf(invite.organizer.email)}`,
    ...invite.attendees.map(
      (attendee) =>
        // The visitor chose the time: nothing is left to answer.
        `ATTENDEE;CN=${quotedParameter(attendee.name)};ROLE=REQ-PARTICIPANT` +
        `${cancelled ? "" : ";PARTSTAT=ACCEPTED"}:${mailtoOf(attendee.email)}`,
    ),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    // A cancelled meeting needs no reminder.
    ...(cancelled
      ? []
      : [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escapedText(invite.summary)}`,
          `TRIGGER:-PT${REMINDER_MINUTES}M`,
          "END:VALARM",
        ]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return calendarText(lines);
}
