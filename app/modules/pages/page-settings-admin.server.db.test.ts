import { desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, users, websiteSettings } from "#app/db/schema.ts";
import { getSiteNavigation } from "#app/modules/navigation/navigation.server.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  HOME_ALWAYS_ON,
  listPageSettings,
  movePage,
  PageSettingRuleError,
  parsePageSettingCommand,
  setPageSwitch,
} from "./page-settings-admin.server.ts";

let database: TestDatabase;
const ADMIN_ID = "admin-pages-test";

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "owner@dmflow.pk", role: "admin" });
});

// Every test starts from the seeded page switches and an empty activity log.
beforeEach(async () => {
  await database.db.delete(websiteSettings).where(like(websiteSettings.settingKey, "page\\_%"));
  await database.db.delete(activityLog);
  await seedDatabase(database.db);
});
afterAll(() => database.close());

async function setting(key: string) {
  const [row] = await database.db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, key));
  return row?.value;
}

async function pageActivity() {
  return database.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.action, "update_page_setting"))
    .orderBy(desc(activityLog.id));
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("listing page settings", () => {
  it("lists the five built-in pages, all on, in the default order", async () => {
    expect(await listPageSettings(database.db)).toEqual([
      {
        id: "home",
        pageName: "Home",
        route: "/",
        isEnabled: true,
        displayInNav: true,
        navOrder: 1,
      },
      {
        id: "about",
        pageName: "About",
        route: "/about",
        isEnabled: true,
        displayInNav: true,
        navOrder: 2,
      },
      {
        id: "features",
        pageName: "Features",
        route: "/features",
        isEnabled: true,
        displayInNav: true,
        navOrder: 3,
      },
      {
        id: "pricing",
        pageName: "Pricing",
        route: "/pricing",
        isEnabled: true,
        displayInNav: true,
        navOrder: 4,
      },
      {
        id: "contact",
        pageName: "Contact",
        route: "/contact",
        isEnabled: true,
        displayInNav: true,
        navOrder: 5,
      },
    ]);
  });

  it("reads switches the way the public navigation does: off only for false or 'false'", async () => {
    await database.db.delete(websiteSettings).where(like(websiteSettings.settingKey, "page\\_%"));
    await database.db.insert(websiteSettings).values([
      { settingKey: "page_about_is_enabled", settingValue: "false" },
      { settingKey: "page_features_display_in_nav", settingValue: false },
      { settingKey: "page_pricing_is_enabled", settingValue: "no" },
      { settingKey: "page_home_is_enabled", settingValue: false },
      { settingKey: "page_contact_nav_order", settingValue: "0" },
    ]);
    const pages = await listPageSettings(database.db);
    expect(
      pages.map((page) => [page.id, page.isEnabled, page.displayInNav, page.navOrder]),
    ).toEqual([
      ["contact", true, true, 0],
      ["home", true, true, 1],
      ["about", false, true, 2],
      ["features", true, false, 3],
      ["pricing", true, true, 4],
    ]);
  });
});

describe("switching a page", () => {
  it("stores JSON booleans, records the activity and changes the public navigation", async () => {
    await setPageSwitch(database.db, ADMIN_ID, {
      page: "about",
      setting: "is_enabled",
      value: false,
    });
    expect(await setting("page_about_is_enabled")).toBe(false);
    const navigation = await getSiteNavigation(database.db);
    expect(navigation.enabledPages).not.toContain("about");
    expect(navigation.items.map((item) => item.id)).not.toContain("about");

    await setPageSwitch(database.db, ADMIN_ID, {
      page: "pricing",
      setting: "display_in_nav",
      value: false,
    });
    expect(await setting("page_pricing_display_in_nav")).toBe(false);
    expect((await getSiteNavigation(database.db)).enabledPages).toContain("pricing");

    await setPageSwitch(database.db, ADMIN_ID, {
      page: "about",
      setting: "is_enabled",
      value: true,
    });
    expect(await setting("page_about_is_enabled")).toBe(true);

    const entries = await pageActivity();
    expect(entries).toHaveLength(3);
    expect(entries[2]).toMatchObject({
      userId: ADMIN_ID,
      entity: "website_settings",
      entityId: "page_about_is_enabled",
      details: { page: "about", setting: "is_enabled", value: false },
    });
  });

  it("creates a missing setting row", async () => {
    await database.db
      .delete(websiteSettings)
      .where(eq(websiteSettings.settingKey, "page_contact_display_in_nav"));
    await setPageSwitch(database.db, null, {
      page: "contact",
      setting: "display_in_nav",
      value: false,
    });
    expect(await setting("page_contact_display_in_nav")).toBe(false);
  });

  it("refuses to disable Home and writes nothing", async () => {
    await expect(
      setPageSwitch(database.db, ADMIN_ID, { page: "home", setting: "is_enabled", value: false }),
    ).rejects.toThrow(new PageSettingRuleError(HOME_ALWAYS_ON));
    expect(await setting("page_home_is_enabled")).toBe(true);
    expect(await pageActivity()).toHaveLength(0);

    // Home may still leave the navigation.
    await setPageSwitch(database.db, ADMIN_ID, {
      page: "home",
      setting: "display_in_nav",
      value: false,
    });
    expect(await setting("page_home_display_in_nav")).toBe(false);
  });

  it("refuses an unknown page", async () => {
    await expect(
      setPageSwitch(database.db, ADMIN_ID, {
        page: "blog" as "home",
        setting: "is_enabled",
        value: false,
      }),
    ).rejects.toThrow(PageSettingRuleError);
    expect(await pageActivity()).toHaveLength(0);
  });
});

