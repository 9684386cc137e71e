// Wall-clock times in an IANA time zone and the instants they name, with Intl.DateTimeFormat
// alone (no time zone library). A wall time is held as a number: its reading taken as if it were
// UTC (Date.UTC(year, month - 1, day, hour, minute, second)), so days and minutes add up without
// daylight saving getting in the way; only turning one into an instant asks the zone.

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** A wall-clock reading, in ms, as Date.UTC would give it for the same fields. */
export type WallTime = number;

/**
 * What a wall time names in a zone. `exists: false` is a time the clocks skip (spring forward):
 * `transition` is the instant the clocks jump, and `offsetBefore` the time read with the UTC
 * offset in force before the jump (what RFC 5545 takes it to mean).
 */
export type ResolvedWallTime =
  | { exists: true; instant: number }
  | { exists: false; transition: number; offsetBefore: number };

// Formatters are costly to build (about 0.1 ms); a few hundred zones exist, but a hostile caller
// could spell them in many letter cases, hence the bound.
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
const MOST_FORMATTERS = 1000;

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = FORMATTERS.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    if (FORMATTERS.size >= MOST_FORMATTERS) FORMATTERS.clear();
    FORMATTERS.set(zone, formatter);
  }
  return formatter;
}

/**
 * Whether `name` is an IANA time zone this runtime knows ("Asia/Karachi", "UTC"; letter case as
 * Intl allows). UTC offsets such as "+05:00", which Intl also takes, are not zone names.
 */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64 || /^[+\-\d]/.test(name)) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

// en-US numeric output, "03/29/2026, 01:30:00": parsing it is twice as fast as formatToParts.
const FORMATTED = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

/** The wall clock's reading in `zone` at `instant` (whole seconds). */
export function wallTimeAt(instant: number, zone: string): WallTime {
  const formatter = formatterOf(zone);
  const match = FORMATTED.exec(formatter.format(instant));
  if (match) {
    const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
    return Date.UTC(year!, month! - 1, day, hour, minute, second);
  }
  // Years before 1000 or after 9999.
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1);
  return wall.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, 0);
}

/** The zone's offset from UTC at `instant`, in ms (east positive: Asia/Karachi +5 h). */
export function offsetAt(instant: number, zone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  return wallTimeAt(second, zone) - second;
}

/**
 * The instant a wall time names in `zone`. One that occurs twice (fall back) is its first
 * occurrence; one that never occurs (spring forward) comes back with `exists: false`.
 */
export function resolveWallTime(wall: WallTime, zone: string): ResolvedWallTime {
  // No zone's offset is more than a day away from UTC, so the offsets a day either side are the
  // ones in force before and after any change that touches this wall time.
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const candidates = before === after ? [wall - before] : [wall - before, wall - after];
  const matching = candidates
    .filter((instant) => wallTimeAt(instant, zone) === wall)
    .sort((a, b) => a - b);
  if (matching.length > 0) return { exists: true, instant: matching[0]! };
  // Only a change and back within two days could leave no match here; no zone has one.
  if (before >= after) return { exists: true, instant: wall - before };
  return {
    exists: false,
    transition: firstInstantWithOffset(wall - after, wall - before, after, zone),
    offsetBefore: wall - before,
  };
}

/** The first whole second in [from, to] at which `zone` has `offset` (`to` when none). */
function firstInstantWithOffset(from: number, to: number, offset: number, zone: string): number {
  let low = Math.floor(from / 1000);
  let high = Math.ceil(to / 1000);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (offsetAt(middle * 1000, zone) === offset) high = middle;
    else low = middle + 1;
  }
  return high * 1000;
}

/**
 * One zone's wall times and instants turned into each other, quickly: on a day whose offset is
 * the same a day before and two days after it is plain arithmetic (a wall time of that day, or
 * an instant of that UTC day, is less than a day from either end); days near a clock change ask
 * Intl for each time. This rests on no zone changing its offset and back within three days,
 * true of every zone Intl knows from 1990 to 2040.
 */
export type ZoneClock = {
  zone: string;
  resolve(wall: WallTime): ResolvedWallTime;
  wallTimeAt(instant: number): WallTime;
};

export function zoneClock(zone: string): ZoneClock {
  formatterOf(zone);
  // Consecutive days share their probes: day d's last is day d + 3's first.
  const midnightOffsets = new Map<number, number>();
  const offsetAtMidnight = (midnight: number) => {
    let offset = midnightOffsets.get(midnight);
    if (offset === undefined) {
      offset = offsetAt(midnight, zone);
      midnightOffsets.set(midnight, offset);
    }
    return offset;
  };
  const steadyOffsets = new Map<number, number | null>();
  const steadyOffsetOn = (day: number): number | null => {
    let offset = steadyOffsets.get(day);
    if (offset === undefined) {
      const before = offsetAtMidnight(day - DAY_MS);
      offset = before === offsetAtMidnight(day + 2 * DAY_MS) ? before : null;
      steadyOffsets.set(day, offset);
    }
    return offset;
  };
  return {
    zone,
    resolve(wall) {
      const offset = steadyOffsetOn(startOfDay(wall));
      return offset === null
        ? resolveWallTime(wall, zone)
        : { exists: true, instant: wall - offset };
    },
    wallTimeAt(instant) {
      const offset = steadyOffsetOn(startOfDay(instant));
      return offset === null
        ? wallTimeAt(instant, zone)
        : Math.floor(instant / 1000) * 1000 + offset;
    },
  };
}

/** The wall time of midnight starting the day of `wall`. */
export function startOfDay(wall: WallTime): WallTime {
  return Math.floor(wall / DAY_MS) * DAY_MS;
}

/** "YYYY-MM-DD" of a wall time. */
export function dateKeyOf(wall: WallTime): string {
  return new Date(wall).toISOString().slice(0, 10);
}

/** The wall time of midnight of a "YYYY-MM-DD" date; NaN when it is not a real date. */
export function wallDateOf(dateKey: string): WallTime {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  if (!match) return Number.NaN;
  const [, year, month, day] = match.map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day);
  return dateKeyOf(wall) === dateKey ? wall : Number.NaN;
}

/** Minutes after midnight of "HH:MM" (00:00 to 24:00); throws on anything else. */
export function minutesOfClock(clock: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/.exec(clock);
  if (!match) throw new Error(`Not a time of day (HH:MM): ${JSON.stringify(clock)}`);
  return match[1] === undefined ? 24 * 60 : Number(match[1]) * 60 + Number(match[2]);
}

/** "HH:MM" of a wall time. */
export function clockTimeOf(wall: WallTime): string {
  return new Date(wall).toISOString().slice(11, 16);
}
