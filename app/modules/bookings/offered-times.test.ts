import { describe, expect, it } from "vitest";
import type { HostAvailability } from "./availability.ts";
import { type OfferedTimesInput, offeredTimes } from "./offered-times.ts";

const utc = (iso: string) => Date.parse(`${iso}Z`);
const iso = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString());

/** Offered times of a host with nothing booked and no notice, unless told otherwise. */
function offered(
  availability: Partial<HostAvailability> & Pick<HostAvailability, "timeZone" | "weeklyHours">,
  input: Partial<OfferedTimesInput> & { now: number },
): string[] {
  return iso(
    offeredTimes({
      availability: { meetingMinutes: 60, minimumNoticeMinutes: 0, ...availability },
      meetings: [],
      busy: [],
      ...input,
    }),
  );
}

describe("offered times across London's clock changes (2026)", () => {
  const london = { timeZone: "Europe/London", daysAhead: 1 };

  it("skips the hour the clocks skip on 29 March", () => {
    const hours = { sunday: [{ start: "00:00", end: "04:00" }] };
    expect(offered({ ...london, weeklyHours: hours }, { now: utc("2026-03-28T12:00:00") })).toEqual(
      [
        "2026-03-29T00:00:00.000Z", // 00:00 GMT
        "2026-03-29T01:00:00.000Z", // 02:00 BST; 01:00 does not exist
        "2026-03-29T02:00:00.000Z", // 03:00 BST, ending at 04:00
      ],
    );
    expect(
      offered(
        { ...london, weeklyHours: hours, meetingMinutes: 45 },
        { now: utc("2026-03-28T12:00:00") },
      ),
    ).toEqual([
      "2026-03-29T00:00:00.000Z", // 00:00
      "2026-03-29T00:45:00.000Z", // 00:45 GMT; 01:30 does not exist
      "2026-03-29T01:15:00.000Z", // 02:15 BST
      "2026-03-29T02:00:00.000Z", // 03:00 BST; 03:45 would end after 04:00
    ]);
  });

  it("offers the repeated hour of 25 October once, at its first occurrence", () => {
    const hours = { sunday: [{ start: "00:00", end: "03:00" }] };
    expect(offered({ ...london, weeklyHours: hours }, { now: utc("2026-10-24T12:00:00") })).toEqual(
      [
        "2026-10-24T23:00:00.000Z", // 00:00 BST
        "2026-10-25T00:00:00.000Z", // 01:00 BST, the first 01:00
        "2026-10-25T02:00:00.000Z", // 02:00 GMT
      ],
    );
  });

  it("keeps office hours on the wall clock either side of the change", () => {
    const hours = { monday: [{ start: "09:00", end: "10:00" }] };
    expect(
      offered(
        { timeZone: "Europe/London", weeklyHours: hours, daysAhead: 14 },
        { now: utc("2026-10-18T12:00:00") },
      ),
    ).toEqual(["2026-10-19T08:00:00.000Z", "2026-10-26T09:00:00.000Z"]);
  });
});

describe("offered times across New York's clock changes (2026)", () => {
  const newYork = { timeZone: "America/New_York", daysAhead: 1 };

  it("skips 02:00 to 03:00 on 8 March", () => {
    const hours = { sunday: [{ start: "01:00", end: "04:00" }] };
    expect(
      offered(
        { ...newYork, weeklyHours: hours, meetingMinutes: 30 },
        { now: utc("2026-03-07T12:00:00") },
      ),
    ).toEqual([
      "2026-03-08T06:00:00.000Z", // 01:00 EST
      "2026-03-08T06:30:00.000Z", // 01:30 EST
      "2026-03-08T07:00:00.000Z", // 03:00 EDT
      "2026-03-08T07:30:00.000Z", // 03:30 EDT
    ]);
  });

  it("ends a range whose end the clocks skip at the moment they jump", () => {
    const hours = { sunday: [{ start: "00:00", end: "02:30" }] };
    expect(
      offered({ ...newYork, weeklyHours: hours }, { now: utc("2026-03-07T12:00:00") }),
    ).toEqual(["2026-03-08T05:00:00.000Z", "2026-03-08T06:00:00.000Z"]);
  });

  it("offers the repeated hour of 1 November once", () => {
    const hours = { sunday: [{ start: "00:00", end: "03:00" }] };
    expect(
      offered({ ...newYork, weeklyHours: hours }, { now: utc("2026-10-31T12:00:00") }),
    ).toEqual([
      "2026-11-01T04:00:00.000Z", // 00:00 EDT
      "2026-11-01T05:00:00.000Z", // 01:00 EDT
      "2026-11-01T07:00:00.000Z", // 02:00 EST
    ]);
  });
});

