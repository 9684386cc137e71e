// What the chat button says outside the business hours: "We reply from 9:00 AM PKT" before
// today's opening, "We reply Monday from 9:00 AM PKT" when the next opening is another day
// (docs/decisions/0049-chat-qr-code-and-business-hours.md). A page is one cached document for
// every visitor (ADR 0036), so the notes of the coming week go with it, each with the instants
// it holds between, and the page's script shows the one of the visitor's moment.
import { WEEKDAYS } from "#app/db/enums.ts";
import {
  clockTimeOf,
  DAY_MS,
  MINUTE_MS,
  resolveWallTime,
  startOfDay,
  wallTimeAt,
} from "#app/lib/wall-clock.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { clockLabel, inTimeZone, weekdayName } from "./hours-text.ts";
import { type OpeningWeek, openMinutes } from "./opening-week.ts";
import type { ReplyNote } from "./reply-note-at.ts";

/** How far ahead the notes go: a page kept a week still says the truth. */
const DAYS_AHEAD = 8;

type Place = { locale: Locale; zone: string; zoneLabel: string };

/** The instant a wall time names; one the clocks skip is the moment they jump. */
function instantOf(wall: number, zone: string): number {
  const resolved = resolveWallTime(wall, zone);
  return resolved.exists ? resolved.instant : resolved.transition;
}

/**
 * The closed stretches from `now` on for a week and a day, split at the zone's midnights (the
 * words change with the day), those with the same words in a row joined. None when the week
 * has no open day: the button then says nothing of hours.
 */
export function replyNotes(week: OpeningWeek, { locale, zone, zoneLabel }: Place, now: number) {
  const t = translator(locale);
  const today = startOfDay(wallTimeAt(now, zone));
  const hoursOn = (midnight: number) =>
    openMinutes(week[WEEKDAYS[new Date(midnight).getUTCDay()]!]);
  /** The words of a stretch ending at the next opening, `days` after the stretch's day. */
  const noteBefore = (midnight: number, days: number): string | null => {
    for (let ahead = days; ahead <= days + 7; ahead++) {
      const opening = hoursOn(midnight + ahead * DAY_MS);
      if (!opening) continue;
      const clock = clockTimeOf(opening.opens * MINUTE_MS);
      const time = inTimeZone(locale, clockLabel(locale, clock), zoneLabel);
      if (ahead === 0) return t("chat.replyFrom", { time });
      const day = WEEKDAYS[new Date(midnight + ahead * DAY_MS).getUTCDay()]!;
      return t("chat.replyOn", { day: weekdayName(locale, day), time });
    }
    return null;
  };
  const notes: ReplyNote[] = [];
  const add = (fromWall: number, untilWall: number, text: string | null) => {
    if (text === null || untilWall <= fromWall) return;
    const from = instantOf(fromWall, zone);
    const until = instantOf(untilWall, zone);
    const last = notes.at(-1);
    if (last && last.until === from && last.text === text) last.until = until;
    else notes.push({ from, until, text });
  };
  for (let day = 0; day < DAYS_AHEAD; day++) {
    const midnight = today + day * DAY_MS;
    const hours = hoursOn(midnight);
    if (!hours) {
      add(midnight, midnight + DAY_MS, noteBefore(midnight, 1));
      continue;
    }
    add(midnight, midnight + hours.opens * MINUTE_MS, noteBefore(midnight, 0));
    add(midnight + hours.closes * MINUTE_MS, midnight + DAY_MS, noteBefore(midnight, 1));
  }
  return notes.filter((note) => note.until > now);
}
