import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { ScheduleAction } from "#app/db/enums.ts";
import { pricingPlans, publishSchedules, websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";

// Scheduled publishing and unpublishing (docs/product.md#publishing) of pages, posts and pricing plans. A due
// schedule is claimed with FOR UPDATE SKIP LOCKED, applied and marked done in one transaction:
// another instance polling at the same moment skips the locked row, and once committed the row
// is no longer due, so each schedule runs exactly once. The change itself fires the tables'
// change events (drizzle/0008), which refresh open pages, the page cache, sitemap and feed.

/**
 * Applies a due schedule of a page or post in the runner's transaction (the pages module's
 * publishOnSchedule, handed in so that this module does not depend on it).
 */
export type PageScheduleApplier = (
  tx: Database,
  scheduledBy: string | null,
  pageId: string,
  action: ScheduleAction,
) => Promise<void>;

export type ScheduleTarget = { pageId: string } | { planId: string };
export type PendingTimes = { publishAt: Date | null; unpublishAt: Date | null };

function targetColumn(target: ScheduleTarget) {
  return "pageId" in target
    ? eq(publishSchedules.pageId, target.pageId)
    : eq(publishSchedules.planId, target.planId);
}

/**
 * Replaces the pending publish and unpublish times of a page, post or plan (null clears one),
 * in the caller's transaction so the times land with the save they belong to.
 */
export async function setSchedule(
  tx: Database,
  actorId: string | null,
  target: ScheduleTarget,
  times: PendingTimes,
): Promise<boolean> {
  if (times.publishAt && times.unpublishAt && times.unpublishAt <= times.publishAt) {
    throw new RuleError("invalid", "Unpublish at must be later than Publish at", {
      field: "unpublishAt",
    });
  }
  const pending = await tx
    .select({ action: publishSchedules.action, runAt: publishSchedules.runAt })
    .from(publishSchedules)
    .where(and(targetColumn(target), isNull(publishSchedules.doneAt)))
    .for("update");
  const wanted = (
    [
      ["publish", times.publishAt],
      ["unpublish", times.unpublishAt],
    ] as const
  ).filter((entry): entry is readonly [ScheduleAction, Date] => entry[1] !== null);
  const same =
    pending.length === wanted.length &&
    wanted.every(([action, runAt]) =>
      pending.some((row) => row.action === action && row.runAt.getTime() === runAt.getTime()),
    );
  if (same) return false;
  await tx
    .delete(publishSchedules)
    .where(and(targetColumn(target), isNull(publishSchedules.doneAt)));
  if (wanted.length > 0) {
    await tx.insert(publishSchedules).values(
      wanted.map(([action, runAt]) => ({
        ...("pageId" in target ? { pageId: target.pageId } : { planId: target.planId }),
        action,
        runAt,
        createdBy: actorId,
      })),
    );
  }
  return true;
}

/** The pending times of these pages (or plans), by id. */
export async function pendingTimes(
  db: Database,
  ids: string[],
  kind: "page" | "plan",
): Promise<Map<string, PendingTimes>> {
  if (ids.length === 0) return new Map();
  const column = kind === "page" ? publishSchedules.pageId : publishSchedules.planId;
  const rows = await db
    .select({ id: column, action: publishSchedules.action, runAt: publishSchedules.runAt })
    .from(publishSchedules)
    .where(and(inArray(column, ids), isNull(publishSchedules.doneAt)));
  const times = new Map<string, PendingTimes>();
  for (const row of rows) {
    if (!row.id) continue;
    const entry = times.get(row.id) ?? { publishAt: null, unpublishAt: null };
    entry[row.action === "publish" ? "publishAt" : "unpublishAt"] = row.runAt;
    times.set(row.id, entry);
  }
  return times;
}

export type UpcomingSchedule = {
  id: number;
  action: ScheduleAction;
  runAt: string;
  title: string;
  kind: "page" | "post" | "plan";
};

/** What is scheduled next, soonest first (the dashboard's card). */
export async function listUpcomingSchedules(db: Database, limit = 10): Promise<UpcomingSchedule[]> {
  const rows = await db
    .select({
      id: publishSchedules.id,
      action: publishSchedules.action,
      runAt: publishSchedules.runAt,
      pageTitle: englishOf(websitePages.title),
      pageSlug: englishOf(websitePages.slug),
      planName: sql<string | null>`${englishOf(pricingPlans.name)}`,
    })
    .from(publishSchedules)
    .leftJoin(websitePages, eq(websitePages.id, publishSchedules.pageId))
    .leftJoin(pricingPlans, eq(pricingPlans.id, publishSchedules.planId))
    .where(isNull(publishSchedules.doneAt))
    .orderBy(asc(publishSchedules.runAt), asc(publishSchedules.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as ScheduleAction,
    runAt: row.runAt.toISOString(),
    title: row.pageTitle ?? row.planName ?? "",
    kind: row.planName !== null ? "plan" : row.pageSlug?.startsWith("blog/") ? "post" : "page",
  }));
}

