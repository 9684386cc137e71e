// Where the console edits the public page at a path, for the "Edit this page" bar a signed-in
// admin sees on the site (docs/product.md#page-editor). A built-in or content page opens the page editor of its
// English row, which holds the sections every language draws (ADR 0023), so `/ur/pricing` opens
// the editor of `/pricing`. A post opens the editor of its English row, beside which its Urdu
// version is written; the blog's list opens the Blog Manager. A path that answers no page (a
// 404, a preview link) has no editor.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websitePages } from "#app/db/schema.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { hasPageSlugShape, hasPostSlugShape } from "#app/modules/content/slug-shape.ts";
import { type Locale, localeFromPath, pathWithoutLocale } from "#app/modules/i18n/locales.ts";
import { builtInSlugOfPath } from "#app/modules/sections/built-in/built-in-pages.ts";
import { pageEditorPath } from "./page-paths.ts";
import { writtenIn } from "./page-rows.server.ts";
import { slugClash } from "./reserved-slugs.ts";

const BLOG_MANAGER_PATH = "/admin/blog";
const BLOG_PATH = "/blog";

/** The id of the published item whose slug in `locale` is `slug`. */
async function publishedRowId(db: Database, locale: Locale, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: websitePages.id })
    .from(websitePages)
    .where(
      and(
        sql`(${websitePages.slug} ->> ${locale}) = ${slug}`,
        writtenIn(locale),
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
    // A post has a slug in each language it has (ADR 0042): an English-only post has no Urdu URL.
    const publicSlug = path.slice(BLOG_PATH.length + 1);
    if (!hasPostSlugShape(publicSlug)) return null;
    const id = await publishedRowId(
      db,
      localeFromPath(pathname),
      `${BLOG_SLUG_PREFIX}${publicSlug}`,
    );
    return id ? pageEditorPath(id, "post") : null;
  }
  const builtInSlug = builtInSlugOfPath(path);
  const slug = builtInSlug ?? path.slice(1);
  // A content page never takes a segment of the app's (a preview link's, a built-in page's).
  if (!builtInSlug && (slugClash(slug) || !hasPageSlugShape(slug))) return null;
  const id = await publishedRowId(db, "en", slug);
  return id ? pageEditorPath(id, "page") : null;
}
