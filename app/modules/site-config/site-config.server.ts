import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websiteConfig } from "#app/db/schema.ts";
import { defaultSiteConfig, type SiteConfig } from "./defaults.ts";

/** The settings key where Website Settings keeps the lead e-mail recipients (overrides NOTIFY_TO). */
export const NOTIFY_TO_SETTING = "notify_to";

export async function getSiteConfig(db: Database): Promise<SiteConfig> {
  const [row] = await db.select().from(websiteConfig).where(eq(websiteConfig.id, 1));
  if (!row) return defaultSiteConfig();
  const { id: _id, updatedAt: _updatedAt, ...config } = row;
  return config;
}