/**
 * Runs the schedules due at `now`, a batch at a time, each in its own transaction with the row
 * locked; returns how many ran. Safe to call from several instances at once.
 */
export async function runDueSchedules(
  db: Database,
  now: Date,
  applyPage: PageScheduleApplier,
  batchSize = 20,
): Promise<number> {
  let ran = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(publishSchedules)
        .where(and(isNull(publishSchedules.doneAt), lte(publishSchedules.runAt, now)))
        .orderBy(asc(publishSchedules.runAt), asc(publishSchedules.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return false;
      const action = due.action as ScheduleAction;
      if (due.pageId) {
        await applyPage(tx, due.createdBy, due.pageId, action);
      } else if (due.planId) {
        const [plan] = await tx
          .update(pricingPlans)
          .set({ isActive: action === "publish", updatedAt: new Date() })
          .where(eq(pricingPlans.id, due.planId))
          .returning({ name: englishOf(pricingPlans.name) });
        await recordActivity(tx, {
          userId: due.createdBy,
          action: `scheduled_${action}_plan`,
          entity: "pricing_plans",
          entityId: due.planId,
          details: { name: plan?.name, run_at: due.runAt.toISOString() },
        });
      }
      await tx
        .update(publishSchedules)
        .set({ doneAt: sql`now()` })
        .where(eq(publishSchedules.id, due.id));
      return true;
    });
    if (!claimed) return ran;
    ran += 1;
    if (ran >= batchSize) return ran;
  }
}

export type ScheduleRunner = { stop(): Promise<void> };

/**
 * Polls for due schedules at once (a schedule that fell due while the server was down runs
 * right after it starts) and then every `intervalMs`, whether or not anyone visits. One pass at
 * a time; a failing pass is logged and the next tick tries again.
 */
export function startScheduleRunner(
  db: Database,
  log: Logger,
  {
    applyPage,
    intervalMs = 15_000,
    now = () => new Date(),
  }: { applyPage: PageScheduleApplier; intervalMs?: number; now?: () => Date },
): ScheduleRunner & { pass(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (stopped) return Promise.resolve();
    running ??= runDueSchedules(db, now(), applyPage)
      .then((ran) => {
        if (ran > 0) log.info({ event: "schedules.ran", ran }, `Ran ${ran} publish schedule(s)`);
      })
      .catch((err) => log.error({ err }, "Publish schedules: the pass failed"))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  void pass();
  return {
    pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** withSchedules for listed items, their versions in other languages sharing the item's (ADR 0042). */
export async function withSchedulesAndTranslations<
  Row extends { id: string; translations: object[] },
>(db: Database, rows: Row[]) {
  const items = await withSchedules(db, rows);
  return items.map((item) => ({
    ...item,
    translations: item.translations.map((translation) => ({
      ...(translation as Row["translations"][number]),
      publishAt: item.publishAt,
      unpublishAt: item.unpublishAt,
    })),
  }));
}

/** Pages or posts with their pending publish and unpublish times (ISO), for the lists. */
export async function withSchedules<Row extends { id: string }>(
  db: Database,
  rows: Row[],
): Promise<(Row & { publishAt: string | null; unpublishAt: string | null })[]> {
  const times = await pendingTimes(
    db,
    rows.map((row) => row.id),
    "page",
  );
  return rows.map((row) => {
    const pending = times.get(row.id);
    return {
      ...row,
      publishAt: pending?.publishAt?.toISOString() ?? null,
      unpublishAt: pending?.unpublishAt?.toISOString() ?? null,
    };
  });
}
