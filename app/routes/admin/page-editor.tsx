import { ArrowLeft, ExternalLink } from "lucide-react";
import { Fragment, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  useFetcher,
  useRouteError,
} from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { ConsoleForbidden, isForbiddenError } from "#app/components/admin/console-forbidden.tsx";
import { ConsoleNotFound } from "#app/components/admin/console-not-found.tsx";
import { PreviewDialog } from "#app/components/admin/content/preview-dialog.tsx";
import { PublishingBar } from "#app/components/admin/content/publishing-bar.tsx";
import { RevisionsDialog } from "#app/components/admin/content/revisions-dialog.tsx";
import { HistoryButton, PreviewButton } from "#app/components/admin/content/row-action-buttons.tsx";
import { LoadErrorCard } from "#app/components/admin/load-error-card.tsx";
import { scheduleErrorsOf } from "#app/components/admin/section-editor/page-schedule.tsx";
import { SectionsEditor } from "#app/components/admin/section-editor/page-sections-editor.tsx";
import type { SectionsActionData } from "#app/components/admin/section-editor/sections-action-data.ts";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { intentOf } from "#app/lib/intent-action.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { postBodyOf } from "#app/modules/blog/post-body.ts";
import {
  DEFAULT_LOCALE,
  LANGUAGE_NAMES,
  LOCALES,
  type Locale,
  localizedPath,
} from "#app/modules/i18n/locales.ts";
import { TRANSLATED_LOCALES } from "#app/modules/i18n/translated-content.ts";
import { PUBLISHING_INTENTS } from "#app/modules/pages/page-action-result.ts";
import { getEditorPage, savePageSections } from "#app/modules/pages/page-editor.server.ts";
import { pageEditorPath } from "#app/modules/pages/page-paths.ts";
import { handlePagePublishing } from "#app/modules/pages/page-publish-action.server.ts";
import { listMediaImages } from "#app/modules/pages/page-queries.server.ts";
import { pageKindOf } from "#app/modules/pages/page-slugs.ts";
import { PAGE_TEXTS } from "#app/modules/pages/page-texts.ts";
import { pageValuesFromRow } from "#app/modules/pages/page-values.ts";
import { isBuiltInSlug, pagePathOfSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import { emptyPageBody } from "#app/modules/sections/page-body.ts";
import {
  bodyFieldErrors,
  pageBodyOfForm,
  parseSectionsForm,
  sectionsFormValue,
} from "#app/modules/sections/sections-form.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/page-editor";

// /admin/pages/:pageId (a post's: /admin/posts/:pageId): the page editor (docs/product.md#pages-from-sections, ADR 0023), a page's sections with the
// languages side by side, or a blog post's body as its one Text section (docs/product.md#page-editor: one editor
// for everything written). Only those allowed to edit content open it (ADR 0027);
// an unknown id is the console's 404.

const LOAD_FAILED = "Failed to load the page's sections";

/** Where the editor was opened from, for the way back. */
const CONTENT_MANAGER = { path: "/admin/content", title: "Content Pages" };
const BLOG_MANAGER = { path: "/admin/blog", title: "Blog Posts" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "content.edit");
  const { db, config } = context.get(servicesContext);
  const page = await getEditorPage(db, params.pageId);
  if (!page) throw data(null, { status: 404 });
  // A page at a post's address, or a post at a page's: to its own.
  const kind = pageKindOf(page.slug);
  const atPostAddress = new URL(request.url).pathname.startsWith("/admin/posts/");
  if (atPostAddress !== (kind === "post")) throw redirect(pageEditorPath(page.id, kind));
  return { page, images: await listMediaImages(db), timeZone: config.SITE_TIMEZONE };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "content.edit");
  const { db, config } = context.get(servicesContext);
  const page = await getEditorPage(db, params.pageId);
  if (!page) throw data(null, { status: 404 });
  const formData = await request.formData();
  const options = { keepRevisions: config.REVISIONS_KEEP, timeZone: config.SITE_TIMEZONE };
  if (intentOf(formData, PUBLISHING_INTENTS)) {
    return handlePagePublishing(db, user.id, page, formData, options);
  }
  const submission = parseSectionsForm(formData);
  if (submission.status !== "success") {
    return data<SectionsActionData>({ submission: submission.reply(), result: null }, 400);
  }
  const saved = await savePageSections(
    db,
    user.id,
    page,
    pageBodyOfForm(submission.value),
    formData,
    options,
  );
  const result = saved.data;
  return data<SectionsActionData>(
    {
      submission: result.ok
        ? submission.reply({ resetForm: true })
        : submission.reply({
            formErrors: [result.description ?? result.error],
            // The body's problems at their sections' fields, the schedule's at its own.
            fieldErrors: {
              ...bodyFieldErrors(result.fieldErrors ?? {}),
              ...scheduleErrorsOf(result.fieldErrors),
            },
          }),
      result,
    },
    saved.init ?? undefined,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Edit ${loaderData.page.title}` : "Page editor"} | Admin` },
];

