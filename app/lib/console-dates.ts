// The console's dates, in the site's time zone: "Nov 21, 2026" in lists, "Nov 21, 2026, 03:04
// PM" where the time matters (a lead's page, the Activity log), and the calendar days its
// filters take (yyyy-MM-dd).

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, long: boolean) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      month: "short",
      day: "2-digit",
      year: "numeric",
      ...(long ? { hour: "2-digit", minute: "2-digit", hourCycle: "h12" } : {}),
    });
    cache.set(timeZone, format);
  }
  return format;
}

/** "MMM dd, yyyy" (e.g. "Nov 21, 2026") in the site's time zone. */
export function formatConsoleDate(value: Date | string, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "-";
  return formatter(dayFormatters, timeZone, false).format(date);
}

/** "Nov 21, 2026, 03:04 PM" in the site's time zone (a lead's page, the Activity log). */
export function formatConsoleDateTime(value: Date | string, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "-";
  return formatter(dateTimeFormatters, timeZone, true).format(date);
}

/** A calendar day written yyyy-MM-dd that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 9999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
