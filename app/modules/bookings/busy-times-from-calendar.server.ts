import ICAL from "ical.js";
import { RuleError } from "#app/lib/rule-error.ts";
import { isTimeZone } from "#app/lib/wall-clock.ts";
import type { Interval } from "./availability.ts";
import { mergedIntervals } from "./busy-intervals.ts";
import {
  addOccurrences,
  BudgetSpent,
  type Expansion,
  type ExpansionBudget,
  spend,
  type TimeReader,
  TZID,
  timeReader,
  wallOf,
} from "./calendar-occurrences.server.ts";

// A host's external calendar, pasted as iCalendar text, read as the times it keeps busy within
// a window. Recurring events are expanded (RRULE, RDATE, EXDATE, and occurrences moved or
// cancelled by an event with the same UID and a RECURRENCE-ID); all-day events take whole days
// in the feed's zone (X-WR-TIMEZONE, else the host's); free (TRANSP:TRANSPARENT) and cancelled
// events take nothing.
//
// The text comes from outside, so the work is bounded: the text's size, and a budget of
// expansion steps for the whole feed (each candidate a recurrence rule looks at is one). When
// the budget runs out the busy times found so far are kept and `complete` is false.
//
// Times are read through Intl by their TZID when it names an IANA zone (or the VTIMEZONE's
// X-LIC-LOCATION does), else in the feed's zone; the feed's own VTIMEZONE rules are not
// evaluated: ical.js expands them from their first year with no bound, and a hostile one could
// run for ever.

export type CalendarWindow = {
  from: number;
  to: number;
  /** The zone of floating times and all-day events when the feed names none: the host's. */
  timeZone: string;
  /** Expansion steps for the whole feed. */
  maxExpansionSteps?: number;
};

export type CalendarBusyTimes = {
  /** Within [from, to): sorted, overlapping ones joined. */
  busy: Interval[];
  /** False when the budget ran out: later occurrences may be missing. */
  complete: boolean;
  /** Events left out because a value of theirs could not be read (a date such as 20261345). */
  unreadableEvents: number;
};

export const MOST_FEED_CHARACTERS = 5_000_000;
export const DEFAULT_EXPANSION_STEPS = 50_000;

const UNREADABLE =
  "This calendar could not be read. Paste the whole .ics file, from BEGIN:VCALENDAR.";
const TOO_LARGE = "This calendar is over 5 MB. Export a shorter period of it.";

export function busyTimesFromCalendar(feed: string, window: CalendarWindow): CalendarBusyTimes {
  if (feed.length > MOST_FEED_CHARACTERS) {
    throw new RuleError("invalid", TOO_LARGE, { reason: "calendar_too_large" });
  }
  const budget: ExpansionBudget = { left: window.maxExpansionSteps ?? DEFAULT_EXPANSION_STEPS };
  const found: Found = { busy: [], unreadableEvents: 0 };
  let complete = true;
  try {
    for (const calendar of calendarsOf(feed)) addBusyTimesOf(calendar, window, budget, found);
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    complete = false;
  }
  const clipped = found.busy.map((interval) => ({
    start: Math.max(interval.start, window.from),
    end: Math.min(interval.end, window.to),
  }));
  return { busy: mergedIntervals(clipped), complete, unreadableEvents: found.unreadableEvents };
}

type Found = { busy: Interval[]; unreadableEvents: number };

/** The VCALENDARs of the text (a file may hold several); throws a RuleError on other text. */
function calendarsOf(feed: string): ICAL.Component[] {
  let parsed: unknown[];
  try {
    parsed = ICAL.parse(feed) as unknown[];
  } catch (error) {
    // The parser's reason ("invalid line", a rule part out of range) helps the admin who pasted.
    const reason = error instanceof Error ? ` (${error.message.slice(0, 200)})` : "";
    throw new RuleError("invalid", `${UNREADABLE}${reason}`, {
      reason: "calendar_unreadable",
      cause: error,
    });
  }
  const roots = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][];
  const calendars = roots.map((root) => new ICAL.Component(root));
  if (calendars.length === 0 || calendars.some((calendar) => calendar.name !== "vcalendar")) {
    throw new RuleError("invalid", UNREADABLE, { reason: "calendar_unreadable" });
  }
  return calendars;
}

