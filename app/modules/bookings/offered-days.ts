import { clockTimeOf, dateKeyOf, startOfDay, zoneClock } from "#app/lib/wall-clock.ts";

// Offered starts as the booking page lists them to a visitor: by day, in the visitor's own
// zone (each day a link, each time read off the visitor's clock).

export type OfferedTimeOfDay = {
  start: number;
  /** "HH:MM" on the visitor's clock. */
  time: string;
};

export type OfferedDay = {
  /** "YYYY-MM-DD" in the visitor's zone. */
  date: string;
  times: OfferedTimeOfDay[];
};

/**
 * The starts grouped by the visitor's date, dates ascending, each date's times in the order of
 * the instants (after a fall-back change, 01:30 may follow 01:45). Throws a RangeError on a zone
 * Intl does not know: check it with isTimeZone first.
 */
export function offeredDaysIn(starts: readonly number[], viewerTimeZone: string): OfferedDay[] {
  const clock = zoneClock(viewerTimeZone);
  const days = new Map<string, OfferedTimeOfDay[]>();
  for (const start of [...starts].sort((a, b) => a - b)) {
    const wall = clock.wallTimeAt(start);
    const date = dateKeyOf(startOfDay(wall));
    const times = days.get(date);
    const time = { start, time: clockTimeOf(wall) };
    if (times) times.push(time);
    else days.set(date, [time]);
  }
  return [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, times]) => ({ date, times }));
}
