import { Eye } from "lucide-react";
import { data, useLocation } from "react-router";
import { PostArticle } from "#app/components/site/post-article.tsx";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { requireConsoleAdmin } from "#app/modules/auth/session.server.ts";
import { bodyOfPage } from "#app/modules/pages/public-pages.server.ts";
import type { PreviewDocument } from "#app/modules/publishing/preview.ts";
import {
  isPageId,
  previewDocument,
  resolvePreviewToken,
} from "#app/modules/publishing/preview-links.server.ts";
import { formatSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/preview";
import { withSectionSources } from "./section-page.server.ts";
import { SectionPage } from "./section-page.tsx";

// /preview/:key, in the site's own layout (and, like every public page, without the framework
// runtime): a page's or post's unpublished version (issue 17). The key is the item's id, for
// a signed-in admin, or a share link's token, for anyone holding it. Never cached by the page
// cache, a proxy or a browser, never indexed, and the token is not sent on as a Referer.

const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const services = context.get(servicesContext);
  let pageId: string | null = null;
  let expires: string | null = null;
  if (isPageId(params.key)) {
    // The admin's own preview: the console's gate (to sign-in without a session, to the
    // Account screen for an admin held for two-factor setup).
    await requireConsoleAdmin(services, request);
    pageId = params.key;
  } else {
    const link = await resolvePreviewToken(services.db, params.key);
    pageId = link?.pageId ?? null;
    expires = link ? formatSiteTime(link.expiresAt, services.config.SITE_TIMEZONE) : null;
  }
  const preview = pageId ? await previewDocument(services.db, pageId) : null;
  // A page is drawn from its sections, as the public page draws them (a post as the blog does).
  const page =
    preview?.kind === "page"
      ? await withSectionSources(args, {
          body: bodyOfPage(
            {
              slug: preview.slug,
              title: preview.title,
              sections: preview.sections,
              content: preview.html,
            },
            context.get(requestInfoContext).log,
          ),
        })
      : null;
  return data(
    { preview, page, expires },
    { status: preview ? 200 : 404, headers: PRIVATE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.preview ? `Preview: ${loaderData.preview.title}` : "Preview unavailable" },
  { name: "robots", content: "noindex, nofollow" },
];

function PreviewBar({ preview, expires }: { preview: PreviewDocument; expires: string | null }) {
  return (
    <div
      role="note"
      aria-label="Preview"
      className="sticky top-16 z-40 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 sm:px-6"
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1">
        <Eye className="size-4 shrink-0" aria-hidden="true" />
        <strong className="font-semibold">Preview</strong>
        <span>
          of {preview.version}, not what visitors see at <code>{preview.path}</code>.
        </span>
        {expires ? <span>This link expires {expires}.</span> : null}
      </p>
    </div>
  );
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const { preview, page, expires } = loaderData;
  // Where the preview is drawn: its forms post to their own pages, never to the preview.
  const { pathname } = useLocation();
  if (!preview) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold">Preview unavailable</h1>
        <p className="mt-3 text-muted-foreground">
          This preview link has expired or was revoked. Ask whoever shared it for a new one.
        </p>
      </div>
    );
  }
  return (
    <>
      <PreviewBar preview={preview} expires={expires} />
      {/* An Urdu version reads right to left in the (English) preview frame. */}
      <div lang={preview.lang} dir={preview.dir}>
        {page ? (
          <SectionPage page={page} path={pathname} locale={preview.locale} />
        ) : (
          <PostArticle
            title={preview.title}
            date={preview.date}
            tags={preview.tags}
            featuredImage={preview.featuredImage}
            html={preview.html}
          />
        )}
      </div>
    </>
  );
}
