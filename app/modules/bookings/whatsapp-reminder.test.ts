import { describe, expect, it } from "vitest";
import { whatsappReminderUrl } from "./whatsapp-reminder.ts";

const booking = {
  startsAt: new Date("2026-03-02T05:00:00Z"),
  timeZone: "Asia/Karachi",
  locale: "en" as const,
  lead: { name: "Sana Khan", whatsappNumber: "0300 1234567" },
};

const textOf = (url: string | null) => decodeURIComponent(new URL(url!).searchParams.get("text")!);

describe("Remind on WhatsApp", () => {
  it("opens the visitor's chat with an English reminder in their zone", () => {
    const url = whatsappReminderUrl(booking, "DM Flow");
    expect(url).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/);
    expect(textOf(url)).toBe(
      "Hello Sana, a reminder of your demo with DM Flow on Monday 2 March at 10:00 GMT+5. Reply here if you need another time.",
    );
  });

  it("writes to an Urdu visitor in Urdu, the time isolated left to right", () => {
    const text = textOf(whatsappReminderUrl({ ...booking, locale: "ur" }, "DM Flow"));
    expect(text.startsWith("السلام علیکم Sana، یاد دہانی")).toBe(true);
    expect(text).toMatch(/\u2066[^\u2069]*10:00[^\u2069]*\u2069/);
  });

  it("offers no link for a number that cannot be dialled", () => {
    expect(
      whatsappReminderUrl({ ...booking, lead: { ...booking.lead, whatsappNumber: null } }, "x"),
    ).toBeNull();
  });
});
