import type { Database } from "#app/db/client.server.ts";
import type { UserRole, UserStatus } from "#app/db/enums.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { z } from "#app/lib/zod.ts";
import { worksOwnBookingsOnly } from "#app/modules/users/permissions.ts";
import { type LinkedBooking, readBookingById } from "./booking-of-link.server.ts";

// Which bookings a console user reaches (ADR 0027): whoever manages bookings, every one;
// whoever works only their own, the demos booked with them.

/** Who is acting in the console, and whose bookings alone they may touch (none: every one). */
export type StaffScope = { actorId: string; onlyHostId: string | null };

/** The scope of a signed-in console user: every booking, or the demos booked with them. */
export function staffScopeOf(viewer: {
  id: string;
  role: UserRole;
  status: UserStatus;
}): StaffScope {
  return { actorId: viewer.id, onlyHostId: worksOwnBookingsOnly(viewer) ? viewer.id : null };
}

export const BOOKING_GONE =
  "This booking no longer exists. It may have been deleted with its lead.";
export const NOT_YOUR_BOOKING =
  "This demo is booked with another host. You can open and change only the demos booked with you.";

export function isBookingId(value: unknown): value is string {
  return z.guid().safeParse(value).success;
}

/**
 * The booking `bookingId` if `scope` reaches it. `lock`: in a transaction, its row stays locked
 * until the change is written. Refused: an id of no booking, another host's booking.
 */
export async function bookingForStaff(
  db: Database,
  bookingId: unknown,
  scope: StaffScope,
  { lock = false }: { lock?: boolean } = {},
): Promise<LinkedBooking> {
  const booking = isBookingId(bookingId) ? await readBookingById(db, bookingId, { lock }) : null;
  if (!booking) throw new RuleError("not-found", BOOKING_GONE);
  if (scope.onlyHostId !== null && booking.host?.id !== scope.onlyHostId) {
    throw new RuleError("forbidden", NOT_YOUR_BOOKING);
  }
  return booking;
}