export default function PageEditor({ loaderData }: Route.ComponentProps) {
  const { page, images, timeZone } = loaderData;
  const fetcher = useFetcher<SectionsActionData>();
  const [dialog, setDialog] = useState<"history" | "preview" | null>(null);
  // The version shown: a save, a restore or a scheduled publish gives the form a fresh start.
  // Its schedule too: the Schedule panel's times start again from one set in the publishing bar.
  const version = `${page.updatedAt}|${page.draft?.savedAt ?? ""}|${page.publishAt ?? ""}`;
  const shown = page.draft ?? page;
  const kind = pageKindOf(page.slug);
  const path = pagePathOfSlug(page.slug);
  // A page answers in every language at its English address too; a post only in the languages
  // of its versions, once it has them (ADR 0042), written beside it.
  const translatedPaths =
    kind === "page"
      ? TRANSLATED_LOCALES.map((locale) => ({ locale, path: localizedPath(locale, path) }))
      : page.translations.map((translation) => ({
          locale: translation.locale,
          path: localizedPath(translation.locale, pagePathOfSlug(translation.slug)),
        }));
  const manager = kind === "post" ? BLOG_MANAGER : CONTENT_MANAGER;
  const postTexts = Object.fromEntries([
    [DEFAULT_LOCALE, shown.content],
    ...page.translations.map((translation) => [
      translation.locale,
      (translation.draft ?? translation).content,
    ]),
  ]);
  const languages: readonly Locale[] =
    kind === "page"
      ? LOCALES
      : [DEFAULT_LOCALE, ...page.translations.map((translation) => translation.locale)];

  useFetcherSettled(fetcher, (answer) => {
    const result = answer?.result;
    if (result?.ok) {
      toast.success(result.message, { description: result.description });
    } else {
      toast.error(result?.error ?? PAGE_TEXTS.validationTitle, {
        description: result ? result.description : PAGE_TEXTS.checkFields,
      });
    }
  });

  return (
    <>
      <AdminPageHeader
        title={page.title}
        subtitle={
          kind === "post"
            ? "Write this post beside a preview of it as visitors will read it."
            : "Edit what this page shows, section by section, in every language."
        }
        actions={
          <>
            <Link to={manager.path} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <ArrowLeft aria-hidden="true" />
              {manager.title}
            </Link>
            <PreviewButton title={page.title} onClick={() => setDialog("preview")} />
            <HistoryButton title={page.title} onClick={() => setDialog("history")} />
          </>
        }
      />
      <div className="mb-4 grid gap-2">
        <PublishingBar
          row={page}
          noun={kind}
          timeZone={timeZone}
          canUnpublish={!isBuiltInSlug(page.slug)}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>
            URL:{" "}
            {page.isPublished ? (
              <>
                <a
                  href={path}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-foreground underline-offset-4 hover:underline"
                >
                  <code>{path}</code>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                {translatedPaths.map((translated) => (
                  <Fragment key={translated.locale}>
                    {" "}
                    ·{" "}
                    <a
                      href={translated.path}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-foreground underline-offset-4 hover:underline"
                    >
                      <code>{translated.path}</code>
                      <span className="sr-only">
                        {" "}
                        ({LANGUAGE_NAMES[translated.locale]}, opens in a new tab)
                      </span>
                    </a>
                  </Fragment>
                ))}
                <ExternalLink aria-hidden="true" className="ms-1 inline size-3.5" />
              </>
            ) : (
              <code className="text-foreground">{path}</code>
            )}
          </span>
        </div>
        {page.draft ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
            You are editing unpublished changes. The live version stays as it is until you publish.
          </p>
        ) : null}
        {kind === "post" && page.translations.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            This post has no Urdu version yet. Add one from its row in Blog Posts, and write it here
            beside the English.
          </p>
        ) : null}
        {shown.sectionIssues.length > 0 ? (
          <div
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
          >
            <p className="font-medium">
              Part of this page could not be read and is left out below. Saving keeps the page as
              shown here.
            </p>
            <ul className="mt-1 list-disc ps-5">
              {shown.sectionIssues.map((issue) => (
                <li key={`${issue.path}-${issue.message}`}>
                  {issue.field}: {issue.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <SectionsEditor
        version={version}
        kind={kind}
        pageId={page.id}
        pageTitle={page.title}
        keepsLive={page.isPublished}
        languages={languages}
        defaultValue={sectionsFormValue(
          kind === "post" ? postBodyOf(postTexts) : (shown.sections ?? emptyPageBody()),
        )}
        pageValues={pageValuesFromRow(shown)}
        saved={page}
        schedule={page}
        images={images}
        timeZone={timeZone}
        fetcher={fetcher}
      />
      {dialog === "history" ? (
        <RevisionsDialog target={page} timeZone={timeZone} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "preview" ? (
        <PreviewDialog target={page} timeZone={timeZone} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ConsoleNotFound />;
  if (isForbiddenError(error)) return <ConsoleForbidden />;
  return <LoadErrorCard message={LOAD_FAILED} />;
}
