import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "#app/db/enums.ts";
import { wallTimeAt } from "#app/lib/wall-clock.ts";
import type { ExistingMeeting, HostAvailability, Interval, TimeRange } from "./availability.ts";
import { offeredTimes } from "./offered-times.ts";

// Whatever the hours, bookings and busy time, every offered time keeps every rule. The checks
// read the host's clock with Intl at the offered instants and never turn a wall time into an
// instant, so they do not share the code they check. Zones: two with daylight saving on the
// hour, one without, one whose clocks move 30 minutes, one that changes them at midnight.

const RUNS = Number(process.env.PROPERTY_RUNS ?? 150);
/** A run takes about 10 ms (Intl reads the clock at every sampled minute); a busy machine, more. */
const TIMEOUT = Math.max(20_000, RUNS * 100);
const MINUTE = 60_000;
const DAY = 86_400_000;
const ZONES = [
  "Europe/London",
  "America/New_York",
  "Asia/Karachi",
  "Australia/Lord_Howe",
  "America/Santiago",
];
/** Days with a clock change in one of the zones, where `now` falls more often. */
const CHANGES = [
  "2026-03-08",
  "2026-03-29",
  "2026-04-05",
  "2026-09-06",
  "2026-10-04",
  "2026-10-25",
  "2026-11-01",
].map((date) => Date.parse(`${date}T00:00:00Z`));

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const rangeArbitrary: fc.Arbitrary<TimeRange> = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 40 }))
  .map(([start, length]) => ({
    start: clock(start * 15),
    end: clock(Math.min(96, start + length) * 15),
  }));

const nowArbitrary = fc.oneof(
  fc.integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2026-12-31T00:00:00Z") }),
  fc
    .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -10 * DAY, max: DAY }))
    .map(([change, shift]) => change + shift),
);

/** Intervals near `now`: [now - 2 days, now + 45 days), 5 minutes to 10 hours long. */
const intervalsNear = (now: number, most: number) =>
  fc.array(
    fc
      .tuple(fc.integer({ min: -2 * 288, max: 45 * 288 }), fc.integer({ min: 1, max: 120 }))
      .map(([start, length]) => ({
        start: now + start * 5 * MINUTE,
        end: now + (start + length) * 5 * MINUTE,
      })),
    { maxLength: most },
  );

const caseArbitrary = nowArbitrary.chain((now) =>
  fc.record({
    now: fc.constant(now),
    availability: fc.record(
      {
        timeZone: fc.constantFrom(...ZONES),
        weeklyHours: fc.dictionary(
          fc.constantFrom(...WEEKDAYS),
          fc.array(rangeArbitrary, { maxLength: 3 }),
        ),
        dateOverrides: fc.array(
          fc.record({
            date: fc
              .integer({ min: -1, max: 42 })
              .map((day) => new Date(now + day * DAY).toISOString().slice(0, 10)),
            ranges: fc.array(rangeArbitrary, { maxLength: 2 }),
          }),
          { maxLength: 6 },
        ),
        meetingMinutes: fc.constantFrom(15, 20, 30, 45, 60, 90),
        bufferBeforeMinutes: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
        bufferAfterMinutes: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
        minimumNoticeMinutes: fc.integer({ min: 0, max: 3000 }),
        daysAhead: fc.integer({ min: 0, max: 40 }),
        mostPerDay: fc.integer({ min: 0, max: 4 }),
      },
      { requiredKeys: ["timeZone", "weeklyHours", "meetingMinutes"] },
    ) as fc.Arbitrary<HostAvailability>,
    meetings: intervalsNear(now, 30).chain((intervals) =>
      fc.tuple(
        ...intervals.map((interval) =>
          fc.record({
            start: fc.constant(interval.start),
            end: fc.constant(Math.min(interval.end, interval.start + 3 * 60 * MINUTE)),
            bufferBeforeMinutes: fc.integer({ min: 0, max: 30 }),
            bufferAfterMinutes: fc.integer({ min: 0, max: 30 }),
          }),
        ),
      ),
    ) as fc.Arbitrary<ExistingMeeting[]>,
    busy: intervalsNear(now, 30),
  }),
);

/** The host's date (midnight as a wall time) and minutes after midnight at an instant. */
function hostClockAt(instant: number, zone: string) {
  const wall = wallTimeAt(instant, zone);
  const date = Math.floor(wall / DAY) * DAY;
  return { date, minutes: (wall - date) / MINUTE };
}

/** The host's ranges on a date, in minutes, read from the availability as written. */
function rangesOn(date: number, availability: HostAvailability) {
  const key = new Date(date).toISOString().slice(0, 10);
  const override = availability.dateOverrides?.filter((item) => item.date === key).at(-1);
  const ranges =
    override?.ranges ?? availability.weeklyHours[WEEKDAYS[new Date(date).getUTCDay()]!] ?? [];
  const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
  return ranges.map((range) => ({ start: minutes(range.start), end: minutes(range.end) }));
}

const overlaps = (a: Interval, start: number, end: number) => a.start < end && start < a.end;

