// The business hours in words, in the page's language: "Monday - Friday", "9:00 AM - 6:00 PM
// PKT"; in Urdu "پیر تا جمعہ", "صبح 9:00 تا شام 6:00 (PKT)", the clocks isolated left to right.
import type { Weekday } from "#app/db/enums.ts";
import { isolateLeftToRight } from "#app/lib/left-to-right.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { LOCALE_INFO, type Locale } from "#app/modules/i18n/locales.ts";
import { type DayHours, type OpeningWeek, WEEK } from "./opening-week.ts";

/** A Monday: each weekday's name is read from the week after it. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** A weekday's name in `locale` ("Monday", "پیر"). */
export function weekdayName(locale: Locale, day: Weekday): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    weekday: "long",
    timeZone: "UTC",
  }).format(A_MONDAY + WEEK.indexOf(day) * DAY_MS);
}

/**
 * A time of day ("HH:MM") as `locale` says it: "9:00 AM"; in a right-to-left language the part
 * of the day first and the clock isolated ("صبح ⁦9:00⁩"), as the seeded Urdu hours read.
 */
export function clockLabel(locale: Locale, clock: string): string {
  const instant = Date.UTC(2024, 0, 1, Number(clock.slice(0, 2)), Number(clock.slice(3)));
  const { intl, dir } = LOCALE_INFO[locale];
  if (dir === "ltr") {
    const parts = new Intl.DateTimeFormat(intl, {
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: "UTC",
    }).formatToParts(instant);
    return parts
      .map((part) => (part.type === "dayPeriod" ? part.value.toUpperCase() : part.value))
      .join("")
      .replace(/\s/g, " ");
  }
  const parts = new Intl.DateTimeFormat(intl, {
    hour: "numeric",
    minute: "2-digit",
    dayPeriod: "short",
    timeZone: "UTC",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? "";
  return `${part("dayPeriod")} ${isolateLeftToRight(`${part("hour")}:${part("minute")}`)}`;
}

/** A time or a range with the time zone's label after it, when there is one ("9:00 AM PKT"). */
export function inTimeZone(locale: Locale, text: string, zoneLabel: string): string {
  return zoneLabel ? translator(locale)("hours.inZone", { hours: text, zone: zoneLabel }) : text;
}

/** A row of the hours as a visitor reads it. */
export type HoursRow = { days: string; hours: string };

const sameHours = (a: DayHours, b: DayHours) => a.opens === b.opens && a.closes === b.closes;

/**
 * The week in rows, days in a row with the same hours grouped ("Monday - Friday"), closed days
 * saying so, every time in `locale` with the zone's label.
 */
export function hoursRows(week: OpeningWeek, locale: Locale, zoneLabel: string): HoursRow[] {
  const t = translator(locale);
  const rows: HoursRow[] = [];
  let first = 0;
  while (first < WEEK.length) {
    const hours = week[WEEK[first]!];
    let last = first;
    while (last + 1 < WEEK.length && sameHours(week[WEEK[last + 1]!], hours)) last++;
    const from = weekdayName(locale, WEEK[first]!);
    rows.push({
      days:
        last === first ? from : t("hours.dayRange", { from, to: weekdayName(locale, WEEK[last]!) }),
      hours:
        hours.opens === ""
          ? t("hours.closed")
          : inTimeZone(
              locale,
              t("hours.timeRange", {
                opens: clockLabel(locale, hours.opens),
                closes: clockLabel(locale, hours.closes),
              }),
              zoneLabel,
            ),
    });
    first = last + 1;
  }
  return rows;
}
