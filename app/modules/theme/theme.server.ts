import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websiteSettings } from "#app/db/schema.ts";
import { normalizeTheme, type Theme } from "./theme.ts";

export const THEME_SETTING_KEY = "theme";

export async function getSavedTheme(db: Database): Promise<Theme> {
  const [row] = await db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, THEME_SETTING_KEY));
  return normalizeTheme(row?.value);
}
