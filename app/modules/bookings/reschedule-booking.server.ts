import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import { EXCLUSION_VIOLATION, hasSqlState } from "#app/db/sql-state.ts";
import { meetingTimes, recordBookingEvent } from "./booking-changes.server.ts";
import { queueBookingMessages } from "./booking-messages.server.ts";
import {
  assertChangeable,
  type LinkedBooking,
  readBookingOfLink,
} from "./booking-of-link.server.ts";
import { bookingRefusal } from "./booking-refusals.ts";
import { readHostSchedules } from "./host-schedules.server.ts";
import { hostTakingStart } from "./schedule-starts.ts";

// Moving a meeting, from its reschedule link or the console's meeting page: same host, same
// invitation (UID), one more SEQUENCE, so calendars replace the event; the visitor and the host
// are sent the update. The links keep working for the new time.

export type RescheduledBooking = LinkedBooking & { previousStartsAt: Date };

/**
 * Moves `booking`, read and locked in `tx`, to `start`, a time its host offers now (its own
 * time counting as free), recording who did it (`actorId`; none: the visitor). Refused: a
 * booking cancelled, done or begun, a host who stopped taking demos, a time not offered or
 * just taken; the caller's transaction then stores nothing.
 */
export async function moveBooking(
  tx: Database,
  booking: LinkedBooking,
  { start, now, actorId = null }: { start: number; now: number; actorId?: string | null },
): Promise<RescheduledBooking> {
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
  const { startsAt, endsAt } = times;
  const [moved] = await tx
    .update(bookings)
    .set({ ...times, sequence: sql`${bookings.sequence} + 1`, updatedAt: new Date(now) })
    .where(eq(bookings.id, booking.id))
    .returning({ sequence: bookings.sequence })
    .catch((error: unknown) => {
      // Another booking holds the time (one that got past the hosts' lock).
      throw hasSqlState(error, EXCLUSION_VIOLATION) ? bookingRefusal("time_taken") : error;
    });
  await queueBookingMessages(tx, { id: booking.id, startsAt, ...moved! }, "rescheduled", now);
  await recordBookingEvent(
    tx,
    booking.lead.id,
    {
      action: "rescheduled",
      booking_id: booking.id,
      starts_at: startsAt.toISOString(),
      previous_starts_at: booking.startsAt.toISOString(),
    },
    actorId,
  );
  return {
    ...booking,
    startsAt,
    endsAt,
    sequence: moved!.sequence,
    previousStartsAt: booking.startsAt,
  };
}

/** Moves the booking `token` opens to `start` (moveBooking); a link unknown is refused too. */
export async function rescheduleBooking(
  db: Database,
  { token, start, now = Date.now() }: { token: unknown; start: number; now?: number },
): Promise<RescheduledBooking> {
  return db.transaction(async (tx) =>
    moveBooking(tx, await readBookingOfLink(tx, token, "reschedule", { lock: true }), {
      start,
      now,
    }),
  );
}
