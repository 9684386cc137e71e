import { data } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { postPath } from "#app/modules/blog/blog.ts";
import { requestLogger } from "#app/modules/logging/logger.server.ts";
import {
  PAGE_INTENTS,
  PAGE_TEXTS,
  type PageFieldErrors,
  type PageIntent,
  type PageKind,
  type PagesActionResult,
  pageValuesFromFormData,
  parsePageValues,
} from "./page-form.ts";
import { createPage, deletePage, PageRuleError, updatePage } from "./pages-admin.server.ts";

// The one action behind the Content Manager (/admin/content) and the Blog Manager
// (/admin/blog): create, update and delete, answered with the spec's toast texts (§8).

export type PagesManager = "content" | "blog";

/**
 * Runs one posted intent. The Blog Manager only ever handles posts; the Content Manager
 * handles pages, and creates a post when its 'Blog Post' tab was chosen.
 */
export async function handlePagesAction(
  db: Database,
  actorId: string,
  formData: FormData,
  manager: PagesManager,
) {
  const rawIntent = formData.get("intent");
  const intent = PAGE_INTENTS.find((known) => known === rawIntent) ?? null;
  const id = String(formData.get("id") ?? "");
  const values = pageValuesFromFormData(formData);
  const kind: PageKind = manager === "blog" ? "post" : intent === "create" ? values.kind : "page";
  const texts = PAGE_TEXTS[kind];
  const failTitle = intent === "delete" ? PAGE_TEXTS.deleteFailedTitle : PAGE_TEXTS.saveFailedTitle;
  const fallback = intent === "delete" ? texts.deleteFailed : texts.saveFailed;
  const fail = (status: number, title: string, error: string, fieldErrors?: PageFieldErrors) =>
    data<PagesActionResult>({ ok: false, intent, title, error, fieldErrors }, { status });
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
    const row =
      intent === "create"
        ? await createPage(db, actorId, parsed.page)
        : await updatePage(db, actorId, id, parsed.page);
    const state = !row.isPublished
      ? "is saved as a draft"
      : kind === "post"
        ? `is live at ${postPath(row.slug)}`
        : "is published";
    return done(intent, texts.saved, `“${row.title}” ${state}.`);
  } catch (error) {
    if (error instanceof PageRuleError) {
      const fieldErrors: PageFieldErrors | undefined =
        error.message === PAGE_TEXTS.slugTaken
          ? { slug: error.message }
          : error.message === PAGE_TEXTS.contentTooLong ||
              error.message === PAGE_TEXTS.contentTooDeep
            ? { content: error.message }
            : undefined;
      return fail(error.status, failTitle, error.message, fieldErrors);
    }
    requestLogger()?.error(
      { err: error },
      `${manager === "blog" ? "Blog" : "Content"} manager: ${intent} failed`,
    );
    return fail(500, failTitle, fallback);
  }
}
