import { RuleError, type RuleErrorCode } from "#app/lib/rule-error.ts";

// Every refusal of a booking change, by reason. The reason travels as the RuleError's `reason`,
// so the booking page can say it in the visitor's language (its catalogue keyed by reason); the
// message here is the English one, and the console's.

export const BOOKING_REFUSALS = {
  impossible_time: {
    code: "invalid",
    field: "start",
    message: "That date or time does not exist. Please choose one of the times shown.",
  },
  unknown_zone: {
    code: "invalid",
    field: "timeZone",
    message: "We do not know that time zone. Please choose yours from the list.",
  },
  time_past: {
    code: "invalid",
    field: "start",
    message: "That time has passed. Please choose another.",
  },
  time_too_soon: {
    code: "invalid",
    field: "start",
    message: "That time is too soon to book now. Please choose a later one.",
  },
  time_not_offered: {
    code: "invalid",
    field: "start",
    message: "That time is not one we offer. Please choose one of the times shown.",
  },
  time_taken: {
    code: "conflict",
    field: "start",
    message: "That time was just taken. Please choose another.",
  },
  host_not_found: { code: "not-found", message: "There is no booking page at this address." },
  host_unavailable: {
    code: "not-found",
    message: "This person no longer takes demos. Please book with the team instead.",
  },
  no_hosts: {
    code: "unavailable",
    message: "No one is taking demos just now. Please try again later.",
  },
  link_unknown: {
    code: "not-found",
    message: "This link does not open a booking. Please use the link in your confirmation.",
  },
  link_expired: {
    code: "expired",
    message: "This meeting has started or is over, so it can no longer be changed.",
  },
  booking_cancelled: { code: "expired", message: "This meeting was cancelled." },
  reason_too_long: {
    code: "invalid",
    field: "reason",
    message: "Please keep the reason to 500 characters.",
  },
} as const satisfies Record<string, { code: RuleErrorCode; message: string; field?: string }>;

export type BookingRefusalReason = keyof typeof BOOKING_REFUSALS;

export function bookingRefusal(reason: BookingRefusalReason): RuleError {
  const refusal: { code: RuleErrorCode; message: string; field?: string } =
    BOOKING_REFUSALS[reason];
  return new RuleError(refusal.code, refusal.message, { field: refusal.field, reason });
}
