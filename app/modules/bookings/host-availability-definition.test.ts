import { describe, expect, it } from "vitest";
import {
  DEFAULT_WEEKLY_HOURS,
  hostAvailabilityDefinition,
  hostAvailabilitySchema,
  MEETING_PLACE_LABELS,
} from "./host-availability-definition.ts";

const valid = () => ({
  ...hostAvailabilityDefinition.initialValues(),
  slug: "sana-khan",
  timeZone: "Asia/Karachi",
});

/** The messages by field of a form with `changes`, or the stored values when it passes. */
function parsed(changes: Record<string, unknown>) {
  const result = hostAvailabilitySchema.safeParse({ ...valid(), ...changes });
  if (result.success) return { stored: hostAvailabilityDefinition.storedValues(result.data) };
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) issues[issue.path.join(".")] ??= issue.message;
  return { issues };
}

describe("a host's availability settings", () => {
  it("start from a fresh install's host: weekdays 10-17, 30 minutes, 2 hours' notice, 30 days", () => {
    expect(hostAvailabilityDefinition.initialValues()).toMatchObject({
      takesDemos: true,
      weeklyHours: DEFAULT_WEEKLY_HOURS,
      dateOverrides: [],
      meetingMinutes: "30",
      bufferBeforeMinutes: "0",
      minimumNoticeMinutes: "120",
      daysAhead: "30",
      mostPerDay: "",
      placeKind: "phone",
    });
    expect(MEETING_PLACE_LABELS).toEqual({
      video: "Video call",
      phone: "Phone or WhatsApp call",
      address: "In person",
    });
  });

  it("store as booking_hosts' columns, the date overrides left to their own rows", () => {
    expect(parsed({ mostPerDay: "4", calendarUrl: "webcal://example.com/me.ics" })).toEqual({
      stored: {
        takesDemos: true,
        slug: "sana-khan",
        timeZone: "Asia/Karachi",
        weeklyHours: DEFAULT_WEEKLY_HOURS,
        meetingMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeMinutes: 120,
        daysAhead: 30,
        mostPerDay: 4,
        placeKind: "phone",
        placeDetails: "",
        calendarUrl: "https://example.com/me.ics",
      },
    });
    expect(parsed({}).stored).toMatchObject({ mostPerDay: null, calendarUrl: null });
    // A stored host reads back as the form shows it.
    const form = hostAvailabilityDefinition.formValues({
      ...parsed({})?.stored,
      dateOverrides: [{ date: "2026-03-05", ranges: [] }],
    });
    expect(form).toMatchObject({
      mostPerDay: "",
      calendarUrl: "",
      dateOverrides: [{ date: "2026-03-05" }],
    });
  });

  it("sort a day's ranges and drop days without hours", () => {
    const weeklyHours = {
      monday: [
        { start: "14:00", end: "17:00" },
        { start: "09:00", end: "12:00" },
      ],
      sunday: [],
    };
    expect(parsed({ weeklyHours }).stored?.weeklyHours).toEqual({
      monday: [
        { start: "09:00", end: "12:00" },
        { start: "14:00", end: "17:00" },
      ],
    });
  });

  it("refuse hours that make no sense, with a message by field", () => {
    expect(parsed({ weeklyHours: { monday: [{ start: "9:00", end: "12:00" }] } }).issues).toEqual({
      "weeklyHours.monday.0.start": "Enter a time as HH:MM, such as 09:30",
    });
    expect(parsed({ weeklyHours: { monday: [{ start: "12:00", end: "09:00" }] } }).issues).toEqual({
      "weeklyHours.monday.0.end": "The end must be after the start",
    });
    expect(
      parsed({
        weeklyHours: {
          monday: [
            { start: "09:00", end: "12:00" },
            { start: "11:00", end: "13:00" },
          ],
        },
      }).issues,
    ).toEqual({ "weeklyHours.monday": "The hours of one day must not overlap" });
    expect(
      parsed({
        dateOverrides: [
          { date: "2026-02-30", ranges: [] },
          { date: "2026-03-05", ranges: [] },
          { date: "2026-03-05", ranges: [] },
        ],
      }).issues,
    ).toEqual({
      "dateOverrides.0.date": "That date does not exist",
      dateOverrides: "Each date can have one set of hours",
    });
  });

  it("refuse a zone, an address or numbers that do not exist", () => {
    expect(
      parsed({
        timeZone: "Asia/Lahore",
        slug: "Sana Khan",
        meetingMinutes: "0",
        mostPerDay: "0",
        calendarUrl: "ftp://example.com/me.ics",
      }).issues,
    ).toEqual({
      timeZone: "Choose a time zone from the list",
      slug: "Use lowercase letters, digits and single hyphens, such as sana-khan",
      meetingMinutes: "A meeting lasts 5 to 240 minutes",
      mostPerDay: "Most meetings a day are 1 to 50, or empty for no limit",
      calendarUrl: "Paste the calendar's address, starting with https:// or webcal://",
    });
  });

  it("want a video call's link and a meeting's address", () => {
    expect(parsed({ placeKind: "video", placeDetails: "zoom me" }).issues).toEqual({
      placeDetails: "Paste the video call's link, starting with https://",
    });
    expect(parsed({ placeKind: "address", placeDetails: "" }).issues).toEqual({
      placeDetails: "Enter the address where you meet",
    });
    expect(
      parsed({ placeKind: "video", placeDetails: "https://meet.example.com/abc" }).stored,
    ).toMatchObject({ placeKind: "video", placeDetails: "https://meet.example.com/abc" });
  });
});
