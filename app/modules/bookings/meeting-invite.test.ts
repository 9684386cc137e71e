import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { foldedLine } from "./icalendar-text.ts";
import { type MeetingInvite, meetingInvite, meetingUid } from "./meeting-invite.ts";

// The invitations are read back with ical.js, a parser the mail programs' own behave like.

const utc = (iso: string) => Date.parse(`${iso}Z`);

const URDU_DESCRIPTION =
  "السلام علیکم! آپ کی ڈیمو میٹنگ طے ہو گئی ہے۔ ہم آپ کو دکھائیں گے کہ واٹس ایپ، انسٹاگرام اور " +
  "فیس بک پر خودکار جوابات کیسے کام کرتے ہیں؛ سوالات ساتھ لائیں, اور وقت پر شامل ہوں۔\n" +
  "Path: C:\\demo; 50% off, today only\r\nدوسری سطر 👩🏽‍💻";

const INVITE: MeetingInvite = {
  method: "REQUEST",
  uid: meetingUid("bk_8f3a2c", "dmflow.pk"),
  sequence: 0,
  stampedAt: utc("2026-03-20T10:15:00"),
  start: utc("2026-03-29T09:00:00"),
  end: utc("2026-03-29T09:30:00"),
  summary: "DMflow demo: Ayesha Khan",
  description: URDU_DESCRIPTION,
  place: { kind: "video", url: "https://meet.example.com/abc-defg-hij" },
  organizer: { name: "Bilal Ahmed", email: "bilal@dmflow.pk" },
  attendees: [{ name: 'عائشہ "Ayesha" خان; CEO', email: "ayesha@example.com" }],
};

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, event };
}

describe("meeting invitations", () => {
  it("reads back with the method, UID, sequence, times, people and reminder", () => {
    const { calendar, event } = parsed(meetingInvite(INVITE));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.getFirstPropertyValue("uid")).toBe("bk_8f3a2c@dmflow.pk");
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(start.toUnixTime() * 1000).toBe(INVITE.start);
    expect(end.toUnixTime() * 1000).toBe(INVITE.end);
    expect(start.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(event.getFirstPropertyValue("location")).toBe("https://meet.example.com/abc-defg-hij");
    const organizer = event.getFirstProperty("organizer")!;
    expect(organizer.getFirstValue()).toBe("mailto:bilal@dmflow.pk");
    expect(organizer.getParameter("cn")).toBe("Bilal Ahmed");
    const attendee = event.getFirstProperty("attendee")!;
    expect(attendee.getFirstValue()).toBe("mailto:ayesha@example.com");
    expect(attendee.getParameter("cn")).toBe('عائشہ "Ayesha" خان; CEO');
    const alarm = event.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect((alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds()).toBe(-15 * 60);
  });

  it("folds long Urdu text at 75 octets without splitting a character, and unfolds it back", () => {
    const text = meetingInvite(INVITE);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(5);
    // No line holds half a character.
    for (const line of lines) expect(line.isWellFormed()).toBe(true);
    const { event } = parsed(text);
    expect(event.getFirstPropertyValue("description")).toBe(
      URDU_DESCRIPTION.replace(/\r\n/g, "\n"),
    );
  });

  it("cancels the same event: same UID, a higher sequence, no reminder", () => {
    const { calendar, event } = parsed(meetingInvite({ ...INVITE, method: "CANCEL", sequence: 2 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe("bk_8f3a2c@dmflow.pk");
    expect(event.getFirstPropertyValue("sequence")).toBe(2);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.getFirstSubcomponent("valarm")).toBeNull();
  });

  it("writes a phone number or an address as the location", () => {
    const phone = parsed(
      meetingInvite({ ...INVITE, place: { kind: "phone", number: "+92 300 1234567" } }),
    );
    expect(phone.event.getFirstPropertyValue("location")).toBe("+92 300 1234567");
    expect(phone.event.getFirstPropertyValue("url")).toBeNull();
    const address = "Office 4, Block B; Gulberg III, Lahore";
    const office = parsed(meetingInvite({ ...INVITE, place: { kind: "address", address } }));
    expect(office.event.getFirstPropertyValue("location")).toBe(address);
  });

  it("refuses an e-mail address that would break the line", () => {
    const attendees = [{ name: "X", email: "x@example.com\r\nATTENDEE:mailto:y@example.com" }];
    expect(() => meetingInvite({ ...INVITE, attendees })).toThrow();
  });

  it("keeps any text as it was written, whatever it holds", () => {
    const written = (text: string) =>
      text
        .toWellFormed()
        .replace(/\r\n?/g, "\n")
        .replace(/(?![\t\n])\p{Cc}/gu, "");
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 300 }),
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 80 }),
        (description, name) => {
          const text = meetingInvite({
            ...INVITE,
            summary: description,
            description: description || "x",
            attendees: [{ name, email: "a@example.com" }],
          });
          for (const line of text.split("\r\n")) {
            expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
          }
          const { event } = parsed(text);
          expect(event.getFirstPropertyValue("summary") ?? "").toBe(written(description));
          expect(event.getFirstPropertyValue("description")).toBe(written(description || "x"));
          expect(event.getFirstProperty("attendee")!.getParameter("cn")).toBe(written(name));
        },
      ),
      { numRuns: 100 },
    );
  }, 20_000);

  it("folds at the 75th octet exactly", () => {
    expect(foldedLine("a".repeat(75))).toBe("a".repeat(75));
    expect(foldedLine("a".repeat(76))).toBe(`${"a".repeat(75)}\r\n a`);
    // Urdu letters are 2 octets: 37 fit the first line, and 37 the next after its space.
    expect(foldedLine("ک".repeat(80))).toBe(
      `${"ک".repeat(37)}\r\n ${"ک".repeat(37)}\r\n ${"ک".repeat(6)}`,
    );
    // 3 octets: 25, then 24.
    expect(foldedLine("€".repeat(50))).toBe(`${"€".repeat(25)}\r\n ${"€".repeat(24)}\r\n €`);
  });
});