describe("moving a page in the navigation", () => {
  it("swaps with its neighbour, renumbers 1..n and records the new order", async () => {
    const pages = await movePage(database.db, ADMIN_ID, { page: "pricing", direction: "up" });
    expect(pages.map((page) => page.id)).toEqual([
      "home",
      "about",
      "pricing",
      "features",
      "contact",
    ]);
    expect(await setting("page_pricing_nav_order")).toBe(3);
    expect(await setting("page_features_nav_order")).toBe(4);
    expect((await getSiteNavigation(database.db)).items.map((item) => item.id)).toEqual([
      "home",
      "about",
      "pricing",
      "features",
      "contact",
    ]);
    const [entry] = await pageActivity();
    expect(entry?.details).toEqual({
      page: "pricing",
      setting: "nav_order",
      value: 3,
      new_order: ["home", "about", "pricing", "features", "contact"],
    });

    await movePage(database.db, ADMIN_ID, { page: "home", direction: "down" });
    expect((await listPageSettings(database.db)).map((page) => page.id)).toEqual([
      "about",
      "home",
      "pricing",
      "features",
      "contact",
    ]);
  });

  it("changes nothing at either end", async () => {
    await movePage(database.db, ADMIN_ID, { page: "home", direction: "up" });
    await movePage(database.db, ADMIN_ID, { page: "contact", direction: "down" });
    expect((await listPageSettings(database.db)).map((page) => page.navOrder)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(await pageActivity()).toHaveLength(0);
  });

  it("repairs duplicate or missing orders as it moves", async () => {
    await database.db
      .update(websiteSettings)
      .set({ settingValue: 1 })
      .where(like(websiteSettings.settingKey, "page\\_%\\_nav\\_order"));
    await database.db
      .delete(websiteSettings)
      .where(eq(websiteSettings.settingKey, "page_contact_nav_order"));
    await movePage(database.db, ADMIN_ID, { page: "contact", direction: "up" });
    const pages = await listPageSettings(database.db);
    expect(pages.map((page) => [page.id, page.navOrder])).toEqual([
      ["home", 1],
      ["about", 2],
      ["features", 3],
      ["contact", 4],
      ["pricing", 5],
    ]);
  });
});

describe("reading the screen's commands", () => {
  it("accepts toggles and moves of built-in pages only", () => {
    expect(
      parsePageSettingCommand(
        form({ intent: "toggle", page: "about", setting: "is_enabled", value: "false" }),
      ),
    ).toEqual({ intent: "toggle", page: "about", setting: "is_enabled", value: false });
    expect(
      parsePageSettingCommand(form({ intent: "move", page: "contact", direction: "up" })),
    ).toEqual({ intent: "move", page: "contact", direction: "up" });
    expect(
      parsePageSettingCommand(
        form({ intent: "toggle", page: "blog", setting: "is_enabled", value: "false" }),
      ),
    ).toBeNull();
    expect(
      parsePageSettingCommand(
        form({ intent: "toggle", page: "about", setting: "nav_order", value: "3" }),
      ),
    ).toBeNull();
    expect(parsePageSettingCommand(form({ intent: "delete", page: "about" }))).toBeNull();
  });
});
