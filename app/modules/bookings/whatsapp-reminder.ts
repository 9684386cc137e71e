import type { Locale } from "#app/db/enums.ts";
import { isolateLeftToRight } from "#app/lib/left-to-right.ts";
import { e164Digits } from "#app/modules/leads/whatsapp-reply.ts";

// "Remind on WhatsApp" on the meeting page: a wa.me link to the visitor's number with a
// reminder in their language (the booking's), the time in their zone. In the Urdu text the
// time is isolated left to right (isolateLeftToRight, ADR 0053), as the site's Urdu pages isolate numbers.

const MESSAGES: Record<Locale, (values: { name: string; time: string; site: string }) => string> = {
  en: ({ name, time, site }) =>
    `Hello ${name}, a reminder of your demo with ${site} on ${time}. Reply here if you need another time.`,
  ur: ({ name, time, site }) =>
    `السلام علیکم ${name}، یاد دہانی: ${site} کے ساتھ آپ کی ڈیمو میٹنگ ${isolateLeftToRight(time)} کو ہے۔ اگر آپ کو کوئی اور وقت چاہیے تو یہیں جواب دیں۔`,
};

/** The meeting's start as the visitor reads it: their language's date and time, their zone. */
export function visitorMeetingTime(startsAt: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "ur" ? "ur-PK" : "en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
    numberingSystem: "latn",
  }).format(startsAt);
}

/** https://wa.me/<digits>?text=<reminder>, or null when the visitor's number cannot be dialled. */
export function whatsappReminderUrl(
  booking: {
    startsAt: Date;
    timeZone: string;
    locale: Locale;
    lead: { name: string; whatsappNumber: string | null };
  },
  siteTitle: string,
): string | null {
  const digits = e164Digits(booking.lead.whatsappNumber);
  if (!digits) return null;
  const firstName = booking.lead.name.trim().split(/\s+/)[0] ?? "";
  const text = MESSAGES[booking.locale]({
    name: firstName,
    time: visitorMeetingTime(booking.startsAt, booking.timeZone, booking.locale),
    site: siteTitle,
  });
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
