import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { intentOf } from "#app/lib/intent-action.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { postPath } from "#app/modules/blog/blog.ts";
import { localizedPath, translatedLocaleOf } from "#app/modules/i18n/locales.ts";
import { requestLogger } from "#app/modules/logging/logger.server.ts";
import { formatSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { setSchedule } from "#app/modules/publishing/schedules.server.ts";
import type { BodyIssue } from "#app/modules/sections/page-body.ts";
import { discardAutosave } from "./autosave.server.ts";
import { PAGE_INTENTS, type PageIntent, type PagesActionResult } from "./page-action-result.ts";
import { autosaveSlot, sectionsAutosaveSlot } from "./page-autosave-slots.ts";
import {
  createPage,
  createTranslation,
  deletePage,
  saveDraft,
  updatePage,
} from "./page-commands.server.ts";
import { parsePageEditor } from "./page-form.ts";
import type { SaveOptions } from "./page-rows.server.ts";
import { assertUnpublishable } from "./page-rules.server.ts";
import type { PageKind } from "./page-slugs.ts";
import { PAGE_TEXTS, validationMessage } from "./page-texts.ts";

// The actions of the Content Manager (/admin/content) and the Blog Manager (/admin/blog): the
// editor's saves (create, update, draft; its route's action, ADR 0033) and the list's delete,
// answered with the toast texts of docs/product.md#content-pages-and-blog-posts.

export type PagesManager = "content" | "blog";

/** How a save is kept: revisions per page, and the zone the schedule fields are read in. */
export type PagesActionOptions = SaveOptions & { timeZone: string };

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

/** The editor's intents; delete is the list's (`handlePageDelete`). */
const SAVE_INTENTS = PAGE_INTENTS.filter((intent) => intent !== "delete");

/**
 * Saves what the editor posted. The Blog Manager only ever handles posts; the Content Manager
 * handles pages, and creates a post when its 'Blog Post' tab was chosen.
 */
export async function handlePagesAction(
  db: Database,
  actorId: string,
  formData: FormData,
  manager: PagesManager,
  options: PagesActionOptions,
) {
  const intent = intentOf(formData, SAVE_INTENTS);
  const id = String(formData.get("id") ?? "");
  // Creating a translated version of an English item (ADR 0020): the English item's id, and
  // the language (`locale`) it is in.
  const translationOf = intent === "create" ? text(formData, "translationOf") || null : null;
  const locale = translationOf ? translatedLocaleOf(formData.get("locale")) : null;
  const kind: PageKind =
    manager === "blog"
      ? "post"
      : intent === "create" && text(formData, "kind") === "post"
        ? "post"
        : "page";
  const texts = PAGE_TEXTS[kind];
  const failTitle = PAGE_TEXTS.saveFailedTitle;
  const fail = (
    status: number,
    title: string,
    error: string,
    result?: SubmissionResult<string[]>,
    issues?: BodyIssue[],
  ) => data<PagesActionResult>({ ok: false, intent, title, error, result, issues }, { status });
  const done = (intentDone: PageIntent, message: string, description: string) =>
    data<PagesActionResult>({ ok: true, intent: intentDone, kind, message, description });

  if (!intent) return fail(400, failTitle, texts.saveFailed);
  const submission = parsePageEditor(formData, options.timeZone, kind);
  if (submission.status !== "success") {
    return fail(
      400,
      PAGE_TEXTS.validationTitle,
      validationMessage(submission.error ?? {}),
      submission.reply(),
    );
  }
  // A form without the schedule fields (a translated post's text saved beside its English
  // one) leaves the schedule as it is.
  const schedule = formData.has("publishAt") ? submission.value : null;
  try {
    if (schedule?.unpublishAt && intent !== "create") await assertUnpublishable(db, id);
    // A publish time ahead keeps the changes off the site until then: a new item is saved
    // unpublished, and an edit is saved as a draft (beside the live version, if there is one).
    const publishesLater = schedule?.publishAt && schedule.publishAt > new Date();
    const { page: parsed } = submission.value;
    const page = publishesLater && intent === "create" ? { ...parsed, isPublished: false } : parsed;
    const row =
      intent === "create"
        ? translationOf && locale
          ? await createTranslation(db, actorId, translationOf, locale, page, options)
          : await createPage(db, actorId, page, options)
        : intent === "draft" || publishesLater
          ? await saveDraft(db, actorId, id, page, options)
          : await updatePage(db, actorId, id, page, options);
    // Saved: what the editor autosaved for this item is no longer needed (the page editor
    // posts the sections, and autosaves them in a slot of its own).
    await discardAutosave(
      db,
      actorId,
      page.sections !== undefined && intent !== "create"
        ? sectionsAutosaveSlot(id)
        : autosaveSlot(
            intent === "create" ? null : id,
            kind,
            translationOf && locale ? { id: translationOf, locale } : null,
          ),
    );
    if (schedule) {
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
    const rule = ruleErrorOf(error);
    if (rule) {
      const issues = Object.entries(rule.issues ?? {}).flatMap(([path, messages]) =>
        messages.map((message) => ({ path, message })),
      );
      return fail(
        rule.status,
        failTitle,
        rule.message,
        submission.reply(rule.field ? { fieldErrors: { [rule.field]: [rule.message] } } : {}),
        issues.length > 0 ? issues : undefined,
      );
    }
    requestLogger()?.error(
      { err: error },
      `${manager === "blog" ? "Blog" : "Content"} manager: ${intent} failed`,
    );
    return fail(500, failTitle, texts.saveFailed);
  }
}

/** The list's one action: deletes the posted item (with its translated versions, ADR 0020). */
export async function handlePageDelete(
  db: Database,
  actorId: string,
  formData: FormData,
  manager: PagesManager,
) {
  const kind: PageKind = manager === "blog" ? "post" : "page";
  const texts = PAGE_TEXTS[kind];
  const fail = (status: number, error: string) =>
    data<PagesActionResult>(
      { ok: false, intent: "delete", title: PAGE_TEXTS.deleteFailedTitle, error },
      { status },
    );
  if (formData.get("intent") !== "delete") return fail(400, texts.deleteFailed);
  try {
    await deletePage(db, actorId, String(formData.get("id") ?? ""), kind);
    return data<PagesActionResult>({
      ok: true,
      intent: "delete",
      kind,
      message: texts.deleted,
      description: "It has been removed for good.",
    });
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (rule) return fail(rule.status, rule.message);
    requestLogger()?.error(
      { err: error },
      `${manager === "blog" ? "Blog" : "Content"} manager: delete failed`,
    );
    return fail(500, texts.deleteFailed);
  }
}
