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
import { lockedLiveRow, writeLive } from "./page-commands.server.ts";
import { englishSlug } from "./page-languages.ts";
import { ENTITY, isBuiltInRow, type SaveOptions } from "./page-rows.server.ts";
import { checkPageRules, storedSnapshot } from "./page-rules.server.ts";
import { pageKindOf } from "./page-slugs.ts";
import { PAGE_TEXTS } from "./page-texts.ts";

// Putting a page or post on or off the site as it stands: on its schedule, or by Page Settings'
// switch. Each change is a revision and an activity entry.

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
 * Publishes or unpublishes a page as it stands (Page Settings' "Enable page" of a content
 * page): a waiting draft stays waiting. Logged as publish_page or unpublish_page; a page
 * already in that state is left alone. Returns whether it changed.
 */
export async function setPagePublished(
  db: Database,
  actorId: string | null,
  id: string,
  isPublished: boolean,
  options: SaveOptions = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const live = await lockedLiveRow(tx, id, "page");
    if (!isPublished && isBuiltInRow(live)) {
      throw new RuleError("invalid", PAGE_TEXTS.builtInUnpublish, { field: "isPublished" });
    }
    if (live.isPublished === isPublished) return false;
    const [revision, activity] = isPublished
      ? (["publish", "publish_page"] as const)
      : (["draft", "unpublish_page"] as const);
    await writePublishedState(tx, actorId, live, isPublished, revision, activity, options);
    return true;
  });
}
