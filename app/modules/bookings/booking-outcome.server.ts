import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookings, leads } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { setLeadStatus } from "#app/modules/leads/lead-commands.server.ts";
import { recordBookingEvent } from "./booking-changes.server.ts";
import { bookingForStaff, type StaffScope } from "./staff-booking-access.server.ts";

// After a meeting's time its host says how it went: held ("done") or missed ("no_show"). Either
// frees the time it held (the exclusion constraint covers booked meetings alone, ADR 0043) and
// goes on the lead's timeline. A wrong choice can be corrected by choosing the other. A demo
// held is contact made: a lead still "new" follows to "contacted", as if set by hand (its
// timeline and the activity log say who); any other status is the team's own and stays.

export const BOOKING_OUTCOMES = ["done", "no_show"] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

export const OUTCOME_REFUSALS = {
  notYet: "This meeting has not started yet. Mark it done or no-show after its time.",
  cancelled: "This meeting was cancelled, so it has no outcome.",
} as const;

/**
 * Marks booking `bookingId` done or no-show. Refused, changing nothing: a booking out of
 * `scope`, cancelled, or whose meeting has not started. Marking it as it already is changes
 * nothing and records nothing.
 */
export async function markBookingOutcome(
  db: Database,
  {
    bookingId,
    outcome,
    scope,
    now = Date.now(),
  }: { bookingId: unknown; outcome: BookingOutcome; scope: StaffScope; now?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const booking = await bookingForStaff(tx, bookingId, scope, { lock: true });
    if (booking.status === "cancelled") throw new RuleError("conflict", OUTCOME_REFUSALS.cancelled);
    if (booking.startsAt.getTime() > now) throw new RuleError("invalid", OUTCOME_REFUSALS.notYet);
    if (booking.status === outcome) return;
    await tx
      .update(bookings)
      .set({ status: outcome, updatedAt: new Date(now) })
      .where(eq(bookings.id, booking.id));
    await recordBookingEvent(
      tx,
      booking.lead.id,
      {
        action: outcome,
        booking_id: booking.id,
        starts_at: booking.startsAt.toISOString(),
        ...(booking.status !== "booked" ? { previous_status: booking.status } : {}),
      },
      scope.actorId,
    );
    if (outcome === "done" && (await leadStatusOf(tx, booking.lead.id)) === "new") {
      await setLeadStatus(tx, scope.actorId, booking.lead.id, "contacted");
    }
  });
}

async function leadStatusOf(tx: Database, leadId: string) {
  const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
  return lead?.status;
}
