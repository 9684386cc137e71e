import { data } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { refusal } from "#app/lib/intent-action.ts";
import { postHtmlOf } from "#app/modules/blog/post-body.ts";
import { LANGUAGE_NAMES, type Locale } from "#app/modules/i18n/locales.ts";
import { withSchedules } from "#app/modules/publishing/schedules.server.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import type { TranslatedText } from "#app/modules/sections/section-fields.ts";
import type { PageIntent, PageShownToo, PagesActionResult } from "./page-action-result.ts";
import { getAdminPage, getAdminPost } from "./page-queries.server.ts";
import { pageKindOf } from "./page-slugs.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import { appendPageValues, pageValuesFromRow } from "./page-values.ts";
import {
  handlePagesAction,
  type PagesActionOptions,
  type PagesAnswer,
} from "./pages-admin-action.server.ts";

// The page editor (/admin/pages/:pageId, ADR 0023): a page's sections, or a blog post's body as
// one Text section, its Urdu version's beside it (docs/product.md#page-editor: one editor for everything
// written), saved through the Content
// Manager's or the Blog Manager's own workflow, so that drafts, publishing, schedules,
// revisions, autosave and activity entries work as they do everywhere else.

/**
 * What the editor shows: a content or built-in page, or a blog post, with its waiting draft,
 * schedule and versions in other languages; an unknown id is none.
 */
export async function getEditorPage(db: Database, id: string) {
  const item = (await getAdminPage(db, id)) ?? (await getAdminPost(db, id));
  if (!item) return null;
  const [scheduled] = await withSchedules(db, [item]);
  return scheduled ?? null;
}

export type EditorPage = NonNullable<Awaited<ReturnType<typeof getEditorPage>>>;

/** What the posted form may say beside the sections: Save draft or Publish, and a schedule. */
const WORKFLOW_FIELDS = ["intent", "publishAt", "unpublishAt"] as const;

/** A post's body is one Text section: anything else posted for it is refused, nothing saved. */
const NOT_ONE_TEXT = "A blog post is one text: save it without other sections.";

/**
 * Saves `sections` as item `page`'s body: a draft beside the live version, or published
 * (`intent`), with the schedule posted. The item's other fields stay as they are (its waiting
 * draft's, when there is one). A post's one Text section is its content, and its Urdu
 * version's (savePostTexts). Answers as the Content Manager does, with a refused body's
 * problems each at its field.
 */
export async function savePageSections(
  db: Database,
  actorId: string,
  page: EditorPage,
  sections: PageBody,
  posted: FormData,
  options: PagesActionOptions,
): Promise<PagesAnswer> {
  const form = workflowForm(page.id, posted);
  const values = pageValuesFromRow(page.draft ?? page);
  if (pageKindOf(page.slug) === "post") {
    const html = postHtmlOf(sections);
    if (html === null) {
      return refusal<PageIntent, PageShownToo>(null, PAGE_TEXTS.saveFailedTitle, 400, {
        code: "invalid",
        description: NOT_ONE_TEXT,
      });
    }
    appendPageValues(form, { ...values, content: html.en ?? "" });
    return savePostTexts(db, actorId, page, form, html, options);
  }
  appendPageValues(form, { ...values, sections });
  return handlePagesAction(db, actorId, form, "content", options);
}

/** The workflow fields posted (intent, schedule) for item `id`. */
function workflowForm(id: string, posted: FormData, names: readonly string[] = WORKFLOW_FIELDS) {
  const form = new FormData();
  for (const name of names) {
    const value = posted.get(name);
    if (typeof value === "string") form.set(name, value);
  }
  form.set("id", id);
  return form;
}

/** A save refused by a translated version, carried out of the transaction it rolls back. */
class VersionRefused extends Error {
  readonly locale: Locale;
  readonly answer: PagesAnswer;
  constructor(locale: Locale, answer: PagesAnswer) {
    super(`The ${LANGUAGE_NAMES[locale]} version was not saved`);
    this.locale = locale;
    this.answer = answer;
  }
}

/**
 * Saves a post (`english`, its fields posted) and each of its versions in another language
 * whose text the editor holds (`html`) and that changed (or is to be published), with the same
 * intent: all or none, so a refused translated text leaves the English one unsaved too.
 */
async function savePostTexts(
  db: Database,
  actorId: string,
  post: EditorPage,
  english: FormData,
  html: TranslatedText,
  options: PagesActionOptions,
): Promise<PagesAnswer> {
  const intent = english.get("intent");
  const versions = post.translations.flatMap((version) => {
    const shown = version.draft ?? version;
    const text = html[version.locale];
    if (text === undefined || (text === shown.content && !(intent === "update" && version.draft))) {
      return [];
    }
    const form = workflowForm(post.id, english, ["intent"]);
    form.set("locale", version.locale);
    appendPageValues(form, { ...pageValuesFromRow(shown), content: text });
    return [{ locale: version.locale, form }];
  });
  if (versions.length === 0) return handlePagesAction(db, actorId, english, "blog", options);
  try {
    return await db.transaction(async (tx) => {
      const saved = await handlePagesAction(tx, actorId, english, "blog", options);
      if (!saved.data.ok) return saved;
      for (const version of versions) {
        const translated = await handlePagesAction(tx, actorId, version.form, "blog", options);
        if (!translated.data.ok) throw new VersionRefused(version.locale, translated);
      }
      return saved;
    });
  } catch (error) {
    if (!(error instanceof VersionRefused)) throw error;
    const { answer, locale } = error;
    if (answer.data.ok) return answer;
    // The toast's heading stays; its text says which language's version was refused.
    const problem = answer.data.description ?? answer.data.error;
    return data<PagesActionResult>(
      { ...answer.data, description: `${LANGUAGE_NAMES[locale]} version: ${problem}` },
      answer.init ?? undefined,
    );
  }
}
