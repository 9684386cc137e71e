import { describe, expect, it } from "vitest";
import { formatConsoleDate, formatConsoleDateTime, isCalendarDate } from "./console-dates.ts";

describe("formatConsoleDate", () => {
  it("writes MMM dd, yyyy in the site's time zone", () => {
    expect(formatConsoleDate(new Date("2026-11-21T05:00:00Z"), "Asia/Karachi")).toBe(
      "Nov 21, 2026",
    );
    expect(formatConsoleDate(new Date("2026-11-04T20:00:00Z"), "Asia/Karachi")).toBe(
      "Nov 05, 2026",
    );
    expect(formatConsoleDate("2026-11-04T20:00:00Z", "UTC")).toBe("Nov 04, 2026");
    expect(formatConsoleDate("nope", "UTC")).toBe("-");
  });

  it("adds the time on the detail view", () => {
    expect(formatConsoleDateTime(new Date("2026-11-21T10:04:00Z"), "Asia/Karachi")).toBe(
      "Nov 21, 2026, 03:04 PM",
    );
  });
});

describe("isCalendarDate", () => {
  it.each([
    ["2026-11-21", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["26-11-21", false],
    ["2026-11-21T00:00", false],
    ["", false],
  ])("%s -> %s", (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
