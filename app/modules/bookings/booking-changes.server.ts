import type { Database } from "#app/db/client.server.ts";
import { recordLeadEvent } from "#app/modules/leads/lead-timeline.server.ts";
import { minutes } from "./availability.ts";

// What every change of a booking shares: the instants a meeting starting at `start` takes and
// holds (its buffers, which the database's exclusion constraint compares, ADR 0043), and the
// event its lead's timeline shows.

type MeetingLength = {
  meetingMinutes: number;
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
};

/** A meeting of `host`'s at `start`: when it starts and ends, and the time it holds. */
export function meetingTimes(host: MeetingLength, start: number) {
  const startsAt = new Date(start);
  const endsAt = new Date(start + minutes(host.meetingMinutes));
  return {
    startsAt,
    endsAt,
    heldFrom: new Date(start - minutes(host.bufferBeforeMinutes)),
    heldUntil: new Date(endsAt.getTime() + minutes(host.bufferAfterMinutes)),
  };
}

export type BookingEventAction =
  | "booked"
  | "rescheduled"
  | "cancelled"
  | "done"
  | "no_show"
  | "reassigned";

/**
 * The lead's timeline entry of a change to a booking; `actorId`, the console user who made it
 * (none: the visitor, by the booking page or a link).
 */
export function recordBookingEvent(
  tx: Database,
  leadId: string,
  details: { action: BookingEventAction; booking_id: string } & Record<string, unknown>,
  actorId: string | null = null,
): Promise<void> {
  return recordLeadEvent(tx, { leadId, kind: "booking", actorId, details });
}
