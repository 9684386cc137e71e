import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { leftToRight } from "#app/modules/i18n/left-to-right.ts";
import { asHtml, type BookingForMessage } from "./booking-message-parts.ts";
import { visitorBookingMessage } from "./booking-message-visitor.ts";

// The visitor's e-mail as written from a booking: the place said as the host set it, the
// host's time only where it differs, an e-mail that survives a host's account being deleted,
// and the Urdu e-mail's left-to-right values.

const BOOKING: BookingForMessage = {
  id: "0b9c2d4e-1111-4222-8333-944455556666",
  status: "booked",
  startsAt: new Date("2026-03-02T05:00:00Z"),
  endsAt: new Date("2026-03-02T05:30:00Z"),
  timeZone: "Asia/Karachi",
  locale: "en",
  uid: "0b9c2d4e@dmflow.pk",
  sequence: 0,
  notes: null,
  cancelReason: null,
  lead: { id: "l1", name: "Ali Raza", email: "ali@example.pk", whatsappNumber: "+923001234567" },
  host: {
    id: "sana",
    name: "Sana Malik",
    email: "sana@dmflow.pk",
    timeZone: "Asia/Karachi",
    place: { kind: "phone", details: "" },
  },
};

const CONTEXT = {
  siteTitle: "DMflow",
  siteUrl: "https://dmflow.pk",
  tokens: { reschedule: "r".repeat(43), cancel: "c".repeat(43) },
  fallbackOrganizer: { name: "DMflow", email: "no-reply@dmflow.pk" },
  now: Date.parse("2026-03-01T00:00:00Z"),
};

const withPlace = (kind: "video" | "phone" | "address", details: string): BookingForMessage => ({
  ...BOOKING,
  host: { ...BOOKING.host!, place: { kind, details } },
});

const textOf = (booking: BookingForMessage) =>
  visitorBookingMessage(booking, "invitation", CONTEXT).text;

describe("the visitor's booking e-mail", () => {
  it("says where the meeting happens as the host set it", () => {
    expect(textOf(withPlace("phone", ""))).toContain(
      "Where: Sana Malik calls you on WhatsApp at +923001234567",
    );
    expect(textOf(withPlace("phone", "+92 42 1234567"))).toContain(
      "Where: Sana Malik calls you from +92 42 1234567",
    );
    expect(textOf({ ...BOOKING, lead: { ...BOOKING.lead, whatsappNumber: null } })).toContain(
      "Where: Sana Malik calls you",
    );
    expect(textOf(withPlace("address", "12 Mall Road, Lahore"))).toContain(
      "Where: In person: 12 Mall Road, Lahore",
    );
  });

  it("shows the host's time only when their zone is another", () => {
    expect(textOf(BOOKING)).not.toContain("Sana Malik's time");
  });

  it("is still written, organized by the site, when the host's account is gone", () => {
    const message = visitorBookingMessage({ ...BOOKING, host: null }, "invitation", CONTEXT);
    expect(message.replyTo).toBeUndefined();
    expect(message.text).toContain("Your demo with DMflow is booked.");
    const event = new ICAL.Component(ICAL.parse(message.invite.content)).getFirstSubcomponent(
      "vevent",
    );
    expect(event?.getFirstPropertyValue("organizer")).toBe("mailto:no-reply@dmflow.pk");
    expect(event?.getFirstPropertyValue("location")).toBeNull();
  });

  it("offers no links to change a cancelled meeting, only to book another", () => {
    const message = visitorBookingMessage(
      { ...BOOKING, status: "cancelled", locale: "ur" },
      "cancellation",
      CONTEXT,
    );
    expect(message.invite.method).toBe("CANCEL");
    expect(message.text).not.toContain(CONTEXT.tokens.cancel);
    expect(message.text).toContain("کوئی اور وقت بُک کریں: https://dmflow.pk/ur/book");
  });

  it("escapes the visitor's own text in the HTML", () => {
    const html = visitorBookingMessage(
      { ...BOOKING, lead: { ...BOOKING.lead, name: '<img src=x onerror="alert(1)">' } },
      "invitation",
      CONTEXT,
    ).html;
    expect(html).not.toContain("<img");
    expect(html).toContain("&#60;img src=x");
  });
});

describe("an Urdu e-mail's left-to-right values", () => {
  it("are isolated in the text and become <bdi dir=ltr> in the HTML; English is left alone", () => {
    expect(leftToRight("en", "10:00 AM")).toBe("10:00 AM");
    const isolated = `وقت: ${leftToRight("ur", "10:00 AM – 10:30 AM")}`;
    expect(isolated).toBe("وقت: \u206610:00 AM – 10:30 AM\u2069");
    expect(asHtml(`${isolated} <b>`)).toBe(
      'وقت: <bdi dir="ltr">10:00 AM – 10:30 AM</bdi> &#60;b&#62;',
    );
  });
});
