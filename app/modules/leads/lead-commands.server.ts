import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { LeadStatus } from "#app/db/enums.ts";
import { leads } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { ActivityAction } from "#app/modules/activity/activity-actions.ts";
import { LEADS_ENTITY } from "./lead-entity.ts";
import { recordLeadEvent } from "./lead-timeline.server.ts";

// The Leads Manager's writes to a lead's status (docs/product.md#lead-statuses): setting it,
// archiving, restoring and deleting, each in one transaction with its activity entries.

/** Statuses set directly; "archived" is reached through archiveLeads (it also sets deleted_at). */
export type SettableLeadStatus = Exclude<LeadStatus, "archived">;

/**
 * Sets an active lead's status (docs/product.md#lead-statuses: status and updated_at), with its activity entry.
 * Returns false when there is no active lead with that id (an archived lead is restored first).
 */
export async function setLeadStatus(
  db: Database,
  userId: string | null,
  id: string,
  status: SettableLeadStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: leads.name, status: leads.status })
      .from(leads)
      .where(and(eq(leads.id, id), isNull(leads.deletedAt)))
      .for("update");
    if (!current) return false;
    await tx.update(leads).set({ status, updatedAt: sql`now()` }).where(eq(leads.id, id));
    await recordActivity(tx, {
      userId,
      action: "update_lead_status",
      entity: LEADS_ENTITY,
      entityId: id,
      details: { name: current.name, status, previous_status: current.status },
    });
    await recordLeadEvent(tx, {
      leadId: id,
      kind: "status",
      actorId: userId,
      details: { status, previous_status: current.status },
    });
    return true;
  });
}

type Affected = { id: string; name: string };

async function recordEach(
  tx: Database,
  userId: string | null,
  action: ActivityAction,
  affected: Affected[],
  bulk: boolean,
) {
  for (const lead of affected) {
    await recordActivity(tx, {
      userId,
      action,
      entity: LEADS_ENTITY,
      entityId: lead.id,
      details: bulk ? { name: lead.name, bulk: true } : { name: lead.name },
    });
  }
}

/**
 * Moves the leads among `ids` into or out of the archive (soft delete): one transaction for
 * all of them, one activity entry per lead changed. Returns how many changed.
 */
async function setArchived(
  db: Database,
  userId: string | null,
  ids: readonly string[],
  archived: boolean,
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const affected = await tx
      .update(leads)
      .set(
        archived
          ? { status: "archived", deletedAt: sql`now()`, updatedAt: sql`now()` }
          : { status: "new", deletedAt: null, updatedAt: sql`now()` },
      )
      .where(
        and(
          inArray(leads.id, [...ids]),
          archived ? isNull(leads.deletedAt) : isNotNull(leads.deletedAt),
        ),
      )
      .returning({ id: leads.id, name: leads.name });
    const action = archived ? "archive_lead" : "restore_lead";
    await recordEach(tx, userId, action, affected, ids.length > 1);
    for (const lead of affected) {
      await recordLeadEvent(tx, {
        leadId: lead.id,
        kind: "status",
        actorId: userId,
        details: { status: archived ? "archived" : "new" },
      });
    }
    return affected.length;
  });
}

/** Archives the active leads among `ids`: deleted_at now, status archived. */
export function archiveLeads(
  db: Database,
  userId: string | null,
  ids: readonly string[],
): Promise<number> {
  return setArchived(db, userId, ids, true);
}

/** Restores the archived leads among `ids`: deleted_at cleared, status new. */
export function restoreLeads(
  db: Database,
  userId: string | null,
  ids: readonly string[],
): Promise<number> {
  return setArchived(db, userId, ids, false);
}

/** Removes the leads among `ids` for good (their queued notifications go with them). */
export async function deleteLeadsPermanently(
  db: Database,
  userId: string | null,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const affected = await tx
      .delete(leads)
      .where(inArray(leads.id, [...ids]))
      .returning({ id: leads.id, name: leads.name });
    await recordEach(tx, userId, "delete_lead", affected, ids.length > 1);
    return affected.length;
  });
}