/** Adds the busy intervals of one VCALENDAR that overlap the window (not yet clipped). */
function addBusyTimesOf(
  calendar: ICAL.Component,
  window: CalendarWindow,
  budget: ExpansionBudget,
  found: Found,
) {
  const reader = readerOf(calendar, window.timeZone, budget);
  const expansion: Expansion = { window, reader, budget, busy: found.busy };
  // ical.js reads a value when it is first asked for: a bad one throws then, and only its
  // event is left out.
  const add = (event: ICAL.Component, skipped?: ReadonlySet<number>) => {
    try {
      addOccurrences(event, expansion, skipped);
    } catch (error) {
      if (error instanceof BudgetSpent) throw error;
      found.unreadableEvents += 1;
    }
  };
  const series = new Map<string, { main?: ICAL.Component; moved: ICAL.Component[] }>();
  calendar.getAllSubcomponents("vevent").forEach((event, index) => {
    const uid = event.getFirstPropertyValue("uid");
    // An event without a UID stands alone.
    const key = typeof uid === "string" ? `uid:${uid}` : `index:${index}`;
    const entry = series.get(key) ?? { moved: [] };
    if (event.hasProperty("recurrence-id")) entry.moved.push(event);
    else entry.main ??= event;
    series.set(key, entry);
  });
  for (const { main, moved } of series.values()) {
    // Occurrences a RECURRENCE-ID replaces are the moved event's to give, or not.
    const replaced = new Set(moved.flatMap((event) => recurrenceIdOf(event, reader)));
    // A cancelled series takes its moved occurrences with it; a free one may have busy ones.
    if (main && isCancelled(main)) continue;
    if (main && !isFree(main)) add(main, replaced);
    for (const event of moved) {
      if (isCancelled(event) || isFree(event)) continue;
      // A moved occurrence is one event, whatever rule it repeats.
      for (const name of ["rrule", "rdate", "exdate"]) event.removeAllProperties(name);
      add(event);
    }
  }
}

function isCancelled(event: ICAL.Component): boolean {
  return String(event.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";
}

/** Marked as not blocking time (TRANSP:TRANSPARENT, "show as free"). */
function isFree(event: ICAL.Component): boolean {
  return String(event.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT";
}

function recurrenceIdOf(event: ICAL.Component, reader: TimeReader): number[] {
  try {
    const property = event.getFirstProperty("recurrence-id");
    const time = property?.getFirstValue();
    if (!property || !(time instanceof ICAL.Time)) return [];
    return [reader.instantOf(wallOf(time), reader.zoneOf(property, time))];
  } catch (error) {
    if (error instanceof BudgetSpent) throw error;
    return [];
  }
}

/**
 * Takes the VTIMEZONEs out, so ical.js holds zoned times as floating ones and never expands
 * them, and gives back each one's TZID with its X-LIC-LOCATION. The events' TZIDs move to a
 * parameter of ours: with none left, ical.js would still search the calendar for a VTIMEZONE
 * each time it reads a zoned value (for 2,000 events, most of the time spent).
 */
function setZonesAside(calendar: ICAL.Component): Map<string, string> {
  const locations = new Map<string, string>();
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const tzid = zone.getFirstPropertyValue("tzid");
    const location = zone.getFirstPropertyValue("x-lic-location");
    if (typeof tzid === "string" && typeof location === "string") locations.set(tzid, location);
  }
  calendar.removeAllSubcomponents("vtimezone");
  for (const event of calendar.getAllSubcomponents("vevent")) {
    for (const property of event.getAllProperties()) {
      const tzid = property.getParameter("tzid");
      if (tzid === undefined) continue;
      property.removeParameter("tzid");
      property.setParameter(TZID, tzid);
    }
  }
  return locations;
}

/** Reads the calendar's times: each TZID's zone looked up once, spending the budget. */
function readerOf(calendar: ICAL.Component, hostZone: string, budget: ExpansionBudget): TimeReader {
  const locations = setZonesAside(calendar);
  const named = calendar.getFirstPropertyValue("x-wr-timezone");
  const feedZone = typeof named === "string" && isTimeZone(named) ? named : hostZone;
  const zones = new Map<string, string>();
  const zoneOfTzid = (tzid: string) => {
    let zone = zones.get(tzid);
    if (zone === undefined) {
      spend(budget);
      zone = ianaZoneOf(tzid) ?? ianaZoneOf(locations.get(tzid) ?? "") ?? feedZone;
      zones.set(tzid, zone);
    }
    return zone;
  };
  return timeReader(zoneOfTzid, feedZone);
}

/**
 * The IANA zone a TZID names: itself, or its end after a prefix some producers add
 * ("/mozilla.org/20050126_1/America/New_York"); null for others ("Pakistan Standard Time").
 */
function ianaZoneOf(tzid: string): string | null {
  if (tzid.length > 200) return null;
  // IANA names have at most three parts (America/Argentina/Buenos_Aires).
  const parts = tzid.split("/").slice(-3);
  for (let first = 0; first < parts.length; first++) {
    const name = parts.slice(first).join("/");
    if (isTimeZone(name)) return name;
  }
  return null;
}
