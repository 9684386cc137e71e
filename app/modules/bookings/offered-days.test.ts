import { describe, expect, it } from "vitest";
import { offeredDaysIn } from "./offered-days.ts";

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe("offered times by the visitor's day", () => {
  // A London host's Monday 16:00 to 20:00 (GMT), seen from Karachi (UTC+5) and New York.
  const starts = ["16:00", "17:00", "18:00", "19:00"].map((time) => utc(`2026-11-02T${time}:00`));

  it("groups by the visitor's date and reads the times off their clock", () => {
    expect(offeredDaysIn(starts, "Asia/Karachi")).toEqual([
      {
        date: "2026-11-02",
        times: [
          { start: starts[0], time: "21:00" },
          { start: starts[1], time: "22:00" },
          { start: starts[2], time: "23:00" },
        ],
      },
      { date: "2026-11-03", times: [{ start: starts[3], time: "00:00" }] },
    ]);
    expect(offeredDaysIn(starts, "America/New_York").map((day) => day.date)).toEqual([
      "2026-11-02",
    ]);
  });

  it("keeps the order of the instants through the repeated hour of a fall-back change", () => {
    const repeated = [
      utc("2026-11-01T05:30:00"),
      utc("2026-11-01T06:00:00"),
      utc("2026-11-01T06:30:00"),
    ];
    expect(offeredDaysIn([...repeated].reverse(), "America/New_York")).toEqual([
      {
        date: "2026-11-01",
        times: [
          { start: repeated[0], time: "01:30" },
          { start: repeated[1], time: "01:00" },
          { start: repeated[2], time: "01:30" },
        ],
      },
    ]);
  });

  it("gives no days for no times, and refuses an unknown zone", () => {
    expect(offeredDaysIn([], "Asia/Karachi")).toEqual([]);
    expect(() => offeredDaysIn(starts, "Nowhere/Land")).toThrow(RangeError);
  });
});
