import { createHash, randomBytes } from "node:crypto";

// The secrets of a booking's reschedule and cancel links and of a host's calendar feed: 256
// random bits, given to their holder once; the database keeps only their SHA-256, so a copy of
// it opens no booking.

export type BookingToken = { token: string; hash: string };

/** The stored form of a token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newBookingToken(): BookingToken {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token) };
}

/** Whether `value` could be one of our tokens (43 base64url characters): no look-up otherwise. */
export function isBookingToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
