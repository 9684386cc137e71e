import type { Database } from "#app/db/client.server.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import {
  assertChangeable,
  type LinkedBooking,
  type LinkPurpose,
  readBookingOfLink,
} from "./booking-of-link.server.ts";
import type { BookingRefusalReason } from "./booking-refusals.ts";
import { bookingLinkTokens } from "./booking-tokens.server.ts";
import { type BookingConfirmation, confirmationOf } from "./visitor-booking.server.ts";

// The pages a booking's links open (/book/reschedule/{token}, /book/cancel/{token}): the
// booking as its confirmation shows it, or why the link cannot change it (unknown, cancelled,
// started), said on a clear page with the status of the refusal.

export type LinkPage =
  | { open: true; booking: LinkedBooking; confirmation: BookingConfirmation }
  | { open: false; reason: BookingRefusalReason; status: number };

/** The booking `token` opens for `purpose`, changeable now, or the reason it is not. */
export async function readLinkPage(
  db: Database,
  {
    token,
    purpose,
    linkKey,
    locale,
    now,
  }: {
    token: string;
    purpose: LinkPurpose;
    linkKey: string;
    locale: Locale;
    now: number;
  },
): Promise<LinkPage> {
  try {
    const booking = await readBookingOfLink(db, token, purpose);
    assertChangeable(booking, now);
    const tokens = bookingLinkTokens(linkKey, booking.id);
    return { open: true, booking, confirmation: confirmationOf(booking, tokens, locale) };
  } catch (error) {
    return { open: false, ...linkRefusalOf(error) };
  }
}

/** A refused change by link, as its page says it; a fault is thrown on. */
export function linkRefusalOf(error: unknown): { reason: BookingRefusalReason; status: number } {
  const refusal = ruleErrorOf(error);
  if (!refusal?.reason) throw error;
  return { reason: refusal.reason as BookingRefusalReason, status: refusal.status };
}
