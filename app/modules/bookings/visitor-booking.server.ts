import { desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { BookingStatus, Locale } from "#app/db/enums.ts";
import { bookings } from "#app/db/schema.ts";
import type { RuleError } from "#app/lib/rule-error.ts";
import { type Translate, translator } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import type { LeadStorage } from "#app/modules/leads/lead-submission.server.ts";
import { bookDemo } from "./book-demo.server.ts";
import { type LinkedBooking, readBookingOfLink } from "./booking-of-link.server.ts";
import type { BookingForm } from "./booking-page.server.ts";
import { dateTimeLabel, zoneName } from "./booking-page.ts";
import { BOOKING_REFUSALS, type BookingRefusalReason } from "./booking-refusals.ts";
import { bookingLinkTokens } from "./booking-tokens.server.ts";
import { googleCalendarLink, outlookCalendarLink } from "./calendar-links.ts";
import { type MeetingPlace, meetingInvite, placeText } from "./meeting-invite.ts";

// A visitor's booking from the booking page: stored with its lead through the lead form's
// protections (submitLeadForm with bookDemo as the storage), and the confirmation they are
// shown, on booking and on any repeat of the submission, with links derived again from the
// booking's id (docs/decisions/0043-bookings-in-the-database.md).

/** What the confirmation shows: the time in both zones, the place, and the links. */
export type BookingConfirmation = {
  status: BookingStatus;
  start: number;
  end: number;
  visitor: { time: string; zone: string };
  /** The host's clock; none once the host's account is gone. */
  host: { name: string; time: string; zone: string } | null;
  place: MeetingPlace | null;
  links: {
    reschedule: string;
    cancel: string;
    /** The invitation (.ics), authorized by the reschedule link's secret. */
    invite: string;
    google: string;
    outlook: string;
  };
};

/** The reason's text in the page's language (the catalogue has one per refusal). */
function bookingRefusalText(t: Translate, refusal: RuleError): string {
  const reason = refusal.reason;
  return reason && reason in BOOKING_REFUSALS
    ? t(`booking.refusals.${reason as BookingRefusalReason}`)
    : refusal.message;
}

/** The page's paths of a booking's links. */
export function bookingLinkPaths(locale: Locale, tokens: { reschedule: string; cancel: string }) {
  return {
    reschedule: localizedPath(locale, `/book/reschedule/${tokens.reschedule}`),
    cancel: localizedPath(locale, `/book/cancel/${tokens.cancel}`),
    invite: `/book/reschedule/${tokens.reschedule}/invite.ics`,
  };
}

/** Where a host's meetings happen, as the invitation has it; none when they left it blank. */
export function meetingPlaceOf(host: LinkedBooking["host"]): MeetingPlace | null {
  const details = host?.place.details.trim();
  if (!host || !details) return null;
  if (host.place.kind === "video") return { kind: "video", url: details };
  return host.place.kind === "phone"
    ? { kind: "phone", number: details }
    : { kind: "address", address: details };
}

/** The meeting's title in calendars: "Demo with {host}". */
function meetingTitle(t: Translate, booking: LinkedBooking): string {
  return booking.host ? t("booking.meetingWith", { host: booking.host.name }) : t("booking.title");
}

/** The confirmation of `booking` (opened by its links' `tokens`), in `locale`. */
export function confirmationOf(
  booking: LinkedBooking,
  tokens: { reschedule: string; cancel: string },
  locale: Locale,
): BookingConfirmation {
  const t = translator(locale);
  const start = booking.startsAt.getTime();
  const end = booking.endsAt.getTime();
  const place = meetingPlaceOf(booking.host);
  const event = {
    title: meetingTitle(t, booking),
    start,
    end,
    location: placeText(place ?? undefined),
  };
  return {
    status: booking.status,
    start,
    end,
    visitor: {
      time: dateTimeLabel(locale, start, booking.timeZone),
      zone: zoneName(locale, booking.timeZone, start),
    },
    host: booking.host
      ? {
          name: booking.host.name,
          time: dateTimeLabel(locale, start, booking.host.timeZone),
          zone: zoneName(locale, booking.host.timeZone, start),
        }
      : null,
    place,
    links: {
      ...bookingLinkPaths(locale, tokens),
      google: googleCalendarLink(event),
      outlook: outlookCalendarLink(event),
    },
  };
}

/** The confirmation of booking `bookingId`: its links derived again from the site's key. */
export async function readBookingConfirmation(
  db: Database,
  { linkKey, bookingId, locale }: { linkKey: string; bookingId: string; locale: Locale },
): Promise<BookingConfirmation> {
  const tokens = bookingLinkTokens(linkKey, bookingId);
  const booking = await readBookingOfLink(db, tokens.reschedule, "reschedule");
  return confirmationOf(booking, tokens, locale);
}

/** The booking a lead's submission made (a repeat shows it again), if any. */
async function bookingIdOfLead(db: Database, leadId: string): Promise<string | null> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.leadId, leadId))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return booking?.id ?? null;
}

/**
 * The booking page's storage for submitLeadForm: the lead and its booking in one transaction
 * (bookDemo), answered with the confirmation; a refusal in the page's language.
 */
export function visitorBookingStorage(
  db: Database,
  request: {
    host?: { slug: string };
    locale: Locale;
    siteHost: string;
    linkKey: string;
  },
): LeadStorage<BookingForm, BookingConfirmation> {
  const { locale, linkKey } = request;
  const confirmation = async (bookingId: string | null) =>
    bookingId ? readBookingConfirmation(db, { linkKey, bookingId, locale }) : undefined;
  return {
    async store({ lead, form, campaign, notifications }) {
      const result = await bookDemo(db, {
        host: request.host,
        start: form.start,
        timeZone: form.timeZone,
        locale,
        lead,
        notes: form.notes ?? null,
        campaign,
        notifications,
        siteHost: request.siteHost,
        linkKey,
      });
      const bookingId = result.repeated ? result.bookingId : result.booking.id;
      return { repeated: result.repeated, stored: await confirmation(bookingId) };
    },
    earlier: async (leadId) => confirmation(await bookingIdOfLead(db, leadId)),
    refusalMessage: (refusal) => bookingRefusalText(translator(locale), refusal),
  };
}

/** The invitation file of `booking`: a REQUEST while it is booked, a CANCEL once cancelled. */
export function bookingInviteFile(
  booking: LinkedBooking,
  { locale, now }: { locale: Locale; now: number },
): string {
  const t = translator(locale);
  const host = booking.host;
  return meetingInvite({
    method: booking.status === "cancelled" ? "CANCEL" : "REQUEST",
    uid: booking.uid,
    sequence: booking.sequence,
    stampedAt: now,
    start: booking.startsAt.getTime(),
    end: booking.endsAt.getTime(),
    summary: meetingTitle(t, booking),
    description: booking.notes ?? undefined,
    place: meetingPlaceOf(host) ?? undefined,
    organizer: host ?? booking.lead,
    attendees: [{ name: booking.lead.name, email: booking.lead.email }],
  });
}
