import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { leads, users } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { LEAD_REFUSAL, LEADS_ENTITY } from "./lead-entity.ts";
import { recordLeadEvent } from "./lead-timeline.server.ts";

// Who answers a lead. Any active console user can own leads (every role works leads, ADR
// 0027); one who is deactivated, banned or deleted leaves them unassigned, each with a
// timeline entry saying why.

export type LeadOwnerOption = { id: string; name: string };

const displayName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`;

/** The people a lead can be given to (active accounts), by name. */
export async function listAssignableUsers(db: Database): Promise<LeadOwnerOption[]> {
  return db
    .select({ id: users.id, name: displayName })
    .from(users)
    .where(eq(users.status, "active"))
    .orderBy(asc(displayName), asc(users.id));
}

/**
 * Gives the leads among `ids` to `ownerId` (null: unassigned). Each lead whose owner changes
 * gets an activity entry and a timeline entry, in one transaction; a lead already with that
 * owner is left alone. Two admins assigning the same lead at once are serialized by the row
 * lock: the later write wins and both are recorded. Returns how many leads changed.
 */
export async function assignLeads(
  db: Database,
  actorId: string | null,
  ids: readonly string[],
  ownerId: string | null,
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    let ownerName: string | null = null;
    if (ownerId) {
      const [owner] = await tx
        .select({ name: displayName })
        .from(users)
        .where(and(eq(users.id, ownerId), eq(users.status, "active")))
        .for("share");
      if (!owner) {
        throw new RuleError(
          "invalid",
          "Leads can only be assigned to an active user.",
          LEAD_REFUSAL,
        );
      }
      ownerName = owner.name;
    }
    // Locked first, compared after: a lead another admin just reassigned is read as they left it.
    const locked = await tx
      .select({ id: leads.id, name: leads.name, ownerId: leads.ownerId })
      .from(leads)
      .where(inArray(leads.id, [...ids]))
      .orderBy(asc(leads.id))
      .for("update");
    const current = locked.filter((lead) => lead.ownerId !== ownerId);
    const previousIds = [
      ...new Set(current.flatMap((lead) => (lead.ownerId ? [lead.ownerId] : []))),
    ];
    const previousNames = new Map(
      previousIds.length === 0
        ? []
        : (
            await tx
              .select({ id: users.id, name: displayName })
              .from(users)
              .where(inArray(users.id, previousIds))
          ).map((user) => [user.id, user.name]),
    );
    if (current.length === 0) return 0;
    await tx
      .update(leads)
      .set({ ownerId, updatedAt: sql`now()` })
      .where(
        inArray(
          leads.id,
          current.map((lead) => lead.id),
        ),
      );
    for (const lead of current) {
      const change = {
        owner_id: ownerId,
        owner: ownerName,
        previous_owner_id: lead.ownerId,
        previous_owner: lead.ownerId ? (previousNames.get(lead.ownerId) ?? null) : null,
      };
      await recordActivity(tx, {
        userId: actorId,
        action: "assign_lead",
        entity: LEADS_ENTITY,
        entityId: lead.id,
        details: { name: lead.name, ...change, ...(ids.length > 1 ? { bulk: true } : {}) },
      });
      await recordLeadEvent(tx, {
        leadId: lead.id,
        kind: "assignment",
        actorId,
        details: change,
      });
    }
    return current.length;
  });
}

/**
 * Leaves every lead of `userId` unassigned because the user was deactivated or deleted: one
 * timeline entry per lead. Call it inside the transaction that changes the user, before a
 * delete (the foreign key would clear the owner without saying why).
 */
export async function unassignLeadsOf(
  tx: Database,
  actorId: string | null,
  userId: string,
  reason: "deactivated" | "deleted",
): Promise<number> {
  const [owner] = await tx.select({ name: displayName }).from(users).where(eq(users.id, userId));
  const released = await tx
    .update(leads)
    .set({ ownerId: null, updatedAt: sql`now()` })
    .where(eq(leads.ownerId, userId))
    .returning({ id: leads.id });
  for (const lead of released) {
    await recordLeadEvent(tx, {
      leadId: lead.id,
      kind: "assignment",
      // The actor may be the admin being deleted: the entry would lose its author anyway.
      actorId: actorId === userId ? null : actorId,
      details: {
        owner_id: null,
        owner: null,
        previous_owner_id: userId,
        previous_owner: owner?.name ?? null,
        reason,
      },
    });
  }
  return released.length;
}
