// The business's hours, per weekday, in the site's time zone (SITE_TIMEZONE): the contact
// page's hours section holds them, the chat button says from them when the team replies
// (docs/decisions/0049-chat-qr-code-and-business-hours.md).
import { WEEKDAYS, type Weekday } from "#app/db/enums.ts";
import { minutesOfClock } from "#app/lib/wall-clock.ts";
import { z } from "#app/lib/zod.ts";

/** The week as the hours are listed, Monday first. */
export const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day, "HH:MM" (24-hour); empty on a closed day. */
const clockOrEmpty = z
  .string()
  .trim()
  .refine((value) => value === "" || CLOCK.test(value), {
    error: "Enter a time as HH:MM (24-hour), such as 09:00, or leave it empty",
  });

/** One day's hours: open from `opens` to `closes`, or closed with both empty. */
export const dayHours = z
  .strictObject({ opens: clockOrEmpty, closes: clockOrEmpty })
  .superRefine((day, context) => {
    if ((day.opens === "") !== (day.closes === "")) {
      context.addIssue({
        code: "custom",
        path: [day.opens === "" ? "opens" : "closes"],
        message: "Give both times, or leave both empty for a closed day",
      });
    } else if (day.opens !== "" && day.closes <= day.opens) {
      context.addIssue({ code: "custom", path: ["closes"], message: "Close after opening" });
    }
  });

export const openingWeek = z.strictObject({
  monday: dayHours,
  tuesday: dayHours,
  wednesday: dayHours,
  thursday: dayHours,
  friday: dayHours,
  saturday: dayHours,
  sunday: dayHours,
});

export type DayHours = z.output<typeof dayHours>;
export type OpeningWeek = z.output<typeof openingWeek>;

const NINE_TO_SIX = { opens: "09:00", closes: "18:00" };

/** A fresh install's hours, as the contact page has always shown them (built-in/contact.ts). */
export const SEEDED_WEEK: OpeningWeek = {
  monday: NINE_TO_SIX,
  tuesday: NINE_TO_SIX,
  wednesday: NINE_TO_SIX,
  thursday: NINE_TO_SIX,
  friday: NINE_TO_SIX,
  saturday: { opens: "10:00", closes: "16:00" },
  sunday: { opens: "", closes: "" },
};

/** A day's opening and closing as minutes after midnight; null on a closed day. */
export function openMinutes(day: DayHours): { opens: number; closes: number } | null {
  if (day.opens === "" || day.closes === "") return null;
  return { opens: minutesOfClock(day.opens), closes: minutesOfClock(day.closes) };
}
