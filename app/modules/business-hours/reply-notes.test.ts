import { describe, expect, it } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { SEEDED_WEEK } from "./opening-week.ts";
import { replyNoteAt } from "./reply-note-at.ts";
import { replyNotes } from "./reply-notes.ts";

const KARACHI: { locale: Locale; zone: string; zoneLabel: string } = {
  locale: "en",
  zone: "Asia/Karachi",
  zoneLabel: "PKT",
};
const at = (iso: string) => Date.parse(iso);

/** What the button says at `iso`, from notes made at `madeAt` (a cached page's render). */
function noteAt(iso: string, madeAt = iso, place = KARACHI, week = SEEDED_WEEK) {
  return replyNoteAt(replyNotes(week, place, at(madeAt)), at(iso));
}

describe("when the team replies", () => {
  it("says nothing while open, and today's opening before it", () => {
    // Monday 2 March 2026 in Karachi (UTC+5, no daylight saving).
    expect(noteAt("2026-03-02T10:00:00+05:00")).toBeNull();
    expect(noteAt("2026-03-02T17:59:00+05:00")).toBeNull();
    expect(noteAt("2026-03-02T07:30:00+05:00")).toBe("We reply from 9:00 AM PKT");
  });

  it("names the next open day after closing, across the closed Sunday", () => {
    expect(noteAt("2026-03-02T18:00:00+05:00")).toBe("We reply Tuesday from 9:00 AM PKT");
    expect(noteAt("2026-03-06T20:00:00+05:00")).toBe("We reply Saturday from 10:00 AM PKT");
    expect(noteAt("2026-03-07T16:30:00+05:00")).toBe("We reply Monday from 9:00 AM PKT");
    expect(noteAt("2026-03-08T12:00:00+05:00")).toBe("We reply Monday from 9:00 AM PKT");
    // After midnight the opening is today's.
    expect(noteAt("2026-03-09T00:30:00+05:00")).toBe("We reply from 9:00 AM PKT");
  });

  it("stays true on a page kept for days: the notes cover the week ahead", () => {
    const rendered = "2026-03-02T12:00:00+05:00";
    expect(noteAt("2026-03-05T21:00:00+05:00", rendered)).toBe("We reply Friday from 9:00 AM PKT");
    expect(noteAt("2026-03-07T11:00:00+05:00", rendered)).toBeNull();
    expect(noteAt("2026-03-09T08:00:00+05:00", rendered)).toBe("We reply from 9:00 AM PKT");
  });

  it("follows the zone's clock across daylight saving, and the visitor's clock not at all", () => {
    const newYork = { locale: "en" as const, zone: "America/New_York", zoneLabel: "ET" };
    // Clocks go forward on Sunday 8 March 2026: Friday closes at 18:00 EST (23:00 UTC),
    // Monday opens at 9:00 EDT (13:00 UTC).
    const notes = replyNotes(SEEDED_WEEK, newYork, at("2026-03-06T22:00:00Z"));
    // Saturday closes at 16:00 EST; the note of the next opening's day runs to Monday's
    // midnight, by then on daylight time (04:00 UTC), and today's opening from there.
    const monday = notes.find((note) => note.text === "We reply Monday from 9:00 AM ET");
    expect(monday).toMatchObject({
      from: at("2026-03-07T21:00:00Z"),
      until: at("2026-03-09T04:00:00Z"),
    });
    const morning = notes.find(
      (note) => note.text === "We reply from 9:00 AM ET" && note.from === monday?.until,
    );
    expect(morning?.until).toBe(at("2026-03-09T13:00:00Z"));
    const friday = notes.find((note) => note.text === "We reply Saturday from 10:00 AM ET");
    expect(friday?.from).toBe(at("2026-03-06T23:00:00Z"));
    expect(replyNoteAt(notes, at("2026-03-09T12:59:00Z"))).toBe("We reply from 9:00 AM ET");
    expect(replyNoteAt(notes, at("2026-03-09T13:00:00Z"))).toBeNull();
  });

  it("writes the Urdu note with the day's Urdu name", () => {
    const urdu = { ...KARACHI, locale: "ur" as const };
    expect(noteAt("2026-03-07T18:00:00+05:00", undefined, urdu)).toBe(
      "ہم پیر کو صبح \u20669:00\u2069 (\u2066PKT\u2069) سے جواب دیں گے",
    );
  });

  it("says nothing of hours when no day is open", () => {
    const closed = { opens: "", closes: "" };
    const week = Object.fromEntries(Object.keys(SEEDED_WEEK).map((day) => [day, closed]));
    expect(replyNotes(week as typeof SEEDED_WEEK, KARACHI, at("2026-03-02T20:00:00Z"))).toEqual([]);
  });
});
