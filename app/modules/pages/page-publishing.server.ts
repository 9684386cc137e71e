import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { RevisionAction, ScheduleAction } from "#app/db/enums.ts";
import { pageDrafts, websitePages } from "#app/db/schema.ts";
import { RuleError, ruleErrorOf } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { ActivityAction } from "#app/modules/activity/activity-actions.ts";
import { DEFAULT_LOCALE } from "#app/modules/i18n/locales.ts";
import { englishText } from "#app/modules/i18n/translated-content.ts";
import { recordRevision, snapshotOf } from "#app/modules/publishing/revisions.server.ts";
import {
  type PendingTimes,
  pendingTimes,
  setSchedule,
} from "#app/modules/publishing/schedules.server.ts";
import { lockedLiveRow, writeLive } from "./page-commands.server.ts";
import { englishSlug } from "./page-languages.ts";
import { ENTITY, isBuiltInRow, type SaveOptions } from "./page-rows.server.ts";
import { checkPageRules, storedSnapshot } from "./page-rules.server.ts";
import { type PageKind, pageKindOf } from "./page-slugs.ts";
import { PAGE_TEXTS } from "./page-texts.ts";

// Putting a page or post on or off the site as it stands: on its schedule, by Page Settings'
// switch or by the page editor's Publish and Unpublish. Each change is a revision and an activity entry.

/**
 * Runs a due schedule of a page or post inside the runner's transaction: publishing makes the
 * waiting draft (else the stored fields) live and published; unpublishing takes the item off
 * the site and leaves a waiting draft as it is. Logged for whoever set the schedule.
 */
export async function publishOnSchedule(
  tx: Database,
  scheduledBy: string | null,
  id: string,
  action: ScheduleAction,
): Promise<void> {
  const [current] = await tx
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(eq(websitePages.id, id))
    .for("update", { of: websitePages });
  if (!current) return;
  const live = current.website_pages;
  // A built-in page stays published (Page Settings turns it off): an unpublish time set
  // before it was one does nothing.
  if (action === "unpublish" && isBuiltInRow(live)) return;
  const kind = pageKindOf(englishSlug(live));
  const activity = `scheduled_${action}_${kind}` as const;
  if (action === "publish") {
    const next = current.page_drafts?.snapshot ?? snapshotOf(live);
    try {
      const fields = storedSnapshot({ ...next, isPublished: true }, kind);
      checkPageRules(fields, live);
      await writeLive(tx, scheduledBy, id, kind, DEFAULT_LOCALE, fields, "schedule", {}, activity);
      return;
    } catch (error) {
      // The draft's slug was taken meanwhile or now belongs to the app, or a stored body no
      // longer passes its checks: publish the stored version as it is rather than nothing (a
      // runner that threw would retry it forever).
      if (!ruleErrorOf(error)) throw error;
    }
  }
  await writePublishedState(tx, scheduledBy, live, action === "publish", "schedule", activity);
}

/**
 * Puts the live row on or off the site as it stands: a waiting draft stays as it is. The change
 * is a revision and an activity entry.
 */
async function writePublishedState(
  tx: Database,
  actorId: string | null,
  live: typeof websitePages.$inferSelect,
  isPublished: boolean,
  revision: RevisionAction,
  activity: ActivityAction,
  options: SaveOptions = {},
): Promise<void> {
  await tx
    .update(websitePages)
    .set({ isPublished, updatedAt: new Date() })
    .where(eq(websitePages.id, live.id));
  await recordRevision(tx, {
    pageId: live.id,
    snapshot: { ...snapshotOf(live), isPublished },
    action: revision,
    actorId,
    keep: options.keepRevisions,
  });
  await recordActivity(tx, {
    userId: actorId,
    action: activity,
    entity: ENTITY,
    entityId: live.id,
    details: { title: englishText(live.title), slug: englishSlug(live), is_published: isPublished },
  });
}

/**
 * Publishes or unpublishes a page or post as it stands (Page Settings' "Enable page" of a
 * content page, the page editor's Publish and Unpublish): a waiting draft stays waiting, and
 * the pending time of the same change is dropped, done now. Logged as publish_page,
 * unpublish_post, ...; an item already in that state is left alone. Returns whether it changed.
 */
export async function setPagePublished(
  db: Database,
  actorId: string | null,
  id: string,
  isPublished: boolean,
  options: SaveOptions & { kind?: PageKind } = {},
): Promise<boolean> {
  const kind = options.kind ?? "page";
  return db.transaction(async (tx) => {
    const live = await lockedLiveRow(tx, id, kind);
    if (!isPublished && isBuiltInRow(live)) {
      throw new RuleError("invalid", PAGE_TEXTS.builtInUnpublish, { field: "isPublished" });
    }
    if (live.isPublished === isPublished) return false;
    const pending = (await pendingTimes(tx, [id], "page")).get(id);
    if (pending) {
      await setSchedule(
        tx,
        actorId,
        { pageId: id },
        {
          ...pending,
          [isPublished ? "publishAt" : "unpublishAt"]: null,
        },
      );
    }
    const revision = isPublished ? "publish" : "draft";
    const activity = `${isPublished ? "publish" : "unpublish"}_${kind}` as const;
    await writePublishedState(tx, actorId, live, isPublished, revision, activity, options);
    return true;
  });
}

/** A schedule's publish time must be ahead of now. */
const PUBLISH_AT_PAST = "Choose a time in the future";

/**
 * Sets when a page or post goes on the site (the page editor's Schedule), keeping a pending
 * unpublish time; `publishAt` must be ahead of `now`.
 */
export async function schedulePublish(
  db: Database,
  actorId: string,
  id: string,
  kind: PageKind,
  publishAt: Date,
  now = new Date(),
): Promise<void> {
  if (publishAt <= now) throw new RuleError("invalid", PUBLISH_AT_PAST, { field: "publishAt" });
  await db.transaction(async (tx) => {
    await lockedLiveRow(tx, id, kind);
    const pending = (await pendingTimes(tx, [id], "page")).get(id);
    await saveSchedule(tx, actorId, id, kind, {
      unpublishAt: pending?.unpublishAt ?? null,
      publishAt,
    });
  });
}

/** Stores a page's or post's publish and unpublish times, logged when they changed. */
export async function saveSchedule(
  db: Database,
  actorId: string,
  pageId: string,
  kind: PageKind,
  times: PendingTimes,
): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await setSchedule(tx, actorId, { pageId }, times);
    if (!changed) return;
    await recordActivity(tx, {
      userId: actorId,
      action: `schedule_${kind}`,
      entity: ENTITY,
      entityId: pageId,
      details: {
        publish_at: times.publishAt?.toISOString() ?? null,
        unpublish_at: times.unpublishAt?.toISOString() ?? null,
      },
    });
  });
}
