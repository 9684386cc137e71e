import { utcDateTime } from "./icalendar-text.ts";

// "Add to calendar" links for a booked meeting, for those who do not open the invitation file:
// Google Calendar's and Outlook.com's event templates, filled in from the query string.

export type CalendarLinkEvent = {
  title: string;
  start: number;
  end: number;
  details?: string;
  location?: string;
};

/** encodeURIComponent, which writes a space as %20: Outlook shows a "+" as it is. */
function query(parameters: Record<string, string | undefined>): string {
  return Object.entries(parameters)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
}

/** An instant as ISO 8601 in UTC, to the second. */
function isoSeconds(instant: number): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function googleCalendarLink(event: CalendarLinkEvent): string {
  // The dates stay unencoded: Google reads "start/end" with the slash as it is.
  const dates = `${utcDateTime(event.start)}/${utcDateTime(event.end)}`;
  const rest = query({ details: event.details, location: event.location });
  return (
    "https://calendar.google.com/calendar/render?" +
    `${query({ action: "TEMPLATE", text: event.title })}&dates=${dates}${rest ? `&${rest}` : ""}`
  );
}

export function outlookCalendarLink(event: CalendarLinkEvent): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query({
    subject: event.title,
    startdt: isoSeconds(event.start),
    enddt: isoSeconds(event.end),
    body: event.details,
    location: event.location,
  })}`;
}
