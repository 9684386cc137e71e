import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import { recordBookingEvent } from "./booking-changes.server.ts";
import { queueBookingMessages } from "./booking-messages.server.ts";
import {
  assertChangeable,
  type LinkedBooking,
  readBookingOfLink,
} from "./booking-of-link.server.ts";
import { bookingRefusal } from "./booking-refusals.ts";

// Cancelling a meeting, from its cancel link or the console's meeting page: the host's time is
// free again at once (a cancelled booking holds nothing), and the invitation's SEQUENCE goes up
// for the METHOD:CANCEL sent to the visitor and the host.

export const MOST_CANCEL_REASON_CHARACTERS = 500;

/** The reason the visitor is told, trimmed (none when blank); refused when too long. */
export function cancelReasonOf(reason: string | null | undefined): string | null {
  const cancelReason = reason?.trim() || null;
  if (cancelReason && cancelReason.length > MOST_CANCEL_REASON_CHARACTERS) {
    throw bookingRefusal("reason_too_long");
  }
  return cancelReason;
}

/**
 * Cancels `booking`, read and locked in `tx`, with `reason` (cancelReasonOf), recording who did
 * it (`actorId`; none: the visitor). Refused: a booking already cancelled, done or begun.
 */
export async function cancelHeldBooking(
  tx: Database,
  booking: LinkedBooking,
  { reason, now, actorId = null }: { reason: string | null; now: number; actorId?: string | null },
): Promise<LinkedBooking> {
  assertChangeable(booking, now);
  const [cancelled] = await tx
    .update(bookings)
    .set({
      status: "cancelled",
      cancelReason: reason,
      cancelledAt: new Date(now),
      sequence: sql`${bookings.sequence} + 1`,
      updatedAt: new Date(now),
    })
    .where(eq(bookings.id, booking.id))
    .returning({ sequence: bookings.sequence });
  await queueBookingMessages(tx, { ...booking, ...cancelled! }, "cancelled", now);
  await recordBookingEvent(
    tx,
    booking.lead.id,
    {
      action: "cancelled",
      booking_id: booking.id,
      starts_at: booking.startsAt.toISOString(),
      ...(reason ? { reason } : {}),
    },
    actorId,
  );
  return { ...booking, status: "cancelled", cancelReason: reason, sequence: cancelled!.sequence };
}

/** Cancels the booking `token` opens (cancelHeldBooking); a link unknown is refused too. */
export async function cancelBooking(
  db: Database,
  { token, reason, now = Date.now() }: { token: unknown; reason?: string | null; now?: number },
): Promise<LinkedBooking> {
  const cancelReason = cancelReasonOf(reason);
  return db.transaction(async (tx) =>
    cancelHeldBooking(tx, await readBookingOfLink(tx, token, "cancel", { lock: true }), {
      reason: cancelReason,
      now,
    }),
  );
}
