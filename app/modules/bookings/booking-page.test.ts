import { describe, expect, it } from "vitest";
import { bookingPageOf, COMMON_ZONES, zoneAsked, zoneChoices, zoneName } from "./booking-page.ts";

const utc = (iso: string) => Date.parse(`${iso}Z`);
// A host's Monday and Tuesday in Karachi (UTC+5): 10:00 and 10:30, then 16:00.
const STARTS = [utc("2026-03-02T05:00:00"), utc("2026-03-02T05:30:00"), utc("2026-03-03T11:00:00")];
const NOW = utc("2026-03-01T00:00:00");

describe("the booking page's days and times", () => {
  it("lists each day with free times in the visitor's zone, the asked day's times shown", () => {
    const page = bookingPageOf(STARTS, {
      locale: "en",
      zone: "Asia/Karachi",
      day: "2026-03-03",
      now: NOW,
    });
    expect(page.days.map((day) => [day.date, day.times])).toEqual([
      ["2026-03-02", 2],
      ["2026-03-03", 1],
    ]);
    expect(page.day?.date).toBe("2026-03-03");
    expect(page.day?.slots).toEqual([{ start: STARTS[2], label: "4:00 pm" }]);
    expect(page.zoneName).toBe("Pakistan Standard Time (Asia/Karachi)");
  });

  it("shows the first day when the day asked for has no times or is no date", () => {
    for (const day of [null, "2026-03-09", "2026-02-30", "tomorrow"]) {
      const page = bookingPageOf(STARTS, { locale: "en", zone: "Asia/Karachi", day, now: NOW });
      expect(page.day?.date).toBe("2026-03-02");
    }
  });

  it("reads the times off the visitor's clock: New York's Sunday evening is Karachi's Monday", () => {
    const page = bookingPageOf(STARTS, {
      locale: "en",
      zone: "America/New_York",
      day: null,
      now: NOW,
    });
    expect(page.days[0]?.date).toBe("2026-03-02");
    expect(page.day?.slots.map((slot) => slot.label)).toEqual(["12:00 am", "12:30 am"]);
  });

  it("has no day when nothing is offered", () => {
    expect(bookingPageOf([], { locale: "ur", zone: "UTC", day: null, now: NOW }).day).toBeNull();
  });
});

describe("the visitor's zone", () => {
  it("is the one the address names, or the fallback when it names none or one that does not exist", () => {
    expect(zoneAsked("Europe/London", "Asia/Karachi")).toEqual({
      zone: "Europe/London",
      refused: false,
    });
    expect(zoneAsked(null, "Asia/Karachi")).toEqual({ zone: "Asia/Karachi", refused: false });
    expect(zoneAsked("Mars/Olympus", "Asia/Karachi")).toEqual({
      zone: "Asia/Karachi",
      refused: true,
    });
    expect(zoneAsked("+05:00", "Asia/Karachi")).toEqual({ zone: "Asia/Karachi", refused: true });
  });

  it("is named in the page's language with its IANA name", () => {
    expect(zoneName("ur", "Asia/Karachi", NOW)).toBe("پاکستان کا معیاری وقت (Asia/Karachi)");
    expect(zoneName("en", "UTC", NOW)).toContain("UTC");
  });

  it("is chosen from the common zones first, then every other zone, each once", () => {
    const choices = zoneChoices("en", "Asia/Karachi", NOW);
    expect(choices.common.map((choice) => choice.zone)).toEqual([...COMMON_ZONES]);
    expect(choices.all).not.toContain("Asia/Karachi");
    expect(choices.all).toContain("Asia/Tokyo");
    expect(new Set(choices.all).size).toBe(choices.all.length);
    // An alias the runtime lists under another name is still offered, as shown.
    expect(zoneChoices("en", "Asia/Kolkata", NOW).all[0]).toBe("Asia/Kolkata");
  });
});
