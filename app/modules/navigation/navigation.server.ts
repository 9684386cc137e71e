import { asc, inArray, like, notLike, or } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websitePages, websiteSettings } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { englishText } from "#app/modules/i18n/translated-content.ts";
import type { ChangeFeed } from "#app/modules/live/change-feed.server.ts";
import { remembered } from "#app/modules/live/remembered.server.ts";
import { isBuiltInSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import {
  buildNavigation,
  type ContentPage,
  contentPagesInUse,
  type SiteNavigation,
  type StoredSettings,
} from "./navigation.ts";
import { LEGAL_PAGE_KEYS, PAGE_SETTING_KEY_PATTERN } from "./page-setting-keys.ts";

/** Page Settings' stored values (`page_*` and the legal pages), optionally locked for a change. */
export async function readPageSettings(
  db: Database,
  { forUpdate = false } = {},
): Promise<Map<string, unknown>> {
  const query = db
    .select({ key: websiteSettings.settingKey, value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(
      or(
        like(websiteSettings.settingKey, PAGE_SETTING_KEY_PATTERN),
        inArray(websiteSettings.settingKey, Object.values(LEGAL_PAGE_KEYS)),
      ),
    );
  const rows = forUpdate ? await query.for("update") : await query;
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * The content pages (neither posts nor built-in pages), oldest first (pages made together, as
 * the legal starters are, by their address), with their titles in each language they have;
 * only those of `ids` when given.
 */
export async function listContentPages(db: Database, ids?: readonly string[]) {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({
      id: websitePages.id,
      slug: websitePages.slug,
      title: websitePages.title,
      isPublished: websitePages.isPublished,
    })
    .from(websitePages)
    .where(
      ids
        ? inArray(websitePages.id, ids)
        : notLike(englishOf(websitePages.slug), `${BLOG_SLUG_PREFIX}%`),
    )
    .orderBy(asc(websitePages.createdAt), asc(englishOf(websitePages.slug)), asc(websitePages.id));
  const pages: ContentPage[] = [];
  for (const row of rows) {
    const slug = englishText(row.slug);
    if (slug.startsWith(BLOG_SLUG_PREFIX) || isBuiltInSlug(slug)) continue;
    pages.push({
      id: row.id,
      slug,
      isPublished: row.isPublished,
      titles: { ...row.title, en: englishText(row.title) },
    });
  }
  return pages;
}

/** The navigation of the public site: only the content pages it uses are read. */
export async function getSiteNavigation(db: Database): Promise<SiteNavigation> {
  const settings: StoredSettings = await readPageSettings(db);
  const inUse = contentPagesInUse(settings);
  return buildNavigation(settings, inUse.length > 0 ? await listContentPages(db, inUse) : []);
}

/**
 * The public site's navigation as last read, kept in memory until Page Settings or a page
 * changes (remembered.server.ts): every public render needs it.
 */
export function rememberedSiteNavigation(
  db: Database,
  changes: ChangeFeed,
): Promise<SiteNavigation> {
  return remembered(changes, ["website_settings", "website_pages"], "site-navigation", () =>
    getSiteNavigation(db),
  );
}
