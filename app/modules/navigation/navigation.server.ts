import { like } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websiteSettings } from "#app/db/schema.ts";
import { buildNavigation, type SiteNavigation } from "./navigation.ts";

export async function getSiteNavigation(db: Database): Promise<SiteNavigation> {
  const rows = await db
    .select({ key: websiteSettings.settingKey, value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(like(websiteSettings.settingKey, "page\\_%"));
  return buildNavigation(new Map(rows.map((row) => [row.key, row.value])));
}
