import type { BookingStatus } from "#app/db/enums.ts";
import { calendarText, escapedText, uriValue, utcDateTime } from "./icalendar-text.ts";
import { type MeetingPlace, placeText } from "./meeting-invite.ts";

// A host's meetings as a subscribed calendar (RFC 5545, METHOD:PUBLISH): the file Google
// Calendar, Outlook and Apple Calendar poll at the host's private feed address. Each event's
// UID and SEQUENCE are the invitation's (meeting-invite.ts), so a calendar that has the invite
// too holds one event, not two; a cancelled meeting stays in the feed a while as
// STATUS:CANCELLED, so a subscriber takes it off rather than keeping what it saw last
// (docs/decisions/0044-calendar-feeds-and-busy-calendars.md).

export type FeedMeeting = {
  uid: string;
  sequence: number;
  status: BookingStatus;
  start: number;
  end: number;
  /** When the booking last changed: the event's DTSTAMP and LAST-MODIFIED. */
  changedAt: number;
  lead: { name: string; email: string; whatsappNumber: string | null };
  place?: MeetingPlace;
  notes: string | null;
  cancelReason: string | null;
};

export type CalendarFeed = {
  /** The calendar's name in the subscriber's list. */
  name: string;
  meetings: readonly FeedMeeting[];
};

/** A host's feed's address on the site, for the console to show: the token is its secret. */
export function calendarFeedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/** The token of a feed's file name ("{token}.ics", the route's `feedFile`); null otherwise. */
export function feedTokenOf(fileName: string | undefined): string | null {
  const match = /^(.+)\.ics$/.exec(fileName ?? "");
  return match?.[1] ?? null;
}

/** How often subscribers are asked to poll: what the busy times' refresh takes too. */
export const FEED_REFRESH_MINUTES = 15;
const PRODUCT_ID = "-//DMflow//Demo bookings feed//EN";

/** What the host reads under the meeting: how to reach the lead, their notes, a cancellation. */
function descriptionOf(meeting: FeedMeeting): string {
  return [
    `E-mail: ${meeting.lead.email}`,
    ...(meeting.lead.whatsappNumber ? [`WhatsApp: ${meeting.lead.whatsappNumber}`] : []),
    ...(meeting.notes ? [`Notes: ${meeting.notes}`] : []),
    ...(meeting.status === "cancelled"
      ? [`Cancelled${meeting.cancelReason ? `: ${meeting.cancelReason}` : ""}`]
      : []),
  ].join("\n");
}

function eventLines(meeting: FeedMeeting): string[] {
  const cancelled = meeting.status === "cancelled";
  const place = placeText(meeting.place);
  return [
    "BEGIN:VEVENT",
    `UID:${escapedText(meeting.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(meeting.sequence))}`,
    `DTSTAMP:${utcDateTime(meeting.changedAt)}`,
    `LAST-MODIFIED:${utcDateTime(meeting.changedAt)}`,
    `DTSTART:${utcDateTime(meeting.start)}`,
    `DTEND:${utcDateTime(meeting.end)}`,
    `SUMMARY:${escapedText(`Demo: ${meeting.lead.name}`)}`,
    `DESCRIPTION:${escapedText(descriptionOf(meeting))}`,
    ...(place ? [`LOCATION:${escapedText(place)}`] : []),
    ...(meeting.place?.kind === "video" ? [`URL:${uriValue(meeting.place.url)}`] : []),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    // A cancelled meeting leaves the time free in the subscriber's calendar.
    `TRANSP:${cancelled ? "TRANSPARENT" : "OPAQUE"}`,
    "END:VEVENT",
  ];
}

/** The feed's text: CRLF line ends, lines folded to 75 octets, meetings in the order given. */
export function calendarFeed(feed: CalendarFeed): string {
  return calendarText([
    "BEGIN:VCALENDAR",
    `PRODID:${PRODUCT_ID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapedText(feed.name)}`,
    `NAME:${escapedText(feed.name)}`,
    // RFC 7986's poll interval, and the older name Outlook and Apple Calendar read.
    `REFRESH-INTERVAL;VALUE=DURATION:PT${FEED_REFRESH_MINUTES}M`,
    `X-PUBLISHED-TTL:PT${FEED_REFRESH_MINUTES}M`,
    ...feed.meetings.flatMap(eventLines),
    "END:VCALENDAR",
  ]);
}
