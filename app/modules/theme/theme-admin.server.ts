import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websiteSettings } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { getSavedTheme, THEME_SETTING_KEY } from "./theme.server.ts";
import { type Theme, themeSchema } from "./theme.ts";

// The Theme Manager's save (docs/product.md#live-theme): the theme is stored as JSON under the settings key
// `theme` (upserted) and the write is recorded as `update_theme` (with the fields that changed), both in one transaction.
// The server renders the saved theme into every page's <head>, so it is live on the next view.

export type ThemeFieldErrors = Partial<Record<keyof Theme, string>>;

export type SaveThemeResult =
  | { ok: true; theme: Theme }
  | { ok: false; fieldErrors: ThemeFieldErrors };

/** Checks the theme with `themeSchema` and saves it; an invalid theme writes nothing. */
export async function saveTheme(
  db: Database,
  actorId: string | null,
  input: unknown,
): Promise<SaveThemeResult> {
  const parsed = themeSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: ThemeFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && field in themeSchema.shape) {
        fieldErrors[field as keyof Theme] ??= issue.message;
      }
    }
    return { ok: false, fieldErrors };
  }
  const theme = parsed.data;
  await db.transaction(async (tx) => {
    const before = await getSavedTheme(tx);
    await tx
      .insert(websiteSettings)
      .values({ settingKey: THEME_SETTING_KEY, settingValue: theme })
      .onConflictDoUpdate({
        target: websiteSettings.settingKey,
        set: { settingValue: sql`excluded.setting_value`, updatedAt: sql`now()` },
      });
    await recordActivity(tx, {
      userId: actorId,
      action: "update_theme",
      entity: "website_settings",
      entityId: THEME_SETTING_KEY,
      // The fields that changed, for the Activity screen's sentence (docs/product.md#activity-log).
      details: {
        theme,
        changed_fields: (Object.keys(theme) as (keyof Theme)[]).filter(
          (field) => theme[field] !== before[field],
        ),
      },
    });
  });
  return { ok: true, theme };
}
