import { data } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { postPath } from "#app/modules/blog/blog.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { requestLogger } from "#app/modules/logging/logger.server.ts";
import { formatSiteTime, parseScheduleFields } from "#app/modules/publishing/schedule-time.ts";
import { setSchedule } from "#app/modules/publishing/schedules.server.ts";
import type { NamedBodyIssue } from "#app/modules/sections/section-field-labels.ts";
import { discardAutosave } from "./autosave.server.ts";
import {
  autosaveSlot,
  PAGE_INTENTS,
  PAGE_TEXTS,
  type PageFieldErrors,
  type PageIntent,
  type PageKind,
  type PagesActionResult,
  pageValuesFromFormData,
  parsePageValues,
  sectionsAutosaveSlot,
} from "./page-form.ts";
import {
  assertUnpublishable,
  createPage,
  createTranslation,
  deletePage,
  PageRuleError,
  type SaveOptions,
  saveDraft,
  updatePage,
} from "./pages-admin.server.ts";

// The one action behind the Content Manager (/admin/content) and the Blog Manager
// (/admin/blog): create, update and delete, answered with the toast texts of docs/product.md#content-pages-and-blog-posts.

export type PagesManager = "content" | "blog";

/** How a save is kept: revisions per page, and the zone the schedule fields are read in. */
export type PagesActionOptions = SaveOptions & { timeZone: string };

/**
 * Runs one posted intent. The Blog Manager only ever handles posts; the Content Manager
 * handles pages, and creates a post when its 'Blog Post' tab was chosen.
 */
function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** Stores the dialog's publish and unpublish times, logged when they changed. */
async function scheduleSave(
  db: Database,
  actorId: string,
  pageId: string,
  kind: PageKind,
  times: { publishAt: Date | null; unpublishAt: Date | null },
) {
  await db.transaction(async (tx) => {
    const changed = await setSchedule(tx, actorId, { pageId }, times);
    if (!changed) return;
    await recordActivity(tx, {
      userId: actorId,
      action: `schedule_${kind}`,
      entity: "website_pages",
      entityId: pageId,
      details: {
        publish_at: times.publishAt?.toISOString() ?? null,
        unpublish_at: times.unpublishAt?.toISOString() ?? null,
      },
    });
  });
}

export async function handlePagesAction(
  db: Database,
  actorId: string,
  formData: FormData,
  manager: PagesManager,
  options: PagesActionOptions,
) {
  const rawIntent = formData.get("intent");
  const intent = PAGE_INTENTS.find((known) => known === rawIntent) ?? null;
  const id = String(formData.get("id") ?? "");
  // Creating the Urdu version of an English item (ADR 0020): the English item's id.
  const translationOf = intent === "create" ? text(formData, "translationOf") || null : null;
  const values = pageValuesFromFormData(formData);
  const kind: PageKind = manager === "blog" ? "post" : intent === "create" ? values.kind : "page";
  const texts = PAGE_TEXTS[kind];
  const failTitle = intent === "delete" ? PAGE_TEXTS.deleteFailedTitle : PAGE_TEXTS.saveFailedTitle;
  const fallback = intent === "delete" ? texts.deleteFailed : texts.saveFailed;
  const fail = (
    status: number,
    title: string,
    error: string,
    fieldErrors?: PageFieldErrors,
    issues?: NamedBodyIssue[],
  ) =>
    data<PagesActionResult>({ ok: false, intent, title, error, fieldErrors, issues }, { status });
  const done = (intentDone: PageIntent, message: string, description: string) =>
    data<PagesActionResult>({ ok: true, intent: intentDone, kind, message, description });

  if (!intent) return fail(400, failTitle, fallback);
  try {
    if (intent === "delete") {
      await deletePage(db, actorId, id, kind);
      return done(intent, texts.deleted, "It has been removed for good.");
    }
    const parsed = parsePageValues({ ...values, kind });
    if (!parsed.ok) {
      return fail(400, PAGE_TEXTS.validationTitle, parsed.error, parsed.fieldErrors);
    }
    const schedule = formData.has("publishAt")
      ? parseScheduleFields(
          { publishAt: text(formData, "publishAt"), unpublishAt: text(formData, "unpublishAt") },
          options.timeZone,
        )
      : null;
    if (schedule && !schedule.ok) {
      return fail(400, PAGE_TEXTS.validationTitle, schedule.error, {
        [schedule.field]: schedule.error,
      });
    }
    if (schedule?.unpublishAt && intent !== "create") await assertUnpublishable(db, id);
    // A publish time ahead keeps the changes off the site until then: a new item is saved
    // unpublished, and an edit is saved as a draft (beside the live version, if there is one).
    const publishesLater = schedule?.ok && schedule.publishAt && schedule.publishAt > new Date();
    const page =
      publishesLater && intent === "create" ? { ...parsed.page, isPublished: false } : parsed.page;
    const row =
      intent === "create"
        ? translationOf
          ? await createTranslation(db, actorId, translationOf, "ur", page, options)
          : await createPage(db, actorId, page, options)
        : intent === "draft" || publishesLater
          ? await saveDraft(db, actorId, id, page, options)
          : await updatePage(db, actorId, id, page, options);
    // Saved: what the editor autosaved for this item is no longer needed (the page editor
    // posts the sections, and autosaves them in a slot of its own).
    await discardAutosave(
      db,
      actorId,
      values.sections !== undefined && intent !== "create"
        ? sectionsAutosaveSlot(id)
        : autosaveSlot(intent === "create" ? null : id, kind, translationOf),
    );
    if (schedule?.ok) {
      await scheduleSave(db, actorId, row.id, kind, schedule);
      if (publishesLater && schedule.publishAt) {
        return done(
          intent,
          texts.saved,
          `“${row.title}” is scheduled to publish on ${formatSiteTime(schedule.publishAt, options.timeZone)}.`,
        );
      }
    }
    const state = row.draft
      ? "is saved as a draft; the live version is unchanged"
      : !row.isPublished
        ? "is saved as a draft"
        : kind === "post"
          ? `is live at ${localizedPath(row.locale, postPath(row.slug))}`
          : "is published";
    return done(intent, texts.saved, `“${row.title}” ${state}.`);
  } catch (error) {
    if (error instanceof PageRuleError) {
      const fieldErrors: PageFieldErrors | undefined = error.field
        ? { [error.field]: error.message }
        : error.message === PAGE_TEXTS.slugTaken
          ? { slug: error.message }
          : error.message === PAGE_TEXTS.contentTooLong ||
              error.message === PAGE_TEXTS.contentTooDeep
            ? { content: error.message }
            : undefined;
      const issues = error.issues.length > 0 ? error.issues : undefined;
      return fail(error.status, failTitle, error.message, fieldErrors, issues);
    }
    requestLogger()?.error(
      { err: error },
      `${manager === "blog" ? "Blog" : "Content"} manager: ${intent} failed`,
    );
    return fail(500, failTitle, fallback);
  }
}
