import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { BookingMessageKind } from "#app/db/enums.ts";
import { notificationOutbox } from "#app/db/schema.ts";
import { MINUTE_MS } from "#app/lib/wall-clock.ts";

// The e-mails a change of a booking sends, queued in the change's own transaction so that a
// change is never stored without them nor they without it. Each row is the booking's id, the
// kind and the SEQUENCE the change gave the invitation; the outbox renders it when it delivers
// (booking-message.ts), from the booking as it is then, and skips a row a later change has
// superseded. The unique key (booking, kind, sequence) keeps each e-mail queued once.

/**
 * What happened to the booking: every writer (the visitor's links, the console) says one. A
 * meeting handed to another host names the one who had it: their calendar loses it.
 */
/** `reassignedFrom`: the former host, told it is off their calendar (none: their account is gone). */
export type BookingChange =
  | "booked"
  | "rescheduled"
  | "cancelled"
  | { reassignedFrom: string | null };

/** The booking as the change left it. */
export type ChangedBooking = { id: string; startsAt: Date; sequence: number };

const CHANGE_MESSAGES: Record<Exclude<BookingChange, object>, BookingMessageKind[]> = {
  booked: ["booking_visitor_invitation", "booking_host_invitation"],
  rescheduled: ["booking_visitor_update", "booking_host_update"],
  cancelled: ["booking_visitor_cancellation", "booking_host_cancellation"],
};

/** The e-mails of `change`, each due now: the new host's is their first invitation. */
function changeMessages(change: BookingChange) {
  if (typeof change === "string") return CHANGE_MESSAGES[change].map((kind) => ({ kind }));
  const formerHost = change.reassignedFrom;
  return [
    { kind: "booking_visitor_update" as const },
    { kind: "booking_host_invitation" as const },
    ...(formerHost
      ? [{ kind: "booking_host_cancellation" as const, recipientId: formerHost }]
      : []),
  ];
}

/** The visitor's reminders and how long before the meeting each goes out. */
export const REMINDERS = [
  { kind: "booking_reminder_day", beforeMs: 24 * 60 * MINUTE_MS },
  { kind: "booking_reminder_hour", beforeMs: 60 * MINUTE_MS },
] as const satisfies readonly { kind: BookingMessageKind; beforeMs: number }[];

/**
 * Queues the e-mails of `change`, which left `booking` at its current SEQUENCE: the visitor's
 * and the host's, and, while it is booked, the reminders still ahead of `now`. The booking's
 * unsent e-mails of an earlier version are dropped: the new ones say what they would have
 * (an invitation not yet sent when the meeting moved, a reminder of the old time).
 */
export async function queueBookingMessages(
  tx: Database,
  booking: ChangedBooking,
  change: BookingChange,
  now = Date.now(),
): Promise<void> {
  await tx
    .delete(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.bookingId, booking.id),
        lt(notificationOutbox.sequence, booking.sequence),
        isNull(notificationOutbox.sentAt),
      ),
    );
  const start = booking.startsAt.getTime();
  const reminders =
    change === "cancelled"
      ? []
      : REMINDERS.filter(({ beforeMs }) => start - beforeMs > now).map(({ kind, beforeMs }) => ({
          kind,
          nextAttemptAt: new Date(start - beforeMs),
        }));
  const rows = [
    ...changeMessages(change).map((row) => ({ ...row, nextAttemptAt: new Date(now) })),
    ...reminders,
  ];
  await tx
    .insert(notificationOutbox)
    .values(rows.map((row) => ({ ...row, bookingId: booking.id, sequence: booking.sequence })))
    .onConflictDoNothing();
}
