import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { startPeriodicJob } from "#app/lib/periodic-job.server.ts";
import { getAnalyticsRetention } from "#app/modules/analytics/analytics-jobs.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";

// A chat's reference holds a visit (the day's visitor id, where it came from): it is kept as
// long as the visit's page views are (docs/decisions/0046-chat-links-tied-to-visits.md), and a
// code older than that is refused as expired (resolve-chat-reference.server.ts) anyway.

/** Deletes the chat references older than the analytics retention; how many went. */
export async function purgeExpiredChatReferences(db: Database, now = new Date()): Promise<number> {
  const { months } = await getAnalyticsRetention(db);
  const result = await db.execute(sql`
    WITH deleted AS (
      DELETE FROM chat_references
      WHERE created_at < ${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM deleted`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** Hourly (and once at start), as the page views' purge runs. */
export function startChatReferenceRetention(db: Database, log: Logger, intervalMs = 60 * 60_000) {
  return startPeriodicJob(
    () =>
      purgeExpiredChatReferences(db)
        .then((deleted) => {
          if (deleted) log.info({ event: "chat_references.purged", deleted });
        })
        .catch((err) => log.error({ err }, "Chat reference retention: the run failed")),
    intervalMs,
  );
}
