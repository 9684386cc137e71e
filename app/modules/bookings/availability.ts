import { WEEKDAYS, type Weekday } from "#app/db/enums.ts";
import { MINUTE_MS, minutesOfClock, type WallTime, wallDateOf } from "#app/lib/wall-clock.ts";

// A host's availability as the booking page reads it: weekly hours in the host's own zone, dates
// that differ from them, and the rules of one kind of meeting. Instants are ms since the epoch
// (UTC); intervals are half-open, [start, end).

export type Interval = { start: number; end: number };

/** "HH:MM"-"HH:MM" on the host's wall clock; `end` may be "24:00", the end of the day. */
export type TimeRange = { start: string; end: string };

export { WEEKDAYS, type Weekday };

/** A date ("YYYY-MM-DD", the host's) with hours of its own; no ranges is a day off. */
export type DateOverride = { date: string; ranges: TimeRange[] };

export type HostAvailability = {
  /** IANA zone of the weekly hours and overrides. */
  timeZone: string;
  weeklyHours: Partial<Record<Weekday, TimeRange[]>>;
  dateOverrides?: DateOverride[];
  meetingMinutes: number;
  /** Time kept free before and after a new meeting. */
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
  /** How soon a meeting may start, from now. */
  minimumNoticeMinutes?: number;
  /** The last bookable date: this many days after the host's today (0: today only). */
  daysAhead?: number;
  /** Meetings a date may hold; a date that has them all offers nothing. */
  mostPerDay?: number;
};

/** A meeting already booked, with the buffers kept around it when it was. */
export type ExistingMeeting = Interval & {
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
};

export const DEFAULT_MINIMUM_NOTICE_MINUTES = 120;
export const DEFAULT_DAYS_AHEAD = 30;

/** A range as minutes after midnight. */
export type MinuteRange = { start: number; end: number };

/** The host's hours on a date: the override's when there is one, else the weekday's. */
export type HoursByDate = (date: WallTime) => MinuteRange[];

/**
 * Reads weekly hours and overrides once, so each date's hours are a look-up. Ranges that end
 * before they start hold nothing and are dropped; ranges come sorted by start.
 */
export function hoursByDate(availability: HostAvailability): HoursByDate {
  const toMinutes = (ranges: readonly TimeRange[] | undefined): MinuteRange[] =>
    (ranges ?? [])
      .map((range) => ({ start: minutesOfClock(range.start), end: minutesOfClock(range.end) }))
      .filter((range) => range.end > range.start)
      .sort((a, b) => a.start - b.start);
  const weekly = WEEKDAYS.map((weekday) => toMinutes(availability.weeklyHours[weekday]));
  const overrides = new Map<WallTime, MinuteRange[]>();
  for (const override of availability.dateOverrides ?? []) {
    const date = wallDateOf(override.date);
    if (Number.isNaN(date)) throw new Error(`Not a date (YYYY-MM-DD): ${override.date}`);
    overrides.set(date, toMinutes(override.ranges));
  }
  return (date) => overrides.get(date) ?? weekly[new Date(date).getUTCDay()] ?? [];
}

/** Minutes as ms. */
export function minutes(count: number | undefined): number {
  return (count ?? 0) * MINUTE_MS;
}
