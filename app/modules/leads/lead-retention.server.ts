import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { leads, websiteSettings } from "#app/db/schema.ts";
import { startPeriodicJob } from "#app/lib/periodic-job.server.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import { DEFAULT_LEAD_RETENTION, type LeadRetention, leadRetentionSchema } from "./lead-consent.ts";
import { LEADS_ENTITY } from "./lead-entity.ts";

// Retention (docs/product.md#lead-privacy): off by default; when the owner sets a number of months, archived
// leads archived longer ago than that are deleted for good, once a day, with an Activity log
// entry saying how many (not whose).

/** Where Website Settings keeps the retention period, and the day it last ran. */
export const LEAD_RETENTION_SETTING = "lead_retention";
const LAST_RUN_SETTING = "lead_retention_last_run";

export async function getLeadRetention(db: Database): Promise<LeadRetention> {
  const [row] = await db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, LEAD_RETENTION_SETTING));
  const parsed = leadRetentionSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_LEAD_RETENTION;
}

/** Saves the retention period (already validated), with an activity entry. */
export async function saveLeadRetention(
  db: Database,
  actorId: string | null,
  retention: LeadRetention,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(websiteSettings)
      .values({ settingKey: LEAD_RETENTION_SETTING, settingValue: retention })
      .onConflictDoUpdate({
        target: websiteSettings.settingKey,
        set: { settingValue: retention, updatedAt: sql`now()` },
      });
    await recordActivity(tx, {
      userId: actorId,
      action: "update_lead_retention",
      entity: "settings",
      entityId: LEAD_RETENTION_SETTING,
      details: { months: retention.months },
    });
  });
}

/**
 * Today's retention run: deletes the archived leads past the period, unless this day's run
 * already happened (on this instance or another: the day is claimed by a conditional upsert in
 * the same transaction). Returns how many leads were deleted, or null when it did not run.
 */
export async function purgeExpiredLeads(db: Database, now = new Date()): Promise<number | null> {
  const { months } = await getLeadRetention(db);
  if (months === null) return null;
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(websiteSettings)
      .values({ settingKey: LAST_RUN_SETTING, settingValue: day })
      .onConflictDoUpdate({
        target: websiteSettings.settingKey,
        set: { settingValue: day, updatedAt: sql`now()` },
        setWhere: sql`${websiteSettings.settingValue} <> ${JSON.stringify(day)}::jsonb`,
      })
      .returning({ key: websiteSettings.settingKey });
    if (claimed.length === 0) return null;
    const deleted = await tx
      .delete(leads)
      .where(
        and(
          isNotNull(leads.deletedAt),
          lt(
            leads.deletedAt,
            sql`${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`,
          ),
        ),
      )
      .returning({ id: leads.id });
    if (deleted.length > 0) {
      await recordActivity(tx, {
        userId: null,
        action: "retention_delete_leads",
        entity: LEADS_ENTITY,
        details: { count: deleted.length, months },
      });
    }
    return deleted.length;
  });
}

/** Runs the retention check every hour (and once at start); each day's run happens once. */
export function startRetentionRunner(db: Database, log: Logger, intervalMs = 60 * 60_000) {
  return startPeriodicJob(
    () =>
      purgeExpiredLeads(db)
        .then((deleted) => {
          if (deleted)
            log.info(
              { event: "retention.deleted", deleted },
              `Retention: deleted ${deleted} lead(s)`,
            );
        })
        .catch((err) => log.error({ err }, "Lead retention: the run failed")),
    intervalMs,
  );
}