describe("offered times, for any availability", () => {
  it(
    "lie in the host's hours, on a date in the horizon, past the notice",
    () => {
      fc.assert(
        fc.property(caseArbitrary, ({ now, availability, meetings, busy }) => {
          const starts = offeredTimes({ availability, meetings, busy, now });
          const zone = availability.timeZone;
          const length = availability.meetingMinutes * MINUTE;
          const today = hostClockAt(now, zone).date;
          starts.forEach((start, index) => {
            if (index > 0) expect(start).toBeGreaterThan(starts[index - 1]!);
            expect(start).toBeGreaterThanOrEqual(
              now + (availability.minimumNoticeMinutes ?? 120) * MINUTE,
            );
            const { date, minutes } = hostClockAt(start, zone);
            expect(date).toBeGreaterThanOrEqual(today);
            expect(date).toBeLessThanOrEqual(today + (availability.daysAhead ?? 30) * DAY);
            // The first time the clock reads this (the clocks move back by at most an hour).
            for (const earlier of [30, 60]) {
              expect(wallTimeAt(start - earlier * MINUTE, zone)).not.toBe(wallTimeAt(start, zone));
            }
            // A step of the meeting's length from a range's start, and every minute of the meeting
            // (sampled every 5, and its last) on that date before the range's end.
            const samples: number[] = [];
            for (let at = start; at < start + length; at += 5 * MINUTE) samples.push(at);
            samples.push(start + length - MINUTE);
            const range = rangesOn(date, availability).find(
              (candidate) =>
                minutes >= candidate.start &&
                (minutes - candidate.start) % availability.meetingMinutes === 0 &&
                samples.every((at) => {
                  const reading = hostClockAt(at, zone);
                  return reading.date === date && reading.minutes < candidate.end;
                }),
            );
            expect(range, new Date(start).toISOString()).toBeDefined();
          });
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "keep clear of busy time and of booked meetings with both buffers, and of full dates",
    () => {
      fc.assert(
        fc.property(caseArbitrary, ({ now, availability, meetings, busy }) => {
          const starts = offeredTimes({ availability, meetings, busy, now });
          const zone = availability.timeZone;
          for (const start of starts) {
            const from = start - (availability.bufferBeforeMinutes ?? 0) * MINUTE;
            const to =
              start +
              (availability.meetingMinutes + (availability.bufferAfterMinutes ?? 0)) * MINUTE;
            for (const interval of busy) expect(overlaps(interval, from, to)).toBe(false);
            for (const meeting of meetings) {
              const kept = {
                start: meeting.start - (meeting.bufferBeforeMinutes ?? 0) * MINUTE,
                end: meeting.end + (meeting.bufferAfterMinutes ?? 0) * MINUTE,
              };
              expect(overlaps(kept, from, to)).toBe(false);
            }
            if (availability.mostPerDay !== undefined) {
              const date = hostClockAt(start, zone).date;
              const onDate = meetings.filter(
                (meeting) => hostClockAt(meeting.start, zone).date === date,
              );
              expect(onDate.length).toBeLessThan(availability.mostPerDay);
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "take away only what the notice, busy time, meetings and full dates rule out",
    () => {
      fc.assert(
        fc.property(caseArbitrary, ({ now, availability, meetings, busy }) => {
          const { minimumNoticeMinutes, mostPerDay, ...open } = availability;
          const everything = offeredTimes({
            availability: { ...open, minimumNoticeMinutes: 0 },
            meetings: [],
            busy: [],
            now,
          });
          const zone = availability.timeZone;
          const earliest = now + (minimumNoticeMinutes ?? 120) * MINUTE;
          const length = availability.meetingMinutes * MINUTE;
          const before = (availability.bufferBeforeMinutes ?? 0) * MINUTE;
          const after = (availability.bufferAfterMinutes ?? 0) * MINUTE;
          const expected = everything.filter((start) => {
            const [from, to] = [start - before, start + length + after];
            const date = hostClockAt(start, zone).date;
            return (
              start >= earliest &&
              busy.every((interval) => !overlaps(interval, from, to)) &&
              meetings.every(
                (meeting) =>
                  !overlaps(
                    {
                      start: meeting.start - (meeting.bufferBeforeMinutes ?? 0) * MINUTE,
                      end: meeting.end + (meeting.bufferAfterMinutes ?? 0) * MINUTE,
                    },
                    from,
                    to,
                  ),
              ) &&
              (mostPerDay === undefined ||
                meetings.filter((meeting) => hostClockAt(meeting.start, zone).date === date)
                  .length < mostPerDay)
            );
          });
          expect(offeredTimes({ availability, meetings, busy, now })).toEqual(expected);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "offer every step of every range where the clocks do not change",
    () => {
      fc.assert(
        fc.property(caseArbitrary, ({ now, availability }) => {
          const { mostPerDay: _, ...open } = availability;
          const karachi = { ...open, timeZone: "Asia/Karachi", minimumNoticeMinutes: 0 };
          const starts = offeredTimes({ availability: karachi, meetings: [], busy: [], now });
          const today = hostClockAt(now, "Asia/Karachi").date;
          const expected = new Set<number>();
          for (let day = 0; day <= (karachi.daysAhead ?? 30); day++) {
            const date = today + day * DAY;
            for (const range of rangesOn(date, karachi)) {
              for (
                let minute = range.start;
                minute + karachi.meetingMinutes <= range.end;
                minute += karachi.meetingMinutes
              ) {
                const start = date + minute * MINUTE - 5 * 60 * MINUTE;
                if (start >= now) expected.add(start);
              }
            }
          }
          expect(starts).toEqual([...expected].sort((a, b) => a - b));
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
