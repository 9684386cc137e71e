import { MEETING_PLACE_KINDS, WEEKDAYS, type Weekday } from "#app/db/enums.ts";
import type { HoursRange, WeeklyHours } from "#app/db/schema.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { isTimeZone, minutesOfClock, wallDateOf } from "#app/lib/wall-clock.ts";
import { z } from "#app/lib/zod.ts";
import { defineEntity } from "#app/modules/entities/entity-definition.ts";
import {
  choice,
  choiceLabels,
  customField,
  flag,
  text,
  wholeNumber,
} from "#app/modules/entities/entity-field.ts";
import { DEFAULT_DAYS_AHEAD, DEFAULT_MINIMUM_NOTICE_MINUTES } from "./availability.ts";
import { HOST_SLUG_PATTERN, MOST_HOST_SLUG_CHARACTERS } from "./host-slug.ts";

// A host's availability settings, declared once (ADR 0041): the fields of their availability
// screen in the console, in its order, each a column of booking_hosts but the date overrides
// (rows of booking_date_overrides, saved beside them). Where the meeting happens is checked
// across two fields by hostAvailabilitySchema.

const WORKING_DAY: HoursRange[] = [{ start: "10:00", end: "17:00" }];

/** A new host's hours, and a fresh install's (bookings/default-host.server.ts). */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  monday: WORKING_DAY,
  tuesday: WORKING_DAY,
  wednesday: WORKING_DAY,
  thursday: WORKING_DAY,
  friday: WORKING_DAY,
};
export const DEFAULT_MEETING_MINUTES = 30;

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  sunday: "Sunday",
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
};

export const HOST_LIMITS = {
  rangesPerDay: 6,
  dateOverrides: 200,
  placeDetails: 500,
  calendarUrl: 2000,
} as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const clock = z
  .string({ error: "Enter a time as HH:MM, such as 09:30" })
  .trim()
  .regex(CLOCK, "Enter a time as HH:MM, such as 09:30");

/** A clock time's minutes; NaN for one already refused (zod runs the checks after it). */
const minutesOf = (value: string) => (CLOCK.test(value) ? minutesOfClock(value) : Number.NaN);

const hoursRange = z
  .object({ start: clock, end: clock })
  .refine((range) => !(minutesOf(range.end) <= minutesOf(range.start)), {
    message: "The end must be after the start",
    path: ["end"],
  });

/** One day's ranges: at most a few, none overlapping another, sorted by start. */
const dayRanges = z
  .array(hoursRange)
  .max(HOST_LIMITS.rangesPerDay, `At most ${HOST_LIMITS.rangesPerDay} ranges a day`)
  .transform((ranges) => [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start)))
  .refine(
    (ranges) =>
      ranges.every(
        (range, index) =>
          index === 0 || !(minutesOf(range.start) < minutesOf(ranges[index - 1]!.end)),
      ),
    "The hours of one day must not overlap",
  );

const weeklyHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges.default([])])))
  .transform((days) => {
    const hours: WeeklyHours = {};
    for (const day of WEEKDAYS) {
      const ranges = days[day] as HoursRange[];
      if (ranges.length > 0) hours[day] = ranges;
    }
    return hours;
  });

