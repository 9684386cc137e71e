import { describe, expect, it } from "vitest";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { busyTimesFromCalendar, MOST_FEED_CHARACTERS } from "./busy-times-from-calendar.server.ts";

const utc = (iso: string) => Date.parse(`${iso}Z`);
const feed = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;
const readable = (busy: { start: number; end: number }[]) =>
  busy.map(
    ({ start, end }) =>
      `${new Date(start).toISOString().slice(0, 16)} ${new Date(end).toISOString().slice(0, 16)}`,
  );

const LONDON_ZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
  "X-LIC-LOCATION:Europe/London",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

// As Google Calendar exports one: a weekly meeting across London's spring change with a
// date taken out, one occurrence moved and one cancelled, beside a free event, a free series
// with one occurrence busy, a cancelled event and an all-day one.
const LONDON_FEED = feed(
  "BEGIN:VCALENDAR",
  "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
  "VERSION:2.0",
  "CALSCALE:GREGORIAN",
  "X-WR-TIMEZONE:Europe/London",
  ...LONDON_ZONE,
  "BEGIN:VEVENT",
  "UID:standup@example.com",
  "DTSTART;TZID=Europe/London:20260302T090000",
  "DTEND;TZID=Europe/London:20260302T100000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20260420T080000Z",
  "EXDATE;TZID=Europe/London:20260316T090000",
  "SUMMARY:Stand-up",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:standup@example.com",
  "RECURRENCE-ID;TZID=Europe/London:20260323T090000",
  "DTSTART;TZID=Europe/London:20260323T140000",
  "DTEND;TZID=Europe/London:20260323T150000",
  "SUMMARY:Stand-up (moved)",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:standup@example.com",
  "RECURRENCE-ID;TZID=Europe/London:20260406T090000",
  "DTSTART;TZID=Europe/London:20260406T090000",
  "DTEND;TZID=Europe/London:20260406T100000",
  "STATUS:CANCELLED",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:focus@example.com",
  "DTSTART:20260304T120000Z",
  "DTEND:20260304T130000Z",
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:lunch@example.com",
  "DTSTART:20260304T120000Z",
  "DTEND:20260304T130000Z",
  "RRULE:FREQ=DAILY;COUNT=3",
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:lunch@example.com",
  "RECURRENCE-ID:20260305T120000Z",
  "DTSTART:20260305T123000Z",
  "DTEND:20260305T133000Z",
  "TRANSP:OPAQUE",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:called-off@example.com",
  "DTSTART:20260305T120000Z",
  "DTEND:20260305T130000Z",
  "STATUS:CANCELLED",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:day-off@example.com",
  "DTSTART;VALUE=DATE:20260329",
  "DTEND;VALUE=DATE:20260330",
  "END:VEVENT",
  "END:VCALENDAR",
);

const MARCH_AND_APRIL = {
  from: utc("2026-03-01T00:00"),
  to: utc("2026-05-01T00:00"),
  timeZone: "Asia/Karachi",
};

