import { data } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { answerIntent, type IntentSuccess, intentOf, refusal } from "#app/lib/intent-action.ts";
import { fieldsRefused } from "#app/lib/rule-error.ts";
import { postPath } from "#app/modules/blog/blog.ts";
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import { requestLogger } from "#app/modules/logging/logger.server.ts";
import { formatSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { discardAutosave } from "./autosave.server.ts";
import {
  PAGE_INTENTS,
  type PageIntent,
  type PageShownToo,
  type PagesActionResult,
} from "./page-action-result.ts";
import { autosaveSlot, sectionsAutosaveSlot } from "./page-autosave-slots.ts";
import {
  createPage,
  deletePage,
  deleteTranslation,
  saveDraft,
  updatePage,
} from "./page-commands.server.ts";
import { parsePageEditor } from "./page-form.ts";
import { saveSchedule } from "./page-publishing.server.ts";
import type { SaveOptions } from "./page-rows.server.ts";
import { assertUnpublishable } from "./page-rules.server.ts";
import type { PageKind } from "./page-slugs.ts";
import { PAGE_TEXTS, validationMessage } from "./page-texts.ts";
import { versionInput } from "./page-values.ts";

// The actions of the Content Manager (/admin/content) and the Blog Manager (/admin/blog): the
// editor's saves (create, update, draft; its route's action, ADR 0033) and the list's delete,
// answered with the toast texts of docs/product.md#content-pages-and-blog-posts.

export type PagesManager = "content" | "blog";

/** How a save is kept: revisions per page, and the zone the schedule fields are read in. */
export type PagesActionOptions = SaveOptions & { timeZone: string };

/** The language a form names, English when it names none of the site's. */
function localeOf(value: FormDataEntryValue | null): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** The editor's intents; delete is the list's (`handlePageDelete`). */
const SAVE_INTENTS = PAGE_INTENTS.filter((intent) => intent !== "delete");
type SaveIntent = (typeof SAVE_INTENTS)[number];

/** What the managers' actions answer, always with its status (the page editor reads both). */
export type PagesAnswer = ReturnType<typeof data<PagesActionResult>>;

/** A fault is logged in the request's log, when there is one (not in a test's direct call). */
const log = {
  error: (details: { err: unknown }, message: string) => requestLogger()?.error(details, message),
};

const managerName = (manager: PagesManager) => `${manager === "blog" ? "Blog" : "Content"} manager`;

/** answerIntent's answer, a success too wrapped with its status. */
function withStatus(answer: PagesActionResult | PagesAnswer): PagesAnswer {
  return "ok" in answer ? data(answer) : answer;
}

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
): Promise<PagesAnswer> {
  const intent = intentOf(formData, SAVE_INTENTS);
  const kind: PageKind =
    manager === "blog"
      ? "post"
      : intent === "create" && text(formData, "kind") === "post"
        ? "post"
        : "page";
  const failed = { heading: PAGE_TEXTS.saveFailedTitle, text: PAGE_TEXTS[kind].saveFailed };
  // A form without a known intent failed to save, as the toast says (no screen sends one).
  if (!intent) {
    return refusal<PageIntent, PageShownToo>(null, failed.heading, 400, {
      description: failed.text,
    });
  }
  const save = () => savePosted(db, actorId, formData, intent, kind, options);
  const answer = await answerIntent<SaveIntent, PageShownToo>(
    formData,
    { create: save, update: save, draft: save },
    {
      log,
      fallback: { create: failed, update: failed, draft: failed },
      what: managerName(manager),
      headRefusals: true,
    },
  );
  return withStatus(answer);
}

/**
 * Saves the posted item as `intent` says: its message and what became of the item, or a
 * refusal (the form's schema's under 'Validation Error', a rule's under the screen's heading).
 */
async function savePosted(
  db: Database,
  actorId: string,
  formData: FormData,
  intent: SaveIntent,
  kind: PageKind,
  options: PagesActionOptions,
): Promise<IntentSuccess<PageShownToo>> {
  const id = String(formData.get("id") ?? "");
  // The language of the version saved (ADR 0042): a new item is English; another language's
  // form saves that language's texts of the item `id`.
  const locale = intent === "create" ? DEFAULT_LOCALE : localeOf(formData.get("locale"));
  const texts = PAGE_TEXTS[kind];
  const submission = parsePageEditor(formData, options.timeZone, kind);
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    throw fieldsRefused(errors, validationMessage(errors), { title: PAGE_TEXTS.validationTitle });
  }
  // A form without the schedule fields (a translated post's text saved beside its English
  // one) leaves the schedule as it is.
  const schedule = formData.has("publishAt") ? submission.value : null;
  if (schedule?.unpublishAt && intent !== "create") await assertUnpublishable(db, id);
  // A publish time ahead keeps the changes off the site until then: a new item is saved
  // unpublished, and an edit is saved as a draft (beside the live version, if there is one).
  const publishesLater = schedule?.publishAt && schedule.publishAt > new Date();
  const { page: parsed } = submission.value;
  const page =
    locale === DEFAULT_LOCALE
      ? publishesLater && intent === "create"
        ? { ...parsed, isPublished: false }
        : parsed
      : versionInput(parsed);
  const row =
    intent === "create"
      ? await createPage(db, actorId, page, options)
      : intent === "draft" || publishesLater
        ? await saveDraft(db, actorId, id, page, options, locale)
        : await updatePage(db, actorId, id, page, options, locale);
  // Saved: what the editor autosaved for this item is no longer needed (the page editor
  // posts the sections, and autosaves them in a slot of its own).
  await discardAutosave(
    db,
    actorId,
    page.sections !== undefined && intent !== "create"
      ? sectionsAutosaveSlot(id)
      : autosaveSlot(intent === "create" ? null : id, kind, locale),
  );
  const saved = (description: string) => ({ message: texts.saved, kind, description });
  if (schedule) {
    await saveSchedule(db, actorId, row.id, kind, schedule);
    if (publishesLater && schedule.publishAt) {
      return saved(
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
  return saved(`“${row.title}” ${state}.`);
}

/**
 * The list's one action: deletes the posted item in every language, or (with a `locale` other
 * than English) only its version in that language.
 */
export async function handlePageDelete(
  db: Database,
  actorId: string,
  formData: FormData,
  manager: PagesManager,
): Promise<PagesAnswer> {
  const kind: PageKind = manager === "blog" ? "post" : "page";
  const texts = PAGE_TEXTS[kind];
  const failed = { heading: PAGE_TEXTS.deleteFailedTitle, text: texts.deleteFailed };
  // As a save: a form without the intent failed to delete (no screen sends one).
  if (formData.get("intent") !== "delete") {
    return refusal<PageIntent, PageShownToo>(null, failed.heading, 400, {
      description: failed.text,
    });
  }
  const answer = await answerIntent<"delete", PageShownToo>(
    formData,
    {
      delete: async () => {
        const id = String(formData.get("id") ?? "");
        const locale = localeOf(formData.get("locale"));
        if (locale === DEFAULT_LOCALE) await deletePage(db, actorId, id, kind);
        else await deleteTranslation(db, actorId, id, kind, locale);
        return { message: texts.deleted, kind, description: "It has been removed for good." };
      },
    },
    { log, fallback: { delete: failed }, what: managerName(manager), headRefusals: true },
  );
  return withStatus(answer);
}
