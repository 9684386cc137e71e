import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, users, websiteSettings } from "#app/db/schema.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { getSavedTheme, THEME_SETTING_KEY } from "./theme.server.ts";
import { DEFAULT_THEME, type Theme } from "./theme.ts";
import { saveTheme } from "./theme-admin.server.ts";

let database: TestDatabase;
const ADMIN_ID = "admin-theme-test";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  await database.db.insert(users).values({ id: ADMIN_ID, email: "theme@dmflow.pk", role: "admin" });
});
afterAll(() => database.close());

const ocean: Theme = {
  ...DEFAULT_THEME,
  primary: "221 83% 45%",
  primaryGlow: "199 89% 60%",
  accent: "214 95% 93%",
  fontFamily: "Lato",
  borderRadius: "1rem",
};

async function themeRows() {
  return database.db
    .select()
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, THEME_SETTING_KEY));
}

async function themeActivity() {
  return database.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.action, "update_theme"))
    .orderBy(desc(activityLog.id));
}

describe("saving the theme", () => {
  it("updates the stored theme and records update_theme with the theme and the fields changed", async () => {
    const [before] = await themeRows();
    expect(before?.settingValue).toEqual(DEFAULT_THEME);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const result = await saveTheme(database.db, ADMIN_ID, {
      ...ocean,
      primary: "  221 83% 45%  ",
    });
    expect(result).toEqual({ ok: true, theme: ocean });

    const rows = await themeRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.settingValue).toEqual(ocean);
    expect(rows[0]?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    expect(await getSavedTheme(database.db)).toEqual(ocean);

    const [entry] = await themeActivity();
    expect(entry).toMatchObject({
      userId: ADMIN_ID,
      entity: "website_settings",
      entityId: "theme",
      details: {
        theme: ocean,
        changed_fields: ["primary", "primaryGlow", "accent", "fontFamily", "borderRadius"],
      },
    });
  });

  it("inserts the setting when none is stored", async () => {
    await database.db
      .delete(websiteSettings)
      .where(eq(websiteSettings.settingKey, THEME_SETTING_KEY));
    expect(await getSavedTheme(database.db)).toEqual(DEFAULT_THEME);

    const purple = { ...DEFAULT_THEME, primary: "262 83% 52%" };
    expect(await saveTheme(database.db, null, purple)).toEqual({ ok: true, theme: purple });
    expect((await themeRows())[0]?.settingValue).toEqual(purple);
    const [entry] = await themeActivity();
    expect(entry).toMatchObject({
      userId: null,
      details: { theme: purple, changed_fields: ["primary"] },
    });
  });

  it("refuses an invalid theme with field errors and writes nothing", async () => {
    const rowsBefore = await themeRows();
    const activityBefore = (await themeActivity()).length;

    const result = await saveTheme(database.db, ADMIN_ID, {
      ...ocean,
      primary: "hsl(221, 83%, 45%)",
      accent: "400 10% 10%",
      fontFamily: "Comic Sans MS",
      borderRadius: "2rem",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual([
      "accent",
      "borderRadius",
      "fontFamily",
      "primary",
    ]);
    expect(result.fieldErrors.primary).toBe(
      "Use the HSL form 'hue saturation% lightness%', e.g. 222.2 84% 4.9%",
    );
    expect(await themeRows()).toEqual(rowsBefore);
    expect(await themeActivity()).toHaveLength(activityBefore);
  });

  it("refuses a theme with missing fields", async () => {
    const result = await saveTheme(database.db, ADMIN_ID, { primary: "221 83% 45%" });
    expect(result.ok).toBe(false);
  });
});
