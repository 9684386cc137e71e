// Where the console edits the public page at a path, for the "Edit this page" bar a signed-in
// admin sees on the site (issue 31). A built-in or content page opens the page editor of its
// English row, which holds the sections every language draws (ADR 0023), so `/ur/pricing` opens
// the editor of `/pricing`. The blog and its posts open the Blog Manager, which has no address
// per post. A path that answers no page (a 404, a preview link) has no editor.
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websitePages } from "#app/db/schema.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { type Locale, localeFromPath, pathWithoutLocale } from "#app/modules/i18n/locales.ts";
import { BUILT_IN_PAGE_ROWS } from "#app/modules/sections/built-in/built-in-pages.ts";
import { slugClash } from "./reserved-slugs.ts";

const BLOG_MANAGER_PATH = "/admin/blog";
const BLOG_PATH = "/blog";

const BUILT_IN_SLUG_OF_PATH = new Map<string, string>(
  Object.entries(BUILT_IN_PAGE_ROWS).map(([slug, { path }]) => [path, slug]),
);

/** The id of the published row of `slug` in `locale`, or null. */
async function publishedRowId(db: Database, locale: Locale, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: websitePages.id })
    .from(websitePages)
    .where(
      and(
        eq(websitePages.locale, locale),
        eq(websitePages.slug, slug),
        eq(websitePages.isPublished, true),
      ),
    );
  return row?.id ?? null;
}

/** The path a request asked for, decoded, without its language prefix or a trailing slash. */
function pagePath(pathname: string): string | null {
  try {
    const path = decodeURIComponent(pathWithoutLocale(pathname));
    return path.length > 1 ? path.replace(/\/+$/, "") : path;
  } catch {
    return null;
  }
}

/**
 * The console path that edits the public page at `pathname` (a request's, `/ur/…` included),
 * or null when no page answers there.
 */
export async function publicPageEditorPath(db: Database, pathname: string): Promise<string | null> {
  const path = pagePath(pathname);
  if (path === null) return null;
  if (path === BLOG_PATH) return BLOG_MANAGER_PATH;
  if (path.startsWith(`${BLOG_PATH}/`)) {
    // A post is a row in the URL's language (ADR 0020): an English-only post has no Urdu URL.
    const postSlug = `${BLOG_SLUG_PREFIX}${path.slice(BLOG_PATH.length + 1)}`;
    return (await publishedRowId(db, localeFromPath(pathname), postSlug))
      ? BLOG_MANAGER_PATH
      : null;
  }
  const builtInSlug = BUILT_IN_SLUG_OF_PATH.get(path);
  const slug = builtInSlug ?? path.slice(1);
  // A content page never takes a segment of the app's (a preview link's, a built-in page's).
  if (!builtInSlug && slugClash(slug)) return null;
  const id = await publishedRowId(db, "en", slug);
  return id ? `/admin/pages/${id}` : null;
}
