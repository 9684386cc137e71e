// Schedules are entered as a date and time in the site's time zone (SITE_TIMEZONE), the way a
// `datetime-local` field gives them ("2026-11-24T09:00"), and stored as instants.

import { offsetAt } from "#app/lib/wall-clock.ts";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant of a wall-clock time in `timeZone`, or null when the text is not one. */
export function siteTimeToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  // The zone's offset at the guessed instant, then again at the corrected one (DST edges).
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** An instant as the `datetime-local` text of its wall-clock time in `timeZone`. */
export function instantToSiteTime(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return shifted.toISOString().slice(0, 16);
}

export type ScheduleFields = { publishAt: string; unpublishAt: string };
export type ParsedSchedule =
  | { ok: true; publishAt: Date | null; unpublishAt: Date | null }
  | { ok: false; field: keyof ScheduleFields; error: string };

/** The dialog's Publish at / Unpublish at fields (blank clears one), read in the site's zone. */
export function parseScheduleFields(fields: ScheduleFields, timeZone: string): ParsedSchedule {
  const read = (text: string) => (text.trim() === "" ? null : siteTimeToInstant(text, timeZone));
  const publishAt = read(fields.publishAt);
  const unpublishAt = read(fields.unpublishAt);
  if (fields.publishAt.trim() && !publishAt) {
    return { ok: false, field: "publishAt", error: "Enter a date and time" };
  }
  if (fields.unpublishAt.trim() && !unpublishAt) {
    return { ok: false, field: "unpublishAt", error: "Enter a date and time" };
  }
  if (publishAt && unpublishAt && unpublishAt <= publishAt) {
    return { ok: false, field: "unpublishAt", error: "Unpublish at must be later than Publish at" };
  }
  return { ok: true, publishAt, unpublishAt };
}

/** "Nov 24, 2026, 9:00 AM" in the site's zone, for messages and lists. */
export function formatSiteTime(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(new Date(instant));
}
