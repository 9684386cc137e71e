import { FilePlus } from "lucide-react";
import { useEffect, useState } from "react";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { DeletePageDialog } from "#app/components/admin/content/delete-page-dialog.tsx";
import { PageDialog } from "#app/components/admin/content/page-dialog.tsx";
import { PageList, type PageListRow } from "#app/components/admin/content/page-list.tsx";
import { PreviewDialog } from "#app/components/admin/content/preview-dialog.tsx";
import { RevisionsDialog } from "#app/components/admin/content/revisions-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { adminUserContext } from "#app/modules/auth/session.server.ts";
import { withPageAddresses } from "#app/modules/pages/page-addresses.ts";
import { type MediaImage, PAGE_TEXTS } from "#app/modules/pages/page-form.ts";
import {
  listAdminPages,
  listMediaImages,
  withoutSectionBodies,
} from "#app/modules/pages/pages-admin.server.ts";
import { handlePagesAction } from "#app/modules/pages/pages-admin-action.server.ts";
import { withSchedulesAndTranslations } from "#app/modules/publishing/schedules.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/content";

// The Content Manager (spec §2, §4 Publication, §5 Page and blog save, §7, §8 Content).

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const timeZone = config.SITE_TIMEZONE;
  try {
    const [pages, images] = [
      await withSchedulesAndTranslations(
        db,
        withPageAddresses(withoutSectionBodies(await listAdminPages(db))),
      ),
      await listMediaImages(db),
    ];
    return { pages: pages as PageListRow[], images, timeZone, loadError: false };
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, PAGE_TEXTS.page.loadFailed);
    return { pages: [] as PageListRow[], images: [] as MediaImage[], timeZone, loadError: true };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(servicesContext);
  const actor = context.get(adminUserContext);
  return handlePagesAction(db, actor.id, await request.formData(), "content", {
    keepRevisions: config.REVISIONS_KEEP,
    timeZone: config.SITE_TIMEZONE,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Content Pages | Admin" }];

export default function ContentManager({ loaderData }: Route.ComponentProps) {
  const { pages, images, timeZone, loadError } = loaderData;
  const [dialog, setDialog] = useState<{ key: number; editing: PageListRow | null } | null>(null);
  const [deleting, setDeleting] = useState<PageListRow | null>(null);
  const [historyOf, setHistoryOf] = useState<PageListRow | null>(null);
  const [previewOf, setPreviewOf] = useState<PageListRow | null>(null);

  useEffect(() => {
    if (loadError) {
      toast.error(PAGE_TEXTS.page.loadFailed, { description: "Reload the page to try again." });
    }
  }, [loadError]);

  const open = (editing: PageListRow | null) =>
    setDialog((current) => ({ key: (current?.key ?? 0) + 1, editing }));

  return (
    <>
      <AdminPageHeader
        title="Content Pages"
        subtitle="Manage your website's pages, their text and SEO details"
        actions={
          <Button onClick={() => open(null)}>
            <FilePlus aria-hidden="true" />
            New Page
          </Button>
        }
      />
      {loadError ? (
        <div role="alert" className="rounded-lg border bg-card py-12 text-center">
          <p className="font-medium text-destructive">{PAGE_TEXTS.page.loadFailed}</p>
          <p className="mt-1 text-sm text-muted-foreground">Reload the page to try again.</p>
        </div>
      ) : (
        <PageList
          pages={pages}
          timeZone={timeZone}
          onEdit={open}
          onDelete={setDeleting}
          onHistory={setHistoryOf}
          onPreview={setPreviewOf}
        />
      )}
      {dialog ? (
        <PageDialog
          key={dialog.key}
          manager="content"
          editing={dialog.editing}
          images={images}
          timeZone={timeZone}
          onClose={() => setDialog(null)}
        />
      ) : null}
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
      <DeletePageDialog target={deleting} kind="page" onDone={() => setDeleting(null)} />
    </>
  );
}
