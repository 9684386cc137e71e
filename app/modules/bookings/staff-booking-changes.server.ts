import type { Database } from "#app/db/client.server.ts";
import type { LinkedBooking } from "./booking-of-link.server.ts";
import { cancelHeldBooking, cancelReasonOf } from "./cancel-booking.server.ts";
import { moveBooking, type RescheduledBooking } from "./reschedule-booking.server.ts";
import { bookingForStaff, type StaffScope } from "./staff-booking-access.server.ts";

// A meeting moved or cancelled from the console's meeting page: the visitor's links' rules and
// e-mails (moveBooking, cancelHeldBooking), on a booking the person may work, the lead's
// timeline naming who did it.

/**
 * Moves booking `bookingId` to `start` (moveBooking). Refused, changing nothing: a booking out
 * of `scope` too.
 */
export async function rescheduleBookingByStaff(
  db: Database,
  {
    bookingId,
    start,
    scope,
    now = Date.now(),
  }: { bookingId: unknown; start: number; scope: StaffScope; now?: number },
): Promise<RescheduledBooking> {
  return db.transaction(async (tx) =>
    moveBooking(tx, await bookingForStaff(tx, bookingId, scope, { lock: true }), {
      start,
      now,
      actorId: scope.actorId,
    }),
  );
}

/**
 * Cancels booking `bookingId` with the reason the visitor is told (cancelHeldBooking). Refused,
 * changing nothing: a booking out of `scope` too.
 */
export async function cancelBookingByStaff(
  db: Database,
  {
    bookingId,
    reason,
    scope,
    now = Date.now(),
  }: { bookingId: unknown; reason?: string | null; scope: StaffScope; now?: number },
): Promise<LinkedBooking> {
  const cancelReason = cancelReasonOf(reason);
  return db.transaction(async (tx) =>
    cancelHeldBooking(tx, await bookingForStaff(tx, bookingId, scope, { lock: true }), {
      reason: cancelReason,
      now,
      actorId: scope.actorId,
    }),
  );
}
