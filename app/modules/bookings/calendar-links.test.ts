import { describe, expect, it } from "vitest";
import { googleCalendarLink, outlookCalendarLink } from "./calendar-links.ts";

const EVENT = {
  title: "DMflow demo & Q+A",
  start: Date.parse("2026-11-01T05:30:00Z"),
  end: Date.parse("2026-11-01T06:00:00Z"),
  details: "ڈیمو میٹنگ\nJoin: https://meet.example.com/abc?x=1&y=2",
  location: "https://meet.example.com/abc?x=1&y=2",
};

describe("add-to-calendar links", () => {
  it("fills Google Calendar's template, with the times in UTC", () => {
    const link = googleCalendarLink(EVENT);
    expect(link).toContain("&dates=20261101T053000Z/20261101T060000Z&");
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: EVENT.title,
      dates: "20261101T053000Z/20261101T060000Z",
      details: EVENT.details,
      location: EVENT.location,
    });
  });

  it("fills Outlook's compose page, spaces written as %20", () => {
    const link = outlookCalendarLink(EVENT);
    expect(link).not.toContain("+");
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      subject: EVENT.title,
      startdt: "2026-11-01T05:30:00Z",
      enddt: "2026-11-01T06:00:00Z",
      body: EVENT.details,
      location: EVENT.location,
    });
  });

  it("leaves out what the meeting does not have", () => {
    const bare = { title: "Demo", start: EVENT.start, end: EVENT.end };
    expect(googleCalendarLink(bare)).toBe(
      "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Demo&dates=20261101T053000Z/20261101T060000Z",
    );
    expect(outlookCalendarLink(bare)).toBe(
      "https://outlook.live.com/calendar/0/deeplink/compose?subject=Demo&startdt=2026-11-01T05%3A30%3A00Z&enddt=2026-11-01T06%3A00%3A00Z",
    );
  });
});
