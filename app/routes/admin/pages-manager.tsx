import { useEffect, useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { DeletePageDialog } from "#app/components/admin/content/delete-page-dialog.tsx";
import {
  PAGE_LISTS,
  PageList,
  type PageListRow,
} from "#app/components/admin/content/page-list.tsx";
import { PreviewDialog } from "#app/components/admin/content/preview-dialog.tsx";
import { RevisionsDialog } from "#app/components/admin/content/revisions-dialog.tsx";
import { useRichTextEditorPreload } from "#app/components/admin/editor/lazy-rich-text-editor.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { kindListedAt } from "#app/modules/pages/page-paths.ts";
import { listManagerItems } from "#app/modules/pages/page-queries.server.ts";
import { PAGE_TEXTS } from "#app/modules/pages/page-texts.ts";
import { handlePageDelete } from "#app/modules/pages/pages-admin-action.server.ts";
import { missingTextCounts } from "#app/modules/translations/translations.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/pages-manager";

// The Content Manager at /admin/content and the Blog Manager at /admin/blog: one module under
// two route entries (routes.ts), the address saying which kind of item it lists. Its action is
// the list's delete; the editor is a nested route rendered over the list (ADR 0033: drafts and
// schedules, ADR 0012; versions in other languages, ADR 0042).

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "content.edit");
  const { db, config } = context.get(servicesContext);
  const kind = kindListedAt(url.pathname);
  const timeZone = config.SITE_TIMEZONE;
  try {
    const rows = await listManagerItems(db, kind);
    const missing = await missingTextCounts(db);
    return {
      kind,
      rows: rows.map((row) => ({ ...row, missingTexts: missing[row.id] })) as PageListRow[],
      timeZone,
      loadError: false,
    };
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, PAGE_TEXTS[kind].loadFailed);
    return { kind, rows: [] as PageListRow[], timeZone, loadError: true };
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const actor = requirePermission({ request, context }, "content.edit");
  const { db } = context.get(servicesContext);
  const { manager } = PAGE_LISTS[kindListedAt(url.pathname)];
  return handlePageDelete(db, actor.id, await request.formData(), manager);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${PAGE_LISTS[loaderData.kind].title} | Admin` },
];

export default function PagesManagerRoute({ loaderData }: Route.ComponentProps) {
  // A new manager for each kind, as for two modules: nothing open carries over between them.
  return <PagesManager key={loaderData.kind} {...loaderData} />;
}

function PagesManager({ kind, rows, timeZone, loadError }: Route.ComponentProps["loaderData"]) {
  const list = PAGE_LISTS[kind];
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<PageListRow | null>(null);
  const [historyOf, setHistoryOf] = useState<PageListRow | null>(null);
  const [previewOf, setPreviewOf] = useState<PageListRow | null>(null);
  useRichTextEditorPreload();

  useEffect(() => {
    if (loadError) {
      toast.error(PAGE_TEXTS[kind].loadFailed, { description: "Reload the page to try again." });
    }
  }, [loadError, kind]);

  // The editor is at the item's address (or `new`), rendered by the Outlet below.
  const open = (editing: PageListRow | null) =>
    navigate(`/admin/${list.manager}/${editing ? editing.id : "new"}`, {
      preventScrollReset: true,
    });

  return (
    <>
      <AdminPageHeader
        title={list.title}
        subtitle={list.subtitle}
        actions={
          <Button onClick={() => open(null)}>
            <list.NewIcon aria-hidden="true" />
            {list.newLabel}
          </Button>
        }
      />
      {loadError ? (
        <div role="alert" className="rounded-lg border bg-card py-12 text-center">
          <p className="font-medium text-destructive">{PAGE_TEXTS[kind].loadFailed}</p>
          <p className="mt-1 text-sm text-muted-foreground">Reload the page to try again.</p>
        </div>
      ) : (
        <PageList
          kind={kind}
          rows={rows}
          timeZone={timeZone}
          onEdit={open}
          onDelete={setDeleting}
          onHistory={setHistoryOf}
          onPreview={setPreviewOf}
        />
      )}
      <Outlet />
      {historyOf ? (
        <RevisionsDialog
          key={historyOf.id}
          target={historyOf}
          timeZone={timeZone}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
      {previewOf ? (
        <PreviewDialog
          key={previewOf.id}
          target={previewOf}
          timeZone={timeZone}
          onClose={() => setPreviewOf(null)}
        />
      ) : null}
      <DeletePageDialog target={deleting} kind={kind} onDone={() => setDeleting(null)} />
    </>
  );
}
