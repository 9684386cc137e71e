import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websiteConfig } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { DEFAULT_SITE_TITLE, defaultSiteConfig, type SiteConfig } from "./defaults.ts";

/** The stored configuration, or the defaults while none is stored. */
export async function getSiteConfig(db: Database): Promise<SiteConfig> {
  const [row] = await db.select().from(websiteConfig).where(eq(websiteConfig.id, 1));
  if (!row) return defaultSiteConfig();
  const { id: _id, updatedAt: _updatedAt, ...config } = row;
  return config;
}

/**
 * The site's title in English: what the console, its e-mails and the messages sent to leads
 * call the site (the console's language).
 */
export async function getSiteTitle(db: Database): Promise<string> {
  const [row] = await db
    .select({ title: englishOf(websiteConfig.siteTitle) })
    .from(websiteConfig)
    .where(eq(websiteConfig.id, 1));
  return row ? (row.title ?? "") : DEFAULT_SITE_TITLE;
}
