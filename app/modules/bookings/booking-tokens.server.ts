import { createHash, createHmac, randomBytes } from "node:crypto";

// The secrets of a booking's reschedule and cancel links and of a host's calendar feed (256
// bits); the bookings and hosts tables keep only their SHA-256. A booking's two links are
// derived from the site's booking-link key and the booking's id, so the invitation, its
// updates and the reminders, written by the outbox later, carry the same links as the
// confirmation page (docs/decisions/0043-bookings-in-the-database.md).

export type BookingToken = { token: string; hash: string };

/** A booking's two link secrets. */
export type BookingLinkTokens = { reschedule: string; cancel: string };

/** The stored form of a token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newBookingToken(): BookingToken {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token) };
}

/** The links of booking `bookingId`, keyed by the site's booking-link key (never stored with it). */
export function bookingLinkTokens(linkKey: string, bookingId: string): BookingLinkTokens {
  const derived = (purpose: keyof BookingLinkTokens) =>
    createHmac("sha256", linkKey).update(`${purpose}:${bookingId}`).digest("base64url");
  return { reschedule: derived("reschedule"), cancel: derived("cancel") };
}

/** Whether `value` could be one of our tokens (43 base64url characters): no look-up otherwise. */
export function isBookingToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
