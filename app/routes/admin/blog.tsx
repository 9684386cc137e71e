import { SquarePen } from "lucide-react";
import { useEffect, useState } from "react";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { DeletePageDialog } from "#app/components/admin/content/delete-page-dialog.tsx";
import { PageDialog } from "#app/components/admin/content/page-dialog.tsx";
import type { PageListRow } from "#app/components/admin/content/page-list.tsx";
import { PostList } from "#app/components/admin/content/post-list.tsx";
import { PreviewDialog } from "#app/components/admin/content/preview-dialog.tsx";
import { RevisionsDialog } from "#app/components/admin/content/revisions-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { adminUserContext } from "#app/modules/auth/session.server.ts";
import { type MediaImage, PAGE_TEXTS } from "#app/modules/pages/page-form.ts";
import { listAdminPosts, listMediaImages } from "#app/modules/pages/pages-admin.server.ts";
import { handlePagesAction } from "#app/modules/pages/pages-admin-action.server.ts";
import { withSchedulesAndTranslations } from "#app/modules/publishing/schedules.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/blog";

// The Blog Manager (spec §2, §4 Publication, §5 Page and blog save, §7, §8 Blog admin).

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const timeZone = config.SITE_TIMEZONE;
  try {
    const [posts, images] = [
      await withSchedulesAndTranslations(db, await listAdminPosts(db)),
      await listMediaImages(db),
    ];
    return { posts: posts as PageListRow[], images, timeZone, loadError: false };
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, PAGE_TEXTS.post.loadFailed);
    return { posts: [] as PageListRow[], images: [] as MediaImage[], timeZone, loadError: true };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(servicesContext);
  const actor = context.get(adminUserContext);
  return handlePagesAction(db, actor.id, await request.formData(), "blog", {
    keepRevisions: config.REVISIONS_KEEP,
    timeZone: config.SITE_TIMEZONE,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Blog Posts | Admin" }];

export default function BlogManager({ loaderData }: Route.ComponentProps) {
  const { posts, images, timeZone, loadError } = loaderData;
  const [dialog, setDialog] = useState<{ key: number; editing: PageListRow | null } | null>(null);
  const [deleting, setDeleting] = useState<PageListRow | null>(null);
  const [historyOf, setHistoryOf] = useState<PageListRow | null>(null);
  const [previewOf, setPreviewOf] = useState<PageListRow | null>(null);

  useEffect(() => {
    if (loadError) {
      toast.error(PAGE_TEXTS.post.loadFailed, { description: "Reload the page to try again." });
    }
  }, [loadError]);

  const open = (editing: PageListRow | null) =>
    setDialog((current) => ({ key: (current?.key ?? 0) + 1, editing }));

  return (
    <>
      <AdminPageHeader
        title="Blog Posts"
        subtitle="Write, publish and manage the posts on your blog"
        actions={
          <Button onClick={() => open(null)}>
            <SquarePen aria-hidden="true" />
            New Post
          </Button>
        }
      />
      {loadError ? (
        <div role="alert" className="rounded-lg border bg-card py-12 text-center">
          <p className="font-medium text-destructive">{PAGE_TEXTS.post.loadFailed}</p>
          <p className="mt-1 text-sm text-muted-foreground">Reload the page to try again.</p>
        </div>
      ) : (
        <PostList
          posts={posts}
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
          manager="blog"
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
      <DeletePageDialog target={deleting} kind="post" onDone={() => setDeleting(null)} />
    </>
  );
}
