import {
  DAY_MS,
  MINUTE_MS,
  type ResolvedWallTime,
  startOfDay,
  type WallTime,
  type ZoneClock,
  zoneClock,
} from "#app/lib/wall-clock.ts";
import {
  DEFAULT_DAYS_AHEAD,
  DEFAULT_MINIMUM_NOTICE_MINUTES,
  type ExistingMeeting,
  type HostAvailability,
  hoursByDate,
  type Interval,
  type MinuteRange,
  minutes,
} from "./availability.ts";
import { mergedIntervals, overlapsAny } from "./busy-intervals.ts";

// The start times a booking page offers for one host: their hours on each date from today to the
// horizon, cut into meetings, less what is too soon, busy, or on a date already full.
//
// Slots step by the meeting's length from each range's start (09:00, 09:30, ... for 30 minutes),
// on the host's wall clock; a slot must end by its range's end. Daylight saving, on the host's
// clock: a slot whose start the clocks skip (spring forward) is not offered; one whose start
// occurs twice (fall back) is offered once, at its first occurrence. A range's end that the
// clocks skip ends it at the moment they jump; one that occurs twice, at its first occurrence.
// A new meeting keeps the host's buffers free around it, and each meeting already booked keeps
// its own buffers around itself, so two meetings sit at least one's after-buffer plus the
// other's before-buffer apart.

export type OfferedTimesInput = {
  availability: HostAvailability;
  /** The host's booked meetings (any time; those outside the horizon change nothing). */
  meetings: readonly ExistingMeeting[];
  /** Other busy time: the host's external calendars. */
  busy: readonly Interval[];
  now: number;
};

/** A horizon past two years is a mistake, and would be a lot of work. */
const MOST_DAYS_AHEAD = 730;

/** The offered start instants, ascending, without repeats. */
export function offeredTimes({ availability, meetings, busy, now }: OfferedTimesInput): number[] {
  const rules = checkedRules(availability);
  const clock = zoneClock(availability.timeZone);
  const hours = hoursByDate(availability);
  const blocked = mergedIntervals([
    ...busy,
    ...meetings.map((meeting) => ({
      start: meeting.start - minutes(meeting.bufferBeforeMinutes),
      end: meeting.end + minutes(meeting.bufferAfterMinutes),
    })),
  ]);
  const meetingsOnDate = rules.mostPerDay === undefined ? null : countByDate(meetings, clock);
  const earliest = now + minutes(rules.minimumNoticeMinutes);
  const today = startOfDay(clock.wallTimeAt(now));
  const starts: number[] = [];
  for (let day = 0; day <= rules.daysAhead; day++) {
    const date = today + day * DAY_MS;
    if (meetingsOnDate && (meetingsOnDate.get(date) ?? 0) >= rules.mostPerDay!) continue;
    for (const range of hours(date)) {
      for (const start of startsInRange(clock, date, range, rules.meetingMs)) {
        if (start < earliest) continue;
        const free = !overlapsAny(
          blocked,
          start - rules.bufferBeforeMs,
          start + rules.meetingMs + rules.bufferAfterMs,
        );
        if (free) starts.push(start);
      }
    }
  }
  // Overlapping ranges give some starts twice.
  starts.sort((a, b) => a - b);
  return starts.filter((start, index) => start !== starts[index - 1]);
}

/** The starts a range holds on a date, before anything busy is taken away. */
export function startsInRange(
  clock: ZoneClock,
  date: WallTime,
  range: MinuteRange,
  meetingMs: number,
): number[] {
  const rangeEnd = date + range.end * MINUTE_MS;
  const endInstant = momentOf(clock.resolve(rangeEnd));
  const starts: number[] = [];
  for (let wall = date + range.start * MINUTE_MS; wall < rangeEnd; wall += meetingMs) {
    const resolved = clock.resolve(wall);
    if (!resolved.exists) continue;
    // Later walls name later instants, so none after this one fits either.
    if (resolved.instant + meetingMs > endInstant) break;
    starts.push(resolved.instant);
  }
  return starts;
}

/** The instant a range boundary stands for: a skipped wall time, the moment the clocks jump. */
function momentOf(resolved: ResolvedWallTime): number {
  return resolved.exists ? resolved.instant : resolved.transition;
}

/** Meetings by the host's date of their start. */
function countByDate(meetings: readonly ExistingMeeting[], clock: ZoneClock) {
  const counts = new Map<WallTime, number>();
  for (const meeting of meetings) {
    const date = startOfDay(clock.wallTimeAt(meeting.start));
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/** The availability's numbers with their defaults, in ms; throws on ones that make no sense. */
function checkedRules(availability: HostAvailability) {
  const {
    meetingMinutes,
    bufferBeforeMinutes = 0,
    bufferAfterMinutes = 0,
    minimumNoticeMinutes = DEFAULT_MINIMUM_NOTICE_MINUTES,
    daysAhead = DEFAULT_DAYS_AHEAD,
    mostPerDay,
  } = availability;
  const wholeAtLeast = (value: number, least: number) => Number.isInteger(value) && value >= least;
  if (!wholeAtLeast(meetingMinutes, 1) || meetingMinutes > 24 * 60) {
    throw new Error(`A meeting lasts 1 to 1440 minutes, not ${meetingMinutes}`);
  }
  for (const value of [bufferBeforeMinutes, bufferAfterMinutes, minimumNoticeMinutes]) {
    if (!wholeAtLeast(value, 0)) throw new Error(`Not a number of minutes: ${value}`);
  }
  if (!wholeAtLeast(daysAhead, 0) || daysAhead > MOST_DAYS_AHEAD) {
    throw new Error(`Days ahead are 0 to ${MOST_DAYS_AHEAD}, not ${daysAhead}`);
  }
  if (mostPerDay !== undefined && !wholeAtLeast(mostPerDay, 0)) {
    throw new Error(`Not a number of meetings: ${mostPerDay}`);
  }
  return {
    meetingMs: meetingMinutes * MINUTE_MS,
    bufferBeforeMs: bufferBeforeMinutes * MINUTE_MS,
    bufferAfterMs: bufferAfterMinutes * MINUTE_MS,
    minimumNoticeMinutes,
    daysAhead,
    mostPerDay,
  };
}
