import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  type CalendarFeed,
  calendarFeed,
  calendarFeedPath,
  type FeedMeeting,
  feedTokenOf,
} from "./calendar-feed.ts";
import { meetingUid } from "./meeting-invite.ts";

// The feed is read back with ical.js, as a calendar program subscribed to it would read it.

const utc = (iso: string) => Date.parse(`${iso}Z`);

const BOOKED: FeedMeeting = {
  uid: meetingUid("3b1f0c1e-booked", "dmflow.pk"),
  sequence: 1,
  status: "booked",
  start: utc("2026-03-29T09:00:00"),
  end: utc("2026-03-29T09:30:00"),
  changedAt: utc("2026-03-20T10:15:00"),
  lead: {
    name: "عائشہ خان; Ayesha, CEO",
    email: "ayesha@example.com",
    whatsappNumber: "+923001234567",
  },
  place: { kind: "video", url: "https://meet.example.com/abc-defg-hij" },
  notes: "Wants Instagram\nand WhatsApp",
  cancelReason: null,
};

const CANCELLED: FeedMeeting = {
  uid: meetingUid("9d2e7a40-cancelled", "dmflow.pk"),
  sequence: 2,
  status: "cancelled",
  start: utc("2026-03-30T11:00:00"),
  end: utc("2026-03-30T11:30:00"),
  changedAt: utc("2026-03-21T08:00:00"),
  lead: { name: "Bilal", email: "bilal@example.com", whatsappNumber: null },
  place: { kind: "address", address: "Office 4, MM Alam Road, Lahore" },
  notes: null,
  cancelReason: "Travelling that week",
};

const FEED: CalendarFeed = { name: "DMflow demos: Sana", meetings: [BOOKED, CANCELLED] };

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

describe("a host's calendar feed", () => {
  it("publishes each meeting with the invitation's UID and sequence, its times and status", () => {
    const { calendar, events } = eventsOf(calendarFeed(FEED));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("DMflow demos: Sana");
    expect(events.map((event) => event.getFirstPropertyValue("uid"))).toEqual([
      "3b1f0c1e-booked@dmflow.pk",
      "9d2e7a40-cancelled@dmflow.pk",
    ]);
    const [booked, cancelled] = events.map((event) => new ICAL.Event(event));
    expect(booked!.startDate.toJSDate().getTime()).toBe(BOOKED.start);
    expect(booked!.endDate.toJSDate().getTime()).toBe(BOOKED.end);
    expect(booked!.sequence).toBe(1);
    expect(events[0]!.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(events[0]!.getFirstPropertyValue("transp")).toBe("OPAQUE");
    expect(cancelled!.sequence).toBe(2);
    expect(events[1]!.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(events[1]!.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
  });

  it("names the lead and the place, with the lead's details and notes for the host", () => {
    const { events } = eventsOf(calendarFeed(FEED));
    const [booked, cancelled] = events;
    expect(booked!.getFirstPropertyValue("summary")).toBe("Demo: عائشہ خان; Ayesha, CEO");
    expect(booked!.getFirstPropertyValue("location")).toBe("https://meet.example.com/abc-defg-hij");
    expect(booked!.getFirstPropertyValue("url")).toBe("https://meet.example.com/abc-defg-hij");
    expect(booked!.getFirstPropertyValue("description")).toBe(
      "E-mail: ayesha@example.com\nWhatsApp: +923001234567\nNotes: Wants Instagram\nand WhatsApp",
    );
    expect(cancelled!.getFirstPropertyValue("location")).toBe("Office 4, MM Alam Road, Lahore");
    expect(cancelled!.hasProperty("url")).toBe(false);
    expect(cancelled!.getFirstPropertyValue("description")).toBe(
      "E-mail: bilal@example.com\nCancelled: Travelling that week",
    );
  });

  it("asks subscribers to poll every 15 minutes and stamps events with their last change", () => {
    const text = calendarFeed(FEED);
    const { calendar, events } = eventsOf(text);
    const interval = calendar.getFirstPropertyValue("refresh-interval") as ICAL.Duration;
    expect(interval.toSeconds()).toBe(15 * 60);
    expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT15M");
    const stamp = events[0]!.getFirstPropertyValue("dtstamp") as ICAL.Time;
    expect(stamp.toJSDate().getTime()).toBe(BOOKED.changedAt);
    // The same meetings give the same text: the address's ETag holds until one changes.
    expect(calendarFeed(FEED)).toBe(text);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("is an empty calendar when the host has no meetings", () => {
    const { calendar, events } = eventsOf(calendarFeed({ name: "Demos", meetings: [] }));
    expect(calendar.name).toBe("vcalendar");
    expect(events).toHaveLength(0);
  });
});

describe("a feed's address", () => {
  it("carries the token as {token}.ics, and gives it back from the file name alone", () => {
    const token = "q9Zk2v_Lr8T-3mWfXe0aYc7BnH1sJdPu4GtKiAoV5yE";
    expect(calendarFeedPath(token)).toBe(`/calendar/${token}.ics`);
    expect(feedTokenOf(calendarFeedPath(token).split("/").at(-1))).toBe(token);
    expect(feedTokenOf(token)).toBeNull();
    expect(feedTokenOf(".ics")).toBeNull();
    expect(feedTokenOf(undefined)).toBeNull();
  });
});
