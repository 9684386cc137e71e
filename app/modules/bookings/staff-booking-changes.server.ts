import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import { EXCLUSION_VIOLATION, hasSqlState } from "#app/db/sql-state.ts";
import { meetingTimes, recordBookingEvent } from "./booking-changes.server.ts";
import { assertChangeable, type LinkedBooking } from "./booking-of-link.server.ts";
import { bookingRefusal } from "./booking-refusals.ts";
import { MOST_CANCEL_REASON_CHARACTERS } from "./cancel-booking.server.ts";
import { readHostSchedules } from "./host-schedules.server.ts";
import { hostTakingStart } from "./schedule-starts.ts";
import { bookingForStaff, type StaffScope } from "./staff-booking-access.server.ts";

// A meeting moved or cancelled from the console's meeting page: the same rules as the
// visitor's links (reschedule-booking.server.ts, cancel-booking.server.ts), the same
// invitation (UID kept, SEQUENCE raised), the lead's timeline naming who did it.

/**
 * Moves booking `bookingId` to `start`, a time its host offers now (its own time counting as
 * free). Refused, changing nothing: a booking out of `scope`, cancelled, done or begun, a host
 * who stopped taking demos, a time not offered or just taken.
 */
export async function rescheduleBookingByStaff(
  db: Database,
  {
    bookingId,
    start,
    scope,
    now = Date.now(),
  }: { bookingId: unknown; start: number; scope: StaffScope; now?: number },
): Promise<LinkedBooking & { previousStartsAt: Date }> {
  try {
    return await db.transaction(async (tx) => {
      const booking = await bookingForStaff(tx, bookingId, scope, { lock: true });
      assertChangeable(booking, now);
      const schedules = booking.host
        ? await readHostSchedules(
            tx,
            { id: booking.host.id },
            { now, lock: true, ignoreBookingId: booking.id },
          )
        : [];
      if (!schedules.some((schedule) => schedule.host.takingDemos)) {
        throw bookingRefusal("host_unavailable");
      }
      const { host } = hostTakingStart(schedules, start, now);
      const times = meetingTimes(host, start);
      const [moved] = await tx
        .update(bookings)
        .set({ ...times, sequence: sql`${bookings.sequence} + 1`, updatedAt: new Date(now) })
        .where(eq(bookings.id, booking.id))
        .returning({ sequence: bookings.sequence });
      await recordBookingEvent(
        tx,
        booking.lead.id,
        {
          action: "rescheduled",
          booking_id: booking.id,
          starts_at: times.startsAt.toISOString(),
          previous_starts_at: booking.startsAt.toISOString(),
        },
        scope.actorId,
      );
      return {
        ...booking,
        startsAt: times.startsAt,
        endsAt: times.endsAt,
        sequence: moved!.sequence,
        previousStartsAt: booking.startsAt,
      };
    });
  } catch (error) {
    if (hasSqlState(error, EXCLUSION_VIOLATION)) throw bookingRefusal("time_taken");
    throw error;
  }
}

/**
 * Cancels booking `bookingId` with the reason the visitor is told (optional). Refused, changing
 * nothing: a booking out of `scope`, already cancelled, done or begun, a reason too long.
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
  const cancelReason = reason?.trim() || null;
  if (cancelReason && cancelReason.length > MOST_CANCEL_REASON_CHARACTERS) {
    throw bookingRefusal("reason_too_long");
  }
  return db.transaction(async (tx) => {
    const booking = await bookingForStaff(tx, bookingId, scope, { lock: true });
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
    await recordBookingEvent(
      tx,
      booking.lead.id,
      {
        action: "cancelled",
        booking_id: booking.id,
        starts_at: booking.startsAt.toISOString(),
        ...(cancelReason ? { reason: cancelReason } : {}),
      },
      scope.actorId,
    );
    return { ...booking, status: "cancelled", cancelReason, sequence: cancelled!.sequence };
  });
}
