import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { LEADS_ENTITY } from "./lead-entity.ts";
import type { FollowUpFilter } from "./lead-filters.ts";
import { recordLeadEvent } from "./lead-timeline.server.ts";

// A lead's follow-up reminder: when to get back to the person, and a short note saying what
// for. Set, changed and cleared with a timeline entry and an activity entry in one transaction.
// The dashboard counts them, the list filters them (follow=today|overdue), and each owner gets
// a daily e-mail of theirs (notifications/follow-up-digest.server.ts).

export type FollowUp = { dueAt: Date; note: string | null };

/**
 * Sets (or with null clears) the lead's follow-up. Returns false when there is no such lead,
 * or when clearing a lead that has none.
 */
export async function setLeadFollowUp(
  db: Database,
  actorId: string | null,
  leadId: string,
  followUp: FollowUp | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ name: leads.name, followUpAt: leads.followUpAt })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead || (!followUp && !lead.followUpAt)) return false;
    await tx
      .update(leads)
      .set({
        followUpAt: followUp?.dueAt ?? null,
        followUpNote: followUp?.note ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(leads.id, leadId));
    const dueAt = followUp?.dueAt.toISOString();
    await recordActivity(tx, {
      userId: actorId,
      action: followUp ? "set_lead_follow_up" : "clear_lead_follow_up",
      entity: LEADS_ENTITY,
      entityId: leadId,
      // The note may name the person's affairs: the timeline keeps it, the log the time only.
      details: followUp ? { name: lead.name, due_at: dueAt } : { name: lead.name },
    });
    await recordLeadEvent(tx, {
      leadId,
      kind: "reminder",
      actorId,
      details: followUp ? { due_at: dueAt, note: followUp.note } : { cleared: true },
    });
    return true;
  });
}

/** Where the site's today begins and ends, as timestamptz. */
function todayBounds(timeZone: string, now?: Date) {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const zone = sql`${timeZone}::text`;
  const start = sql`(date_trunc('day', ${at} AT TIME ZONE ${zone}) AT TIME ZONE ${zone})`;
  const end = sql`((date_trunc('day', ${at} AT TIME ZONE ${zone}) + interval '1 day') AT TIME ZONE ${zone})`;
  return { start, end };
}

/**
 * Active leads whose follow-up is due today (any time of the site's today) or overdue (due
 * before today began), served by the partial index leads_follow_up_at_idx.
 */
export function followUpCondition(filter: FollowUpFilter, timeZone: string, now?: Date) {
  const { start, end } = todayBounds(timeZone, now);
  return filter === "today"
    ? sql`(${leads.followUpAt} >= ${start} AND ${leads.followUpAt} < ${end} AND ${leads.deletedAt} IS NULL)`
    : sql`(${leads.followUpAt} < ${start} AND ${leads.deletedAt} IS NULL)`;
}

/** The dashboard's follow-up counters: every lead's, or only those of one owner. */
export async function countFollowUps(
  db: Database,
  timeZone: string,
  now?: Date,
  ownerId?: string,
): Promise<{ dueToday: number; overdue: number }> {
  const [row] = await db
    .select({
      dueToday:
        sql<number>`count(*) filter (where ${followUpCondition("today", timeZone, now)})`.mapWith(
          Number,
        ),
      overdue:
        sql<number>`count(*) filter (where ${followUpCondition("overdue", timeZone, now)})`.mapWith(
          Number,
        ),
    })
    .from(leads)
    .where(
      and(
        sql`${leads.followUpAt} IS NOT NULL AND ${leads.deletedAt} IS NULL`,
        sql`${leads.followUpAt} < ${todayBounds(timeZone, now).end}`,
        ownerId ? eq(leads.ownerId, ownerId) : undefined,
      ),
    );
  return { dueToday: row?.dueToday ?? 0, overdue: row?.overdue ?? 0 };
}
