import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { leadEvents, leads, leadTouches, notificationOutbox } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { LEAD_REFUSAL, LEADS_ENTITY } from "./lead-entity.ts";
import { recordLeadEvent } from "./lead-timeline.server.ts";
import { samePerson } from "./same-person.server.ts";

// Possible duplicates (the same e-mail or WhatsApp number) and merging two leads into one.
// Nothing is dropped: a duplicate is stored and marked, and a merged lead is archived with a
// pointer to the one it was merged into.

export type DuplicateLead = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  deletedAt: Date | null;
  mergedInto: string | null;
};

/** The other leads of the same person, newest first (at most 20). */
export async function listDuplicatesOf(db: Database, leadId: string): Promise<DuplicateLead[]> {
  const [lead] = await db
    .select({ emailKey: leads.emailKey, whatsappE164: leads.whatsappE164 })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return [];
  return db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      createdAt: leads.createdAt,
      deletedAt: leads.deletedAt,
      mergedInto: leads.mergedInto,
    })
    .from(leads)
    .where(and(samePerson(lead.emailKey || null, lead.whatsappE164), ne(leads.id, leadId)))
    .orderBy(desc(leads.createdAt))
    .limit(20);
}

/**
 * Merges `otherId` into `survivorId`: the other lead's timeline, touches and notifications move to the
 * survivor, the other is archived with a pointer to it, and both timelines and the activity
 * log say so. One transaction; both rows are locked in id order (no deadlock with a merge the
 * other way round).
 */
export async function mergeLeads(
  db: Database,
  actorId: string | null,
  survivorId: string,
  otherId: string,
): Promise<void> {
  if (survivorId === otherId) {
    throw new RuleError("invalid", "A lead cannot be merged into itself.", LEAD_REFUSAL);
  }
  await db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: leads.id,
        name: leads.name,
        emailKey: leads.emailKey,
        whatsappE164: leads.whatsappE164,
        mergedInto: leads.mergedInto,
        deletedAt: leads.deletedAt,
      })
      .from(leads)
      .where(inArray(leads.id, [survivorId, otherId]))
      .orderBy(asc(leads.id))
      .for("update");
    const survivor = locked.find((lead) => lead.id === survivorId);
    const other = locked.find((lead) => lead.id === otherId);
    if (!survivor || !other) {
      throw new RuleError("not-found", "One of the leads was not found.", LEAD_REFUSAL);
    }
    if (survivor.deletedAt) {
      throw new RuleError("conflict", "Restore this lead before merging into it.", LEAD_REFUSAL);
    }
    if (other.mergedInto) {
      throw new RuleError("conflict", "That lead was already merged.", LEAD_REFUSAL);
    }
    await tx.update(leadEvents).set({ leadId: survivorId }).where(eq(leadEvents.leadId, otherId));
    // The channels the other lead came through are the survivor's now (ADR 0047).
    await tx.update(leadTouches).set({ leadId: survivorId }).where(eq(leadTouches.leadId, otherId));
    await tx
      .update(notificationOutbox)
      .set({ leadId: survivorId })
      .where(eq(notificationOutbox.leadId, otherId));
    await tx
      .update(leads)
      .set({
        status: "archived",
        deletedAt: other.deletedAt ?? sql`now()`,
        mergedInto: survivorId,
        updatedAt: sql`now()`,
      })
      .where(eq(leads.id, otherId));
    // The survivor stays a possible duplicate only while another active lead matches it.
    const [stillMatching] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          samePerson(survivor.emailKey || null, survivor.whatsappE164),
          ne(leads.id, survivorId),
          isNull(leads.deletedAt),
        ),
      )
      .limit(1);
    await tx
      .update(leads)
      .set({ possibleDuplicate: stillMatching !== undefined, updatedAt: sql`now()` })
      .where(eq(leads.id, survivorId));
    await recordLeadEvent(tx, {
      leadId: survivorId,
      kind: "merge",
      actorId,
      details: { direction: "from", other_id: otherId, other_name: other.name },
    });
    await recordLeadEvent(tx, {
      leadId: otherId,
      kind: "merge",
      actorId,
      details: { direction: "into", survivor_id: survivorId, survivor_name: survivor.name },
    });
    await recordActivity(tx, {
      userId: actorId,
      action: "merge_lead",
      entity: LEADS_ENTITY,
      entityId: otherId,
      details: { name: other.name, into: survivorId, into_name: survivor.name },
    });
  });
}
