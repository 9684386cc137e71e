import { describe, expect, it } from "vitest";
import { bookingLinkTokens, isBookingToken } from "./booking-tokens.server.ts";

describe("a booking's link secrets", () => {
  it("are the same each time they are derived for one booking, and look like our tokens", () => {
    const first = bookingLinkTokens("key", "booking-1");
    expect(bookingLinkTokens("key", "booking-1")).toEqual(first);
    expect(isBookingToken(first.reschedule)).toBe(true);
    expect(isBookingToken(first.cancel)).toBe(true);
  });

  it("differ between the two links, between bookings and between sites' keys", () => {
    const first = bookingLinkTokens("key", "booking-1");
    expect(first.cancel).not.toBe(first.reschedule);
    expect(bookingLinkTokens("key", "booking-2").reschedule).not.toBe(first.reschedule);
    expect(bookingLinkTokens("other key", "booking-1").reschedule).not.toBe(first.reschedule);
  });
});
