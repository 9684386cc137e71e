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

// Cancelling a meeting from its cancel link: the host's time is free again at once (a cancelled
// booking holds nothing), and the invitation's SEQUENCE goes up for the METHOD:CANCEL it sends.

export const MOST_CANCEL_REASON_CHARACTERS = 500;

/**
 * Cancels the booking `token` opens, with the visitor's reason (optional). Refused, changing
 * nothing: a link unknown, already cancelled or past its meeting's start, a reason too long.
 */
export async function cancelBooking(
  db: Database,
  { token, reason, now = Date.now() }: { token: unknown; reason?: string | null; now?: number },
): Promise<LinkedBooking> {
  const cancelReason = reason?.trim() || null;
  if (cancelReason && cancelReason.length > MOST_CANCEL_REASON_CHARACTERS) {
    throw bookingRefusal("reason_too_long");
  }
  return db.transaction(async (tx) => {
    const booking = await readBookingOfLink(tx, token, "cancel", { lock: true });
    assertChangeable(booking, now);
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelReason,
        cancelledAt: new Date(now),
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: new Date(now),
      })
      .where(eq(bookings.id, booking.id))
      .returning({ sequence: bookings.sequence });
    await queueBookingMessages(tx, { ...booking, ...cancelled! }, "cancelled", now);
    await recordBookingEvent(tx, booking.lead.id, {
      action: "cancelled",
      booking_id: booking.id,
      starts_at: booking.startsAt.toISOString(),
      ...(cancelReason ? { reason: cancelReason } : {}),
    });
    return { ...booking, status: "cancelled", cancelReason, sequence: cancelled!.sequence };
  });
}
