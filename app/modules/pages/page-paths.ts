import type { PageKind } from "./page-slugs.ts";

// Where the console shows pages and posts: the manager an address is about, and the editor.

/**
 * The kind of item a manager's address is about: /admin/blog and the post editor under it are
 * the Blog Manager's, /admin/content and its editor the Content Manager's.
 */
export function kindListedAt(pathname: string): PageKind {
  return pathname.startsWith("/admin/blog") ? "post" : "page";
}

/**
 * Where the console edits a page's sections or a post's body: the page editor (ADR 0023), at
 * an address of the post's own, so that the sidebar marks Blog Posts.
 */
export function pageEditorPath(id: string, kind: PageKind): string {
  return `/admin/${kind === "post" ? "posts" : "pages"}/${encodeURIComponent(id)}`;
}
