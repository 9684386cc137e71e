import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { activityLog, users } from "#app/db/schema.ts";
import { requestLogger } from "#app/modules/logging/logger.server.ts";

export type ActivityEntry = {
  /** The signed-in admin; null for the system (seed, first-admin bootstrap, command line). */
  userId: string | null;
  action: string;
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

export const ACTIVITY_PAGE_SIZE = 50;

/** Entries newest first with who did them, optionally for one entity. */
export async function listActivity(db: Database, options: { entity?: string; page?: number } = {}) {
  const page = Math.max(1, options.page ?? 1);
  const where = options.entity ? eq(activityLog.entity, options.entity) : undefined;
  const [rows, [total]] = [
    await db
      .select({
        id: activityLog.id,
        action: activityLog.action,
        entity: activityLog.entity,
        entityId: activityLog.entityId,
        details: activityLog.details,
        createdAt: activityLog.createdAt,
        userEmail: users.email,
        userName: users.name,
      })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.userId))
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * ACTIVITY_PAGE_SIZE),
    await db.select({ n: count() }).from(activityLog).where(and(where)),
  ];
  return {
    rows,
    total: total?.n ?? 0,
    page,
    pageCount: Math.max(1, Math.ceil((total?.n ?? 0) / ACTIVITY_PAGE_SIZE)),
  };
}

/** The entities that have entries, for the Activity screen's filter. */
export async function listActivityEntities(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entity: activityLog.entity })
    .from(activityLog)
    .orderBy(activityLog.entity);
  return rows.map((row) => row.entity);
}