const dateKey = z
  .string({ error: "Enter a date as YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(wallDateOf(value)), "That date does not exist");

const dateOverridesSchema = z
  .array(z.object({ date: dateKey, ranges: dayRanges.default([]) }))
  .max(HOST_LIMITS.dateOverrides, `At most ${HOST_LIMITS.dateOverrides} dates`)
  .refine(
    (overrides) => new Set(overrides.map((override) => override.date)).size === overrides.length,
    "Each date can have one set of hours",
  );

/** A calendar's address as pasted: webcal:// (Apple, Outlook) is https:// underneath. */
const calendarAddress = typedText()
  .trim()
  .max(HOST_LIMITS.calendarUrl, `The address must be at most ${HOST_LIMITS.calendarUrl} characters`)
  .transform((value) => value.replace(/^webcals?:\/\//i, "https://"))
  .refine(
    (value) =>
      value === "" ||
      (URL.canParse(value) && ["https:", "http:"].includes(new URL(value).protocol)),
    "Paste the calendar's address, starting with https:// or webcal://",
  )
  .default("");

const storedText = (stored: unknown) => (typeof stored === "string" ? stored : "");

export const hostAvailabilityDefinition = defineEntity({
  takesDemos: flag({
    label: "Takes demos",
    description: "Visitors can book a demo with you. Turned off, your meetings stay booked.",
    initial: true,
    describe: (on) => (on ? "Yes" : "No"),
  }),
  slug: customField(
    typedText()
      .trim()
      .toLowerCase()
      .min(1, "The address is required")
      .max(
        MOST_HOST_SLUG_CHARACTERS,
        `The address must be at most ${MOST_HOST_SLUG_CHARACTERS} characters`,
      )
      .regex(
        HOST_SLUG_PATTERN,
        "Use lowercase letters, digits and single hyphens, such as sana-khan",
      ),
    {
      label: "Booking page address",
      description: "Visitors book you alone at /book/ followed by this address.",
      placeholder: "sana-khan",
      control: "text",
      limit: MOST_HOST_SLUG_CHARACTERS,
      required: true,
      initial: "",
      toForm: storedText,
      toStored: (value) => value,
    },
  ),
  timeZone: customField(
    z
      .string({ error: "Choose a time zone" })
      .trim()
      .refine(isTimeZone, "Choose a time zone from the list"),
    {
      label: "Time zone",
      description: "Your weekly hours and date overrides are in this zone.",
      control: "custom",
      required: true,
      initial: "",
      toForm: storedText,
      toStored: (value) => value,
    },
  ),
  weeklyHours: customField(weeklyHoursSchema, {
    label: "Weekly hours",
    description: "Each day's hours, several ranges a day. A day without hours is off.",
    control: "custom",
    initial: DEFAULT_WEEKLY_HOURS,
    toForm: (stored) => (stored && typeof stored === "object" ? stored : {}),
    toStored: (value) => value,
    describe: (stored) =>
      WEEKDAYS.flatMap((day) => {
        const ranges = (stored as WeeklyHours | null)?.[day] ?? [];
        return ranges.length > 0
          ? [`${WEEKDAY_LABELS[day]} ${ranges.map((r) => `${r.start}-${r.end}`).join(", ")}`]
          : [];
      }).join("; "),
  }),
  /** Saved as rows of their own (save-host-availability.server.ts), not a column. */
  dateOverrides: customField(dateOverridesSchema.default([]), {
    label: "Date overrides",
    description: "A day off, or other hours on one date.",
    control: "custom",
    initial: [],
    toForm: (_stored, row) => (Array.isArray(row.dateOverrides) ? row.dateOverrides : []),
  }),
  meetingMinutes: wholeNumber({
    label: "Meeting length (minutes)",
    range: [5, 240],
    message: "A meeting lasts 5 to 240 minutes",
    initial: DEFAULT_MEETING_MINUTES,
  }),
  bufferBeforeMinutes: wholeNumber({
    label: "Buffer before (minutes)",
    description: "Kept free before each meeting.",
    range: [0, 120],
    message: "A buffer is 0 to 120 minutes",
    initial: 0,
  }),
  bufferAfterMinutes: wholeNumber({
    label: "Buffer after (minutes)",
    description: "Kept free after each meeting.",
    range: [0, 120],
    message: "A buffer is 0 to 120 minutes",
    initial: 0,
  }),
  minimumNoticeMinutes: wholeNumber({
    label: "Minimum notice (minutes)",
    description: "How soon from now a visitor may book.",
    range: [0, 20_160],
    message: "Minimum notice is 0 to 20160 minutes (14 days)",
    initial: DEFAULT_MINIMUM_NOTICE_MINUTES,
  }),
  daysAhead: wholeNumber({
    label: "Days ahead",
    description: "How far ahead visitors may book; 0 is today only.",
    range: [0, 365],
    message: "Days ahead are 0 to 365",
    initial: DEFAULT_DAYS_AHEAD,
  }),
  mostPerDay: wholeNumber({
    label: "Most meetings a day",
    description: "Leave empty for no limit.",
    range: [1, 50],
    message: "Most meetings a day are 1 to 50, or empty for no limit",
    initial: null,
    emptyIsNone: true,
  }),
  placeKind: choice({
    label: "Where the meeting happens",
    values: MEETING_PLACE_KINDS,
    labels: { video: "Video call", phone: "Phone or WhatsApp call", address: "In person" },
    initial: "phone",
    error: "Choose where the meeting happens",
  }),
  placeDetails: text({
    label: "Link, number or address",
    description:
      "A video call's link; for a call, the number you call from (left empty, you call the visitor's WhatsApp number); in person, the address.",
    max: HOST_LIMITS.placeDetails,
    multiLine: true,
  }),
  calendarUrl: customField(calendarAddress, {
    label: "Your calendar's secret address (iCal)",
    description:
      "Optional. Paste the secret iCal address of your Google, Outlook or Apple calendar: its busy times are kept out of the times offered.",
    placeholder: "https://calendar.google.com/calendar/ical/…/basic.ics",
    control: "text",
    format: "link",
    limit: HOST_LIMITS.calendarUrl,
    initial: "",
    toForm: storedText,
    toStored: (value) => (value === "" ? null : value),
  }),
});

export const MEETING_PLACE_LABELS = choiceLabels(hostAvailabilityDefinition.fields.shape.placeKind);

/**
 * The availability form's schema: the definition's fields, and where the meeting happens said
 * in full (a video call's link, an address).
 */
export const hostAvailabilitySchema = hostAvailabilityDefinition.fields.superRefine(
  (values, context) => {
    const details = values.placeDetails;
    if (values.placeKind === "video" && !/^https?:\/\/\S+\.\S+/i.test(details)) {
      context.addIssue({
        code: "custom",
        path: ["placeDetails"],
        message: "Paste the video call's link, starting with https://",
      });
    } else if (values.placeKind === "address" && details === "") {
      context.addIssue({
        code: "custom",
        path: ["placeDetails"],
        message: "Enter the address where you meet",
      });
    }
  },
);

export type HostAvailabilityValues = z.output<typeof hostAvailabilitySchema>;
