import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clockTimeOf,
  dateKeyOf,
  isTimeZone,
  offsetAt,
  resolveWallTime,
  wallDateOf,
  wallTimeAt,
  zoneClock,
} from "#app/lib/wall-clock.ts";

const HOUR = 3_600_000;
const utc = (iso: string) => Date.parse(`${iso}Z`);

describe("isTimeZone", () => {
  it("takes IANA zone names and nothing else", () => {
    for (const zone of ["Asia/Karachi", "Europe/London", "America/New_York", "UTC", "Etc/GMT+5"]) {
      expect(isTimeZone(zone)).toBe(true);
    }
    for (const name of ["", "Foo/Bar", "+05:00", "-0300", "5", "Asia/Karachi ", "x".repeat(65)]) {
      expect(isTimeZone(name)).toBe(false);
    }
  });
});

describe("wall times", () => {
  it("reads the clock of a zone at an instant", () => {
    expect(wallTimeAt(utc("2026-03-29T00:59:59"), "Europe/London")).toBe(
      utc("2026-03-29T00:59:59"),
    );
    expect(wallTimeAt(utc("2026-03-29T01:00:00"), "Europe/London")).toBe(
      utc("2026-03-29T02:00:00"),
    );
    expect(wallTimeAt(utc("2026-07-01T19:30:00"), "Asia/Karachi")).toBe(utc("2026-07-02T00:30:00"));
    expect(offsetAt(utc("2026-07-01T12:00:00"), "America/New_York")).toBe(-4 * HOUR);
  });

  it("takes the first occurrence of a time the clocks repeat", () => {
    expect(resolveWallTime(utc("2026-10-25T01:30:00"), "Europe/London")).toEqual({
      exists: true,
      instant: utc("2026-10-25T00:30:00"),
    });
    expect(resolveWallTime(utc("2026-11-01T01:30:00"), "America/New_York")).toEqual({
      exists: true,
      instant: utc("2026-11-01T05:30:00"),
    });
  });

  it("says a time the clocks skip does not exist, and when they jump", () => {
    expect(resolveWallTime(utc("2026-03-29T01:30:00"), "Europe/London")).toEqual({
      exists: false,
      transition: utc("2026-03-29T01:00:00"),
      offsetBefore: utc("2026-03-29T01:30:00"),
    });
    // RFC 5545 reads 02:30 as 03:30 EDT, one hour after 01:30 EST.
    expect(resolveWallTime(utc("2026-03-08T02:30:00"), "America/New_York")).toEqual({
      exists: false,
      transition: utc("2026-03-08T07:00:00"),
      offsetBefore: utc("2026-03-08T07:30:00"),
    });
  });

  it("has a plain offset where the clocks never change", () => {
    expect(resolveWallTime(utc("2026-03-29T01:30:00"), "Asia/Karachi")).toEqual({
      exists: true,
      instant: utc("2026-03-28T20:30:00"),
    });
  });

  it("gives the same instants by the quick path as by Intl, around each change", () => {
    for (const zone of ["Europe/London", "America/New_York", "Australia/Lord_Howe"]) {
      const clock = zoneClock(zone);
      for (
        let wall = utc("2026-03-01T00:00:00");
        wall < utc("2026-04-10T00:00:00");
        wall += HOUR / 4
      ) {
        expect(clock.resolve(wall)).toEqual(resolveWallTime(wall, zone));
      }
      for (
        let wall = utc("2026-09-28T00:00:00");
        wall < utc("2026-11-05T00:00:00");
        wall += HOUR / 4
      ) {
        expect(clock.resolve(wall)).toEqual(resolveWallTime(wall, zone));
      }
    }
  });

  it("turns an instant's wall time back into that instant or an earlier one reading the same", () => {
    const zones = ["Europe/London", "America/New_York", "Asia/Karachi", "America/Santiago"];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({
          min: utc("2020-01-01T00:00:00") / 1000,
          max: utc("2035-01-01T00:00:00") / 1000,
        }),
        (zone, seconds) => {
          const instant = seconds * 1000;
          const wall = wallTimeAt(instant, zone);
          const resolved = resolveWallTime(wall, zone);
          expect(resolved.exists).toBe(true);
          if (!resolved.exists) return;
          expect(wallTimeAt(resolved.instant, zone)).toBe(wall);
          expect(resolved.instant).toBeLessThanOrEqual(instant);
          expect(instant - resolved.instant).toBeLessThanOrEqual(HOUR);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("writes and reads dates and clock times", () => {
    expect(wallDateOf("2026-02-28")).toBe(utc("2026-02-28T00:00:00"));
    expect(wallDateOf("2026-02-29")).toBeNaN();
    expect(wallDateOf("2026-2-28")).toBeNaN();
    expect(dateKeyOf(utc("2026-10-25T23:59:00"))).toBe("2026-10-25");
    expect(clockTimeOf(utc("2026-10-25T07:05:00"))).toBe("07:05");
  });
});
