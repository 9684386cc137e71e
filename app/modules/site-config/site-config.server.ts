import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { websiteConfig } from "~/db/schema";
import { defaultSiteConfig, type SiteConfig } from "./defaults";

export async function getSiteConfig(db: Database): Promise<SiteConfig> {
  const [row] = await db.select().from(websiteConfig).where(eq(websiteConfig.id, 1));
  if (!row) return defaultSiteConfig();
  const { id: _id, updatedAt: _updatedAt, ...config } = row;
  return config;
}
