import ICAL from "ical.js";
import { DAY_MS, type WallTime, wallTimeAt, zoneClock } from "#app/lib/wall-clock.ts";
import type { Interval } from "./availability.ts";

// The times one event of an iCalendar feed takes up: its start, or every start its recurrence
// rules give (RRULE and RDATE, less EXDATE), each as long as the event. Times are read with the
// zone of their TZID through Intl (see busy-times-from-calendar.server.ts for why not the
// feed's own VTIMEZONE rules); a time the clocks skip is read with the offset before the gap,
// one they repeat as its first occurrence (RFC 5545, 3.3.5).

/** Expansion steps left for the whole feed; below zero, the feed's expansion stops. */
export type ExpansionBudget = { left: number };

/** Turns an event's times into instants: the zone of each TZID, or the feed's for floating. */
export type TimeReader = {
  /** The zone a property's times are read in ("UTC" for those written with Z). */
  zoneOf(property: ICAL.Property, time: ICAL.Time): string;
  instantOf(wall: WallTime, zone: string): number;
};

export class BudgetSpent extends Error {}

/** The parameter an event's TZID is moved to (busy-times-from-calendar.server.ts says why). */
export const TZID = "x-dmflow-tzid";

/** A reader whose zones are looked up once: `zoneOfTzid` maps a TZID to an IANA zone. */
export function timeReader(zoneOfTzid: (tzid: string) => string, floatingZone: string): TimeReader {
  const clocks = new Map<string, ReturnType<typeof zoneClock>>();
  return {
    zoneOf(property, time) {
      if (time.zone === ICAL.Timezone.utcTimezone) return "UTC";
      const tzid = property.getParameter(TZID);
      return typeof tzid === "string" ? zoneOfTzid(tzid) : floatingZone;
    },
    instantOf(wall, zone) {
      if (zone === "UTC") return wall;
      let clock = clocks.get(zone);
      if (!clock) {
        clock = zoneClock(zone);
        clocks.set(zone, clock);
      }
      const resolved = clock.resolve(wall);
      return resolved.exists ? resolved.instant : resolved.offsetBefore;
    },
  };
}

/** The wall time an ICAL.Time reads (a date reads its midnight). */
export function wallOf(time: ICAL.Time): WallTime {
  const wall = new Date(0);
  wall.setUTCFullYear(time.year, time.month - 1, time.day);
  return time.isDate ? wall.getTime() : wall.setUTCHours(time.hour, time.minute, time.second, 0);
}

/** How long an event lasts: whole days on the wall clock (all-day events), then exact ms. */
type EventLength = { days: number; ms: number };

function lengthOf(event: ICAL.Component, start: ICAL.Time, reader: TimeReader): EventLength | null {
  const endProperty = event.getFirstProperty("dtend");
  const end = endProperty?.getFirstValue() as ICAL.Time | undefined;
  if (endProperty && end instanceof ICAL.Time) {
    if (start.isDate) return { days: Math.round((wallOf(end) - wallOf(start)) / DAY_MS), ms: 0 };
    const startProperty = event.getFirstProperty("dtstart")!;
    const ms =
      reader.instantOf(wallOf(end), reader.zoneOf(endProperty, end)) -
      reader.instantOf(wallOf(start), reader.zoneOf(startProperty, start));
    return { days: 0, ms };
  }
  const duration = event.getFirstPropertyValue("duration");
  if (duration instanceof ICAL.Duration) {
    if (duration.isNegative) return null;
    const { weeks, days, hours, minutes, seconds } = duration;
    return { days: weeks * 7 + days, ms: ((hours * 60 + minutes) * 60 + seconds) * 1000 };
  }
  // No end: an all-day event takes its day, a timed one no time at all.
  return start.isDate ? { days: 1, ms: 0 } : null;
}

/** Every value of every property of a name (EXDATE and RDATE may list several). */
function timesOf(event: ICAL.Component, name: string): [ICAL.Property, ICAL.Time][] {
  return event.getAllProperties(name).flatMap((property) =>
    property.getValues().flatMap((value): [ICAL.Property, ICAL.Time][] => {
      if (value instanceof ICAL.Time) return [[property, value]];
      if (value instanceof ICAL.Period) return [[property, value.start]];
      return [];
    }),
  );
}

/** One feed's expansion: its window, how it reads times, its budget, and what it found. */
export type Expansion = {
  window: { from: number; to: number };
  reader: TimeReader;
  budget: ExpansionBudget;
  /** Busy times found so far, kept when the budget runs out midway. */
  busy: Interval[];
};

/**
 * Adds the intervals an event takes up that start before the window's end and end after its
 * start; starts in `skipped` (instants of overridden occurrences) and EXDATE are left out.
 * Throws BudgetSpent when the feed's budget runs out.
 */
export function addOccurrences(
  event: ICAL.Component,
  { window, reader, budget, busy }: Expansion,
  skipped: ReadonlySet<number> = new Set(),
): void {
  const startProperty = event.getFirstProperty("dtstart");
  const start = startProperty?.getFirstValue();
  if (!startProperty || !(start instanceof ICAL.Time)) return;
  const length = lengthOf(event, start, reader);
  if (!length) return;
  const zone = reader.zoneOf(startProperty, start);
  const excluded = new Set(skipped);
  for (const [property, time] of timesOf(event, "exdate")) {
    excluded.add(reader.instantOf(wallOf(time), reader.zoneOf(property, time)));
  }
  const seen = new Set<number>();
  const take = (wall: WallTime, wallZone: string): boolean => {
    spend(budget);
    const from = reader.instantOf(wall, wallZone);
    if (from >= window.to) return false;
    if (seen.has(from) || excluded.has(from)) return true;
    seen.add(from);
    const end =
      (length.days ? reader.instantOf(wall + length.days * DAY_MS, wallZone) : from) + length.ms;
    if (end > window.from && end > from) busy.push({ start: from, end });
    return true;
  };
  const rules = event.getAllProperties("rrule");
  if (rules.length === 0) take(wallOf(start), zone);
  for (const property of rules) {
    const rule = (property.getFirstValue() as ICAL.Recur).clone();
    untilOnWallClock(rule, start, zone);
    const iterator = rule.iterator(start);
    boundByBudget(iterator, budget);
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (!take(wallOf(next), zone)) break;
    }
  }
  for (const [property, time] of timesOf(event, "rdate")) {
    take(wallOf(time), reader.zoneOf(property, time));
  }
}

/** Takes one step off the budget; throws BudgetSpent when there was none left. */
export function spend(budget: ExpansionBudget) {
  budget.left -= 1;
  if (budget.left < 0) throw new BudgetSpent();
}

/**
 * A rule's UNTIL in UTC, read on the event's own clock: ical.js compares the occurrences, which
 * it holds as floating times once the feed's VTIMEZONEs are set aside, field by field with it.
 */
function untilOnWallClock(rule: ICAL.Recur, start: ICAL.Time, zone: string) {
  const until = rule.until;
  if (!until || until.zone !== ICAL.Timezone.utcTimezone || zone === "UTC" || start.isDate) return;
  const wall = new Date(wallTimeAt(wallOf(until), zone));
  rule.until = ICAL.Time.fromData({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  });
}

/**
 * Makes each candidate the iterator looks at spend the budget: a rule such as
 * FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31 matches no day, and ical.js would look forever.
 */
function boundByBudget(iterator: ICAL.RecurIterator, budget: ExpansionBudget) {
  const check = iterator.check_contracting_rules.bind(iterator);
  iterator.check_contracting_rules = () => {
    spend(budget);
    return check();
  };
}
