import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websiteConfig } from "#app/db/schema.ts";
import { defaultSiteConfig, type SiteConfig } from "./defaults.ts";

export async function getSiteConfig(db: Database): Promise<SiteConfig> {
  const [row] = await db.select().from(websiteConfig).where(eq(websiteConfig.id, 1));
  if (!row) return defaultSiteConfig();
  const { id: _id, updatedAt: _updatedAt, ...config } = row;
  return config;
}