describe("busy times from a pasted calendar", () => {
  it("expands a weekly meeting across the clock change, with its exceptions", () => {
    const { busy, complete } = busyTimesFromCalendar(LONDON_FEED, MARCH_AND_APRIL);
    expect(complete).toBe(true);
    expect(readable(busy)).toEqual([
      "2026-03-02T09:00 2026-03-02T10:00",
      // One lunch of a free series, moved and marked busy.
      "2026-03-05T12:30 2026-03-05T13:30",
      "2026-03-09T09:00 2026-03-09T10:00",
      // 16 March taken out; 23 March moved to the afternoon.
      "2026-03-23T14:00 2026-03-23T15:00",
      // The all-day event: 29 March in London, 23 hours long.
      "2026-03-29T00:00 2026-03-29T23:00",
      // 09:00 BST from here on.
      "2026-03-30T08:00 2026-03-30T09:00",
      // 6 April cancelled.
      "2026-04-13T08:00 2026-04-13T09:00",
      // UNTIL takes in 20 April, the last.
      "2026-04-20T08:00 2026-04-20T09:00",
    ]);
  });

  it("keeps to the window, cutting what crosses its edges", () => {
    const { busy } = busyTimesFromCalendar(LONDON_FEED, {
      ...MARCH_AND_APRIL,
      from: utc("2026-03-29T12:00"),
      to: utc("2026-04-13T08:30"),
    });
    expect(readable(busy)).toEqual([
      "2026-03-29T12:00 2026-03-29T23:00",
      "2026-03-30T08:00 2026-03-30T09:00",
      "2026-04-13T08:00 2026-04-13T08:30",
    ]);
  });

  it("reads zones Intl does not know, and floating times, in the host's zone", () => {
    const outlook = feed(
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
      "BEGIN:VTIMEZONE",
      "TZID:Eastern Standard Time",
      "BEGIN:STANDARD",
      "DTSTART:16011104T020000",
      "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
      "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0500",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010311T020000",
      "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
      "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0400",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:daily-call",
      "DTSTART;TZID=Eastern Standard Time:20260305T083000",
      "DTEND;TZID=Eastern Standard Time:20260305T090000",
      "RRULE:FREQ=DAILY;COUNT=5",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:skipped-hour",
      // 02:30 on 8 March does not exist in New York: read as 03:30 EDT.
      "DTSTART:20260308T023000",
      "DURATION:PT1H",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:old-producer",
      "DTSTART;TZID=/mozilla.org/20050126_1/America/Chicago:20260601T120000",
      "DTEND;TZID=/mozilla.org/20050126_1/America/Chicago:20260601T123000",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:long-day",
      "DTSTART;VALUE=DATE:20261101",
      "END:VEVENT",
      "END:VCALENDAR",
    );
    const { busy } = busyTimesFromCalendar(outlook, {
      from: utc("2026-03-01T00:00"),
      to: utc("2026-12-01T00:00"),
      timeZone: "America/New_York",
    });
    expect(readable(busy)).toEqual([
      "2026-03-05T13:30 2026-03-05T14:00",
      "2026-03-06T13:30 2026-03-06T14:00",
      "2026-03-07T13:30 2026-03-07T14:00",
      "2026-03-08T07:30 2026-03-08T08:30",
      "2026-03-08T12:30 2026-03-08T13:00",
      "2026-03-09T12:30 2026-03-09T13:00",
      "2026-06-01T17:00 2026-06-01T17:30",
      // All day on 1 November, 25 hours in New York.
      "2026-11-01T04:00 2026-11-02T05:00",
    ]);
  });

  it("stops a rule that matches nothing, and one that would run for ever, within its budget", () => {
    const hostile = (start: string, rule: string) =>
      feed(
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "BEGIN:VEVENT",
        "UID:hostile",
        `DTSTART:${start}`,
        "DURATION:PT1H",
        `RRULE:${rule}`,
        "END:VEVENT",
        "END:VCALENDAR",
      );
    const window = { ...MARCH_AND_APRIL, maxExpansionSteps: 5_000 };
    // Without the budget neither would return (the test's timeout would fail it).
    const never = busyTimesFromCalendar(
      hostile("20260302T090000Z", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31"),
      window,
    );
    expect(never.complete).toBe(false);
    // DTSTART is always the first occurrence, whatever the rule says.
    expect(readable(never.busy)).toEqual(["2026-03-02T09:00 2026-03-02T10:00"]);
    const everySecond = busyTimesFromCalendar(hostile("19700101T000000Z", "FREQ=SECONDLY"), window);
    expect(everySecond).toEqual({ busy: [], complete: false, unreadableEvents: 0 });
  });

  it("never evaluates a feed's own zone rules", () => {
    const endless = feed(
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VTIMEZONE",
      "TZID:Somewhere",
      "BEGIN:STANDARD",
      "DTSTART:19000101T000000",
      "RRULE:FREQ=SECONDLY",
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0200",
      "END:STANDARD",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:x",
      "DTSTART;TZID=Somewhere:20260302T090000",
      "DTEND;TZID=Somewhere:20260302T100000",
      "RRULE:FREQ=WEEKLY;UNTIL=20260310T000000Z",
      "END:VEVENT",
      "END:VCALENDAR",
    );
    const { busy } = busyTimesFromCalendar(endless, MARCH_AND_APRIL);
    expect(readable(busy)).toEqual([
      "2026-03-02T04:00 2026-03-02T05:00",
      "2026-03-09T04:00 2026-03-09T05:00",
    ]);
  });

  it("keeps what it found when the budget runs out", () => {
    const { busy, complete } = busyTimesFromCalendar(LONDON_FEED, {
      ...MARCH_AND_APRIL,
      maxExpansionSteps: 8,
    });
    expect(complete).toBe(false);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length).toBeLessThan(7);
  });

  it("leaves out an event it cannot read, and says how many", () => {
    const text = feed(
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:bad-date",
      "DTSTART:2026",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:bad-exdate",
      "DTSTART:20260302T090000Z",
      "DTEND:20260302T100000Z",
      "EXDATE:20260101T000000Z,bad",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:good",
      "DTSTART:20260303T090000Z",
      "DTEND:20260303T100000Z",
      "END:VEVENT",
      "END:VCALENDAR",
    );
    const { busy, complete, unreadableEvents } = busyTimesFromCalendar(text, MARCH_AND_APRIL);
    expect(readable(busy)).toEqual(["2026-03-03T09:00 2026-03-03T10:00"]);
    expect(complete).toBe(true);
    expect(unreadableEvents).toBe(2);
  });

  it("refuses text that is not a calendar, or too much of it", () => {
    const badRule = feed(
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "RRULE:FREQ=FOO",
      "END:VEVENT",
      "END:VCALENDAR",
    );
    expect(
      ruleErrorOf(captured(() => busyTimesFromCalendar(badRule, MARCH_AND_APRIL)))?.message,
    ).toMatch(/^This calendar could not be read\. .*\(invalid frequency "FOO"/);
    for (const text of ["hello", "", "BEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\n"]) {
      const refusal = ruleErrorOf(captured(() => busyTimesFromCalendar(text, MARCH_AND_APRIL)));
      expect(refusal?.code, text).toBe("invalid");
    }
    const huge = "x".repeat(MOST_FEED_CHARACTERS + 1);
    expect(ruleErrorOf(captured(() => busyTimesFromCalendar(huge, MARCH_AND_APRIL)))?.code).toBe(
      "invalid",
    );
  });
});

function captured(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}
