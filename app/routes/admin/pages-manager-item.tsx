import { useState } from "react";
import { redirect, type ShouldRevalidateFunction, useLocation, useNavigate } from "react-router";
import { PageDialog } from "#app/components/admin/content/page-dialog.tsx";
import type { EditablePage } from "#app/components/admin/content/page-editor-form.tsx";
import { PAGE_LISTS } from "#app/components/admin/content/page-list.tsx";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { kindListedAt } from "#app/modules/pages/page-paths.ts";
import { getManagerItem, listMediaImages } from "#app/modules/pages/page-queries.server.ts";
import type { PageKind } from "#app/modules/pages/page-slugs.ts";
import { PAGE_TEXTS } from "#app/modules/pages/page-texts.ts";
import { handlePagesAction } from "#app/modules/pages/pages-admin-action.server.ts";
import { flashToastHeader } from "#app/modules/toast/flash.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/pages-manager-item";

// The page and post editor (docs/product.md#content-pages-and-blog-posts, ADR 0033):
// /admin/content/new and /admin/content/:pageId, /admin/blog/new and /admin/blog/:pageId, a
// dialog over its manager's list. Its loader reads the item (with its translated versions) and
// the media images, its action saves the item or its version in another language (ADR 0042).

/** The list the editor opens over: /admin/content or /admin/blog. */
const listPath = (kind: PageKind) => `/admin/${PAGE_LISTS[kind].manager}`;

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "content.edit");
  const { db, config, secureCookies } = context.get(servicesContext);
  const kind = kindListedAt(url.pathname);
  const timeZone = config.SITE_TIMEZONE;
  const images = await listMediaImages(db);
  if (!params.pageId) return { kind, editing: null, images, timeZone };
  const item = await getManagerItem(db, kind, params.pageId);
  if (!item) {
    // Deleted meanwhile (by a colleague, or in another tab): back to the list, saying so.
    throw redirect(listPath(kind), {
      headers: {
        "Set-Cookie": await flashToastHeader(
          {
            kind: "error",
            title: PAGE_TEXTS[kind].notFound,
            description: `${PAGE_TEXTS[kind].gone}. It may have been deleted.`,
          },
          secureCookies,
        ),
      },
    });
  }
  return { kind, editing: item as EditablePage, images, timeZone };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const actor = requirePermission({ request, context }, "content.edit");
  const { db, config } = context.get(servicesContext);
  const { manager } = PAGE_LISTS[kindListedAt(url.pathname)];
  return handlePagesAction(db, actor.id, await request.formData(), manager, {
    keepRevisions: config.REVISIONS_KEEP,
    timeZone: config.SITE_TIMEZONE,
  });
}

// Saved: the dialog closes and leaves for the list, so its item is not read again (the list's is).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === "POST" ? false : defaultShouldRevalidate);

export default function PagesManagerItem({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Closed at once, as the dialog was before it had an address; the list's address follows.
  // Closed for this visit only: an Edit clicked before the list has loaded is a new visit of
  // this route, which React Router keeps mounted, and must open its editor.
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const { kind } = loaderData;
  if (closedAt === location.key) return null;
  return (
    <PageDialog
      // Another item's editor starts anew, as a dialog opened again did.
      key={params.pageId ?? "new"}
      manager={PAGE_LISTS[kind].manager}
      editing={loaderData.editing}
      images={loaderData.images}
      timeZone={loaderData.timeZone}
      onClose={() => {
        setClosedAt(location.key);
        void navigate(listPath(kind), { preventScrollReset: true });
      }}
    />
  );
}
