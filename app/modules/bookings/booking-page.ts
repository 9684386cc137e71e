import { isTimeZone, wallDateOf } from "#app/lib/wall-clock.ts";
import { LOCALE_INFO, type Locale } from "#app/modules/i18n/locales.ts";
import { offeredDaysIn } from "./offered-days.ts";

// What the booking page shows a visitor: the offered days in their zone (each a link), the
// chosen day's times, and the zones to choose from. Plain data, drawn without JavaScript.

/** The zones most visitors are in, first in the list: Pakistan, UK, US Eastern and Pacific, Gulf. */
export const COMMON_ZONES = [
  "Asia/Karachi",
  "Europe/London",
  "America/New_York",
  "America/Los_Angeles",
  "Asia/Dubai",
] as const;

export type ZoneChoices = {
  common: { zone: string; name: string }[];
  /** Every other zone the runtime knows, by IANA name (the one shown included). */
  all: string[];
};

export type BookingPageDay = { date: string; label: string; times: number };

export type BookingPageTime = { start: number; label: string };

export type BookingPageView = {
  zone: string;
  /** "Pakistan Standard Time (Asia/Karachi)": the zone every time on the page is read in. */
  zoneName: string;
  /** The address named a zone that does not exist: the times are in the fallback zone. */
  zoneRefused: boolean;
  /** The days with a free time, each a link. */
  days: BookingPageDay[];
  /** The day chosen (the first offered when none or a day without times is asked for). */
  day: (BookingPageDay & { slots: BookingPageTime[] }) | null;
};

/** The zone the address asks for, or `fallback` (and whether the asked one was refused). */
export function zoneAsked(
  asked: string | null,
  fallback: string,
): { zone: string; refused: boolean } {
  if (asked === null || asked === "") return { zone: fallback, refused: false };
  return isTimeZone(asked) ? { zone: asked, refused: false } : { zone: fallback, refused: true };
}

/** "Pakistan Standard Time (Asia/Karachi)", in the page's language, at `at`. */
export function zoneName(locale: Locale, zone: string, at: number): string {
  const name = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    timeZone: zone,
    timeZoneName: "longGeneric",
  })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return name && name !== zone ? `${name} (${zone})` : zone;
}

/** "Mon, 2 Mar" of a "YYYY-MM-DD" date. */
export function dayLabel(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(wallDateOf(date));
}

/** "10:00 am" of an instant on `zone`'s clock. */
export function timeLabel(locale: Locale, instant: number, zone: string): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
  }).format(instant);
}

/** "Monday, 2 March 2026, 10:00 am" of an instant on `zone`'s clock. */
export function dateTimeLabel(locale: Locale, instant: number, zone: string): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: zone,
  }).format(instant);
}

/**
 * The zone list: the common ones by name, then every other zone (with `shown`, an alias such as
 * "Asia/Kolkata" that Intl lists under another name). Each value once: a select shows the
 * option its value picks.
 */
export function zoneChoices(locale: Locale, shown: string, at: number): ZoneChoices {
  const common: readonly string[] = COMMON_ZONES;
  const all = Intl.supportedValuesOf("timeZone").filter((zone) => !common.includes(zone));
  return {
    common: COMMON_ZONES.map((zone) => ({ zone, name: zoneName(locale, zone, at) })),
    all: all.includes(shown) || common.includes(shown) ? all : [shown, ...all],
  };
}

/** The page's days and times of the offered `starts`, in `zone`, on the day asked for. */
export function bookingPageOf(
  starts: readonly number[],
  { locale, zone, day, now }: { locale: Locale; zone: string; day: string | null; now: number },
): Omit<BookingPageView, "zoneRefused"> {
  const offered = offeredDaysIn(starts, zone);
  const days = offered.map(({ date, times }) => ({
    date,
    label: dayLabel(locale, date),
    times: times.length,
  }));
  const chosen = offered.find((offer) => offer.date === day) ?? offered[0];
  return {
    zone,
    zoneName: zoneName(locale, zone, now),
    days,
    day: chosen
      ? {
          date: chosen.date,
          label: dayLabel(locale, chosen.date),
          times: chosen.times.length,
          slots: chosen.times.map(({ start }) => ({
            start,
            label: timeLabel(locale, start, zone),
          })),
        }
      : null,
  };
}
