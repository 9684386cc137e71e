import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import { EXCLUSION_VIOLATION, hasSqlState } from "#app/db/sql-state.ts";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { minutes } from "./availability.ts";
import { recordBookingEvent } from "./booking-changes.server.ts";
import { queueBookingMessages } from "./booking-messages.server.ts";
import { mergedIntervals, overlapsAny } from "./busy-intervals.ts";
import { readHostSchedules } from "./host-schedules.server.ts";

// A host who stops taking demos, or leaves, hands their upcoming meetings to another; one
// meeting can move alone (one whose host's account went, ADR 0043, keeps its time but no host).
// The meetings keep their times, the time each holds and their invitations (UID; SEQUENCE
// raised, the organizer being another). All move or none: a meeting the other host is not free
// for refuses the lot.

export const REASSIGN_REFUSALS = {
  sameHost: "Choose another host to take these meetings.",
  notTaking: "That person does not take demos. Choose a host who does.",
  nothing: "There is no upcoming booked meeting to move.",
} as const;

/** Every upcoming meeting of a host, or one meeting (its host's, or one with no host). */
export type MeetingsToMove = { hostId: string } | { bookingId: string };

/**
 * Moves the upcoming booked meetings `from` names to `toHostId`, who must take demos and be free
 * at each (no meeting of theirs within its held time, no busy time of their calendar in it).
 * Refused, moving nothing, with the first meeting they are not free for. The number moved.
 */
export async function reassignHostBookings(
  db: Database,
  {
    from,
    toHostId,
    actorId,
    timeZone,
    now = Date.now(),
  }: { from: MeetingsToMove; toHostId: string; actorId: string; timeZone: string; now?: number },
): Promise<number> {
  if ("hostId" in from && from.hostId === toHostId) {
    throw new RuleError("invalid", REASSIGN_REFUSALS.sameHost);
  }
  try {
    return await db.transaction(async (tx) => {
      const [target] = await readHostSchedules(tx, { id: toHostId }, { now, lock: true });
      if (!target?.host.takingDemos) throw new RuleError("invalid", REASSIGN_REFUSALS.notTaking);
      const moving = await tx
        .select({
          id: bookings.id,
          hostId: bookings.hostId,
          leadId: bookings.leadId,
          startsAt: bookings.startsAt,
          endsAt: bookings.endsAt,
          heldFrom: bookings.heldFrom,
          heldUntil: bookings.heldUntil,
        })
        .from(bookings)
        .where(
          and(
            "hostId" in from ? eq(bookings.hostId, from.hostId) : eq(bookings.id, from.bookingId),
            eq(bookings.status, "booked"),
            gte(bookings.startsAt, new Date(now)),
          ),
        )
        .orderBy(asc(bookings.startsAt))
        .for("update");
      if (moving.length === 0) throw new RuleError("invalid", REASSIGN_REFUSALS.nothing);
      if (moving.some((meeting) => meeting.hostId === toHostId)) {
        throw new RuleError("invalid", REASSIGN_REFUSALS.sameHost);
      }

      const taken = mergedIntervals(
        target.meetings.map((meeting) => ({
          start: meeting.start - minutes(meeting.bufferBeforeMinutes),
          end: meeting.end + minutes(meeting.bufferAfterMinutes),
        })),
      );
      const busy = mergedIntervals(target.busy);
      const clash = moving.find(
        (meeting) =>
          overlapsAny(taken, meeting.heldFrom.getTime(), meeting.heldUntil.getTime()) ||
          overlapsAny(busy, meeting.startsAt.getTime(), meeting.endsAt.getTime()),
      );
      if (clash) {
        throw new RuleError(
          "conflict",
          `${target.host.name} is not free at ${formatConsoleDateTime(clash.startsAt, timeZone)}. Nothing was moved.`,
          { reason: "host_busy" },
        );
      }
      for (const meeting of moving) {
        const [moved] = await tx
          .update(bookings)
          .set({
            hostId: toHostId,
            sequence: sql`${bookings.sequence} + 1`,
            updatedAt: new Date(now),
          })
          .where(eq(bookings.id, meeting.id))
          .returning({ sequence: bookings.sequence });
        await queueBookingMessages(
          tx,
          { id: meeting.id, startsAt: meeting.startsAt, ...moved! },
          { reassignedFrom: meeting.hostId },
          now,
        );
        await recordBookingEvent(
          tx,
          meeting.leadId,
          {
            action: "reassigned",
            booking_id: meeting.id,
            starts_at: meeting.startsAt.toISOString(),
            host: target.host.name,
          },
          actorId,
        );
      }
      return moving.length;
    });
  } catch (error) {
    if (hasSqlState(error, EXCLUSION_VIOLATION)) {
      throw new RuleError(
        "conflict",
        "That host was just booked at one of these times. Nothing was moved.",
      );
    }
    throw error;
  }
}
