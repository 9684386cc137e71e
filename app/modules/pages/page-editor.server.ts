import type { Database } from "#app/db/client.server.ts";
import { withSchedules } from "#app/modules/publishing/schedules.server.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import { appendPageValues, pageValuesFromRow } from "./page-form.ts";
import { getAdminPage } from "./pages-admin.server.ts";
import { handlePagesAction, type PagesActionOptions } from "./pages-admin-action.server.ts";

// The page editor (/admin/pages/:pageId, ADR 0023): a page's sections, saved through the
// Content Manager's own workflow, so that drafts, publishing, schedules, revisions, autosave
// and activity entries work as they do for the rest of a page.

/**
 * The page whose sections the editor shows: an English content or built-in page, with its
 * waiting draft and schedule. A blog post, an Urdu version (its sections are on its English
 * page) or an unknown id is none.
 */
export async function getEditorPage(db: Database, id: string) {
  const page = await getAdminPage(db, id);
  if (!page) return null;
  const [scheduled] = await withSchedules(db, [page]);
  return scheduled ?? null;
}

export type EditorPage = NonNullable<Awaited<ReturnType<typeof getEditorPage>>>;

/** What the posted form may say beside the sections: Save draft or Publish, and a schedule. */
const WORKFLOW_FIELDS = ["intent", "publishAt", "unpublishAt"] as const;

/**
 * Saves `sections` as page `page`'s body: a draft beside the live version, or published
 * (`intent`), with the schedule posted. The page's other fields stay as they are (its waiting
 * draft's, when there is one). Answers as the Content Manager does, with a refused body's
 * problems each at its field.
 */
export function savePageSections(
  db: Database,
  actorId: string,
  page: EditorPage,
  sections: PageBody,
  posted: FormData,
  options: PagesActionOptions,
) {
  const form = new FormData();
  for (const name of WORKFLOW_FIELDS) {
    const value = posted.get(name);
    if (typeof value === "string") form.set(name, value);
  }
  form.set("id", page.id);
  appendPageValues(form, { ...pageValuesFromRow(page.draft ?? page), sections });
  return handlePagesAction(db, actorId, form, "content", options);
}
