import { Eye } from "lucide-react";
import { data, useLocation } from "react-router";
import { PostArticle } from "#app/components/site/post-article.tsx";
import { EditMarksProvider } from "#app/components/site/sections/edit-marks.tsx";
import { UnreadableSection } from "#app/components/site/unreadable-section.tsx";
import { loaderAndActionHeaders } from "#app/lib/route-headers.ts";
import { requireConsoleUser } from "#app/modules/auth/session.server.ts";
import { postBodyOf, postHtmlOf } from "#app/modules/blog/post-body.ts";
import { DEFAULT_LOCALE, isLocale, type Locale, requestLocale } from "#app/modules/i18n/locales.ts";
import { previewDocument } from "#app/modules/pages/page-preview.server.ts";
import type { PreviewDocument } from "#app/modules/pages/preview-document.ts";
import { bodyOfPage } from "#app/modules/pages/public-pages.server.ts";
import { isPageId, resolvePreviewToken } from "#app/modules/publishing/preview-links.server.ts";
import { formatSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { isDrawnInColumn, pagePathOfSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import { sanitizedPreviewSections } from "#app/modules/sections/section-rich-text.server.ts";
import {
  type PreviewSection,
  previewOfSectionsForm,
  previewRuns,
} from "#app/modules/sections/sections-form.ts";
import { can } from "#app/modules/users/permissions.ts";
import { type AppServices, requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/preview";
import { withSectionSources } from "./section-page.server.ts";
import { SectionPage, useSiteFacts } from "./section-page.tsx";

// /preview/:key, in the site's own layout (and, like every public page, without the framework
// runtime): a page's or post's unpublished version (docs/product.md#publishing). The key is the item's id, for
// a signed-in admin, or a share link's token, for anyone holding it. Never cached by the page
// cache, a proxy or a browser, never indexed, and the token is not sent on as a Referer.
//
// `?frame` on an admin's own preview of a page is the page editor's live preview (docs/product.md#page-editor,
// ADR 0024), at `/preview/:id` or `/ur/preview/:id`: the page in that language (the site's
// chrome too) with its fields marked, framed by the console alone (the document runs no script
// of its own: the console's editor drives it); a post of the editor's unsaved form answers
// with the page drawn from it. A blog post's is drawn as the blog draws it, its body the
// form's one Text section.

const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/** The console frames the live preview: only pages of this origin may (entry.server.tsx). */
const FRAMED_HEADERS = { ...PRIVATE_HEADERS, "X-Frame-Options": "SAMEORIGIN" };

/** The language of the editor's live preview (its URL's), when the request is one. */
function frameLocale(request: Request, key: string): Locale | null {
  return isPageId(key) && new URL(request.url).searchParams.has("frame")
    ? requestLocale(request)
    : null;
}

/**
 * The live preview's data: the sections drawn (their rich text already through the allow-list)
 * and, for a page, what they show from elsewhere (plans, the consent text). A post is drawn as
 * the blog draws it, its body the one Text section.
 */
async function frameOf(
  args: Route.LoaderArgs | Route.ActionArgs,
  preview: PreviewDocument,
  locale: Locale,
  sections: PreviewSection[],
) {
  const drawn: PageBody = {
    root: { props: {} },
    content: sections.flatMap((item) => ("section" in item ? [item.section] : [])),
  };
  const page = preview.kind === "page" ? await withSectionSources(args, { body: drawn }) : null;
  return { locale, sections, page };
}

export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const services = context.get(servicesContext);
  const frame = frameLocale(request, params.key);
  // In another language than English, only the editor's live preview answers here: a
  // preview's language is its `?lang=`.
  if (!frame && requestLocale(request) !== DEFAULT_LOCALE) {
    throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  }
  let pageId: string | null = null;
  let expires: string | null = null;
  if (isPageId(params.key)) {
    // The editor's own preview: the console's gate (to sign-in without a session, to the
    // Account screen for an admin held for two-factor setup), then the editor's permission.
    await requireContentEditor(services, request);
    pageId = params.key;
  } else {
    const link = await resolvePreviewToken(services.db, params.key);
    pageId = link?.pageId ?? null;
    expires = link ? formatSiteTime(link.expiresAt, services.config.SITE_TIMEZONE) : null;
  }
  const preview = pageId
    ? await previewDocument(services.db, pageId, frame ?? previewLanguage(request))
    : null;
  const bodyOf = ({ slug, title, sections, html }: PreviewDocument) =>
    bodyOfPage(
      { slug: { en: slug }, title: { en: title }, sections, content: { en: html } },
      context.get(requestInfoContext).log,
    );
  if (frame && preview) {
    // A post in another language is its version in that language (its title, its text).
    const drawn = preview.kind === "post" ? postBodyOf({ [frame]: preview.html }) : bodyOf(preview);
    const sections: PreviewSection[] = drawn.content.map((section) => ({ section }));
    return data(
      { preview, page: null, expires, frame: await frameOf(args, preview, frame, sections) },
      { headers: FRAMED_HEADERS },
    );
  }
  // A page is drawn from its sections, as the public page draws them (a post as the blog does).
  const body = preview?.kind === "page" ? bodyOf(preview) : null;
  const page = body ? await withSectionSources(args, { body }) : null;
  return data(
    { preview, page, expires, frame: null },
    { status: preview ? 200 : 404, headers: PRIVATE_HEADERS },
  );
}

/** The language a preview's `?lang=` asks for (an item's versions are one row, ADR 0042). */
function previewLanguage(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get("lang");
  return isLocale(asked) ? asked : DEFAULT_LOCALE;
}

/** The editor's live preview of its unsaved form (`?frame`): the page drawn from it. */
/** Who may preview a draft: whoever may edit it (ADR 0027). */
async function requireContentEditor(services: AppServices, request: Request) {
  const { user } = await requireConsoleUser(services, request);
  if (!can(user, "content.edit")) throw data(null, { status: 403, headers: PRIVATE_HEADERS });
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  const services = context.get(servicesContext);
  const frame = frameLocale(request, params.key);
  if (!frame) throw data(null, { status: 405, headers: PRIVATE_HEADERS });
  await requireContentEditor(services, request);
  const preview = await previewDocument(services.db, params.key);
  if (!preview) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  // Typed, unsaved rich text is drawn as the live page would draw it once saved.
  const sections = sanitizedPreviewSections(previewOfSectionsForm(await request.formData()));
  return data(await frameOf(args, preview, frame, sections), { headers: FRAMED_HEADERS });
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

/**
 * The editor's live preview: the page in the chosen language with its fields marked; a
 * section the form cannot draw yet says why, in its place.
 */
function LivePreview({
  frame,
  preview,
}: {
  frame: NonNullable<Route.ComponentProps["loaderData"]["frame"]>;
  preview: PreviewDocument;
}) {
  const facts = useSiteFacts();
  const path = pagePathOfSlug(preview.slug);
  if (!frame.page) {
    const [text] = frame.sections;
    const html =
      text && "section" in text
        ? postHtmlOf({ root: { props: {} }, content: [text.section] })
        : null;
    return (
      <EditMarksProvider value={true}>
        {text && "section" in text ? (
          <PostArticle
            post={{ ...preview, html: html?.[frame.locale] ?? html?.en ?? "" }}
            date={preview.date}
            facts={facts}
          />
        ) : text ? (
          <UnreadableSection id={text.id} type={text.type} issues={text.issues} />
        ) : null}
      </EditMarksProvider>
    );
  }
  const page = frame.page;
  return (
    <EditMarksProvider value={true}>
      {previewRuns(frame.sections).map((run) =>
        "body" in run ? (
          <SectionPage
            key={run.body.content[0]?.props.id}
            page={{ ...page, body: run.body }}
            path={path}
            locale={frame.locale}
            inColumn={isDrawnInColumn(preview.slug)}
          />
        ) : (
          <UnreadableSection key={run.id} id={run.id} type={run.type} issues={run.issues} />
        ),
      )}
    </EditMarksProvider>
  );
}

export default function Preview({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, page, expires } = loaderData;
  const frame = actionData ?? loaderData.frame;
  // Where the preview is drawn: its forms post to their own pages, never to the preview.
  const { pathname } = useLocation();
  const facts = useSiteFacts();
  if (preview && frame) return <LivePreview frame={frame} preview={preview} />;
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
          <SectionPage
            page={page}
            path={pathname}
            locale={preview.locale}
            inColumn={isDrawnInColumn(preview.slug)}
          />
        ) : (
          <PostArticle post={preview} date={preview.date} facts={facts} />
        )}
      </div>
    </>
  );
}
