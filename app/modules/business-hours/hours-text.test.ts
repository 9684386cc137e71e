import { describe, expect, it } from "vitest";
import { clockLabel, hoursRows } from "./hours-text.ts";
import { SEEDED_WEEK } from "./opening-week.ts";

const CLOSED = { opens: "", closes: "" };
const NINE_TO_SIX = { opens: "09:00", closes: "18:00" };

describe("the business hours in words", () => {
  it("groups days in a row with the same hours, in English with the zone's label", () => {
    expect(hoursRows(SEEDED_WEEK, "en", "PKT")).toEqual([
      { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM PKT" },
      { days: "Saturday", hours: "10:00 AM - 4:00 PM PKT" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("writes Urdu with the part of the day first and every clock and the label isolated", () => {
    expect(hoursRows(SEEDED_WEEK, "ur", "PKT")).toEqual([
      {
        days: "پیر تا جمعہ",
        hours: "صبح \u20669:00\u2069 تا شام \u20666:00\u2069 (\u2066PKT\u2069)",
      },
      { days: "ہفتہ", hours: "صبح \u206610:00\u2069 تا سہ پہر \u20664:00\u2069 (\u2066PKT\u2069)" },
      { days: "اتوار", hours: "بند" },
    ]);
  });

  it("keeps days apart that are not in a row, and names no zone without a label", () => {
    const week = { ...SEEDED_WEEK, wednesday: CLOSED, saturday: NINE_TO_SIX };
    expect(hoursRows(week, "en", "")).toEqual([
      { days: "Monday - Tuesday", hours: "9:00 AM - 6:00 PM" },
      { days: "Wednesday", hours: "Closed" },
      { days: "Thursday - Saturday", hours: "9:00 AM - 6:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("says noon, midnight and minutes as a clock does", () => {
    expect(["00:00", "12:00", "12:30", "23:45"].map((clock) => clockLabel("en", clock))).toEqual([
      "12:00 AM",
      "12:00 PM",
      "12:30 PM",
      "11:45 PM",
    ]);
  });
});
