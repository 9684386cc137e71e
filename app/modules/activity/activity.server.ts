import type { Database } from "#app/db/client.server.ts";
import { activityLog } from "#app/db/schema.ts";
import { requestLogger } from "#app/modules/logging/logger.server.ts";
import type { ActivityAction } from "./activity-actions.ts";

export type ActivityEntry = {
  /** The signed-in admin; null for the system (seed, first-admin bootstrap, command line). */
  userId: string | null;
  action: ActivityAction;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Records an admin write. Call it with the write's own transaction so both land or neither.
 * During a request it is also a log line (action, entity, admin; not the details, which may
 * hold personal data); the activity log stays the record of what was committed.
 */
export async function recordActivity(tx: Database, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
  });
  requestLogger()?.info(
    {
      event: "admin.write",
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      adminId: entry.userId,
    },
    `${entry.entity} ${entry.action}`,
  );
}
