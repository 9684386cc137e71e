import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { pricingPlans, websitePages } from "#app/db/schema.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { type Locale, pathWithoutLocale } from "#app/modules/i18n/locales.ts";
import { textIn } from "#app/modules/i18n/translated-content.ts";
import { builtInSlugOfPath } from "#app/modules/sections/built-in/built-in-pages.ts";

const BLOG_PATH = "/blog";

/**
 * The title of the published page or post at `path` (a page's address, `/ur/…` included) in
 * `locale`, English where it has none; the path itself where no page answers (a host's booking
 * page, a 404): the message still says where the visitor was.
 */
export async function chatPageTitle(db: Database, path: string, locale: Locale): Promise<string> {
  const bare = pathWithoutLocale(path);
  const slugColumn = bare.startsWith(`${BLOG_PATH}/`) ? locale : "en";
  const slug = bare.startsWith(`${BLOG_PATH}/`)
    ? `${BLOG_SLUG_PREFIX}${bare.slice(BLOG_PATH.length + 1)}`
    : (builtInSlugOfPath(bare) ?? bare.slice(1));
  const [row] = await db
    .select({ title: websitePages.title })
    .from(websitePages)
    .where(
      and(
        sql`(${websitePages.slug} ->> ${slugColumn}) = ${slug}`,
        eq(websitePages.isPublished, true),
      ),
    );
  return (row && textIn(row.title, locale)) || path;
}

/** An offered plan's name in `locale`, or null for an id that names none. */
export async function chatPlanName(
  db: Database,
  planId: string,
  locale: Locale,
): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(planId)) return null;
  const [row] = await db
    .select({ name: pricingPlans.name })
    .from(pricingPlans)
    .where(and(eq(pricingPlans.id, planId), eq(pricingPlans.isActive, true)));
  return row ? textIn(row.name, locale) : null;
}