describe("offered times in Karachi (no daylight saving)", () => {
  const karachi = { timeZone: "Asia/Karachi" };
  const mondayMorning = { monday: [{ start: "09:00", end: "13:00" }] };

  it("keeps buffers around new and booked meetings, and clear of busy time", () => {
    expect(
      offered(
        {
          ...karachi,
          weeklyHours: mondayMorning,
          meetingMinutes: 30,
          bufferBeforeMinutes: 10,
          bufferAfterMinutes: 10,
          daysAhead: 0,
        },
        {
          now: utc("2026-03-30T00:00:00"),
          // 10:00-10:30 PKT, with 15 minutes kept after it.
          meetings: [
            {
              start: utc("2026-03-30T05:00:00"),
              end: utc("2026-03-30T05:30:00"),
              bufferAfterMinutes: 15,
            },
          ],
          busy: [{ start: utc("2026-03-30T06:30:00"), end: utc("2026-03-30T06:45:00") }],
        },
      ),
    ).toEqual([
      "2026-03-30T04:00:00.000Z", // 09:00; 09:30 would end 10 minutes into its buffer
      "2026-03-30T07:00:00.000Z", // 12:00; 11:00 would keep busy 11:30 in its buffer
      "2026-03-30T07:30:00.000Z", // 12:30, ending at 13:00
    ]);
  });

  it("lets meetings touch busy time when there are no buffers", () => {
    expect(
      offered(
        { ...karachi, weeklyHours: mondayMorning, daysAhead: 0 },
        {
          now: utc("2026-03-30T00:00:00"),
          busy: [{ start: utc("2026-03-30T05:00:00"), end: utc("2026-03-30T06:00:00") }],
        },
      ),
    ).toEqual(["2026-03-30T04:00:00.000Z", "2026-03-30T06:00:00.000Z", "2026-03-30T07:00:00.000Z"]);
  });

  it("keeps the notice, the horizon, date overrides and the most a day holds", () => {
    const weekdays = { start: "09:00", end: "11:00" };
    const availability = {
      ...karachi,
      weeklyHours: {
        monday: [weekdays],
        tuesday: [weekdays],
        wednesday: [weekdays],
        thursday: [weekdays],
      },
      minimumNoticeMinutes: 120,
      daysAhead: 2,
      dateOverrides: [{ date: "2026-03-31", ranges: [] }],
    };
    // Monday 30 March, 06:50 PKT: 09:00 is more than two hours away. Thursday is past the horizon.
    const now = utc("2026-03-30T01:50:00");
    expect(offered(availability, { now })).toEqual([
      "2026-03-30T04:00:00.000Z",
      "2026-03-30T05:00:00.000Z",
      "2026-04-01T04:00:00.000Z",
      "2026-04-01T05:00:00.000Z",
    ]);
    // 07:50 PKT: 09:00 is too soon.
    expect(offered(availability, { now: now + 3_600_000 })[0]).toBe("2026-03-30T05:00:00.000Z");
    const wednesdayMeeting = {
      start: utc("2026-04-01T09:00:00"),
      end: utc("2026-04-01T09:30:00"),
    };
    expect(
      offered({ ...availability, mostPerDay: 1 }, { now, meetings: [wednesdayMeeting] }),
    ).toEqual(["2026-03-30T04:00:00.000Z", "2026-03-30T05:00:00.000Z"]);
    expect(
      offered(
        {
          ...availability,
          dateOverrides: [{ date: "2026-04-01", ranges: [{ start: "15:00", end: "16:00" }] }],
        },
        { now },
      ).slice(-2),
    ).toEqual(["2026-03-31T05:00:00.000Z", "2026-04-01T10:00:00.000Z"]);
  });

  it("offers a start once where ranges overlap, and nothing on a day without hours", () => {
    const hours = {
      monday: [
        { start: "09:00", end: "11:00" },
        { start: "10:00", end: "12:00" },
        { start: "16:00", end: "15:00" },
      ],
    };
    expect(
      offered(
        { ...karachi, weeklyHours: hours, daysAhead: 6 },
        { now: utc("2026-03-29T00:00:00") },
      ),
    ).toEqual(["2026-03-30T04:00:00.000Z", "2026-03-30T05:00:00.000Z", "2026-03-30T06:00:00.000Z"]);
  });

  it("refuses availability that makes no sense", () => {
    const now = utc("2026-03-29T00:00:00");
    const base = { timeZone: "Asia/Karachi", weeklyHours: mondayMorning };
    expect(() => offered({ ...base, meetingMinutes: 0 }, { now })).toThrow();
    expect(() => offered({ ...base, daysAhead: -1 }, { now })).toThrow();
    expect(() => offered({ ...base, timeZone: "Mars/Olympus" }, { now })).toThrow(RangeError);
    expect(() =>
      offered({ ...base, weeklyHours: { monday: [{ start: "9:00", end: "10:00" }] } }, { now }),
    ).toThrow();
  });
});
