import { and, desc, eq, inArray, like, notInArray, notLike } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  activityLog,
  pageDrafts,
  pageRevisions,
  users,
  websitePages,
  websiteSettings,
} from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { getSiteNavigation } from "#app/modules/navigation/navigation.server.ts";
import { BUILT_IN_SLUGS } from "#app/modules/sections/built-in/built-in-pages.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import { createPage, saveDraft, updatePage } from "./page-commands.server.ts";
import {
  CHANGE_UNAVAILABLE,
  getPageSettings,
  HOME_ALWAYS_ON,
  movePage,
  PAGE_GONE,
  parsePageSettingCommand,
  reorderPages,
  setLegalPage,
  setNavLabels,
  setPageSwitch,
} from "./page-settings-admin.server.ts";
import { emptyPageValues, type PageFormValues } from "./page-values.ts";

let database: TestDatabase;
const ADMIN_ID = "admin-pages-test";

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "owner@dmflow.pk", role: "admin" });
});

// Every test starts from the seeded page switches, the built-in pages alone (the owner's own
// pages, the starter privacy policy among them, are removed) and an empty activity log.
beforeEach(async () => {
  await database.db.delete(websiteSettings).where(like(websiteSettings.settingKey, "page\\_%"));
  await seedDatabase(database.db);
  await database.db
    .delete(websiteSettings)
    .where(inArray(websiteSettings.settingKey, ["privacy_policy_page", "terms_of_service_page"]));
  await database.db
    .delete(websitePages)
    .where(
      and(
        notLike(englishOf(websitePages.slug), "blog/%"),
        notInArray(englishOf(websitePages.slug), BUILT_IN_SLUGS),
      ),
    );
  await database.db.delete(activityLog);
});
afterAll(() => database.close());

/** Adds a content page (published unless said otherwise), as the Content Manager does. */
async function contentPage(overrides: Partial<PageFormValues> & { slug: string }) {
  const parsed = parsePageValues({ ...emptyPageValues("page"), title: "T", ...overrides });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return createPage(database.db, ADMIN_ID, parsed.page);
}

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

async function listPageSettings(db = database.db) {
  return (await getPageSettings(db)).pages;
}

describe("listing page settings", () => {
  it("lists the five built-in pages, all on, in the default order", async () => {
    const pages = await listPageSettings();
    expect(
      pages.map(({ id, kind, name, path, isEnabled, displayInNav, navOrder }) => ({
        id,
        kind,
        name,
        path,
        isEnabled,
        displayInNav,
        navOrder,
      })),
    ).toEqual(
      [
        ["home", "Home", "/"],
        ["about", "About", "/about"],
        ["features", "Features", "/features"],
        ["pricing", "Pricing", "/pricing"],
        ["contact", "Contact", "/contact"],
      ].map(([id, name, path], index) => ({
        id,
        kind: "builtIn",
        name,
        path,
        isEnabled: true,
        displayInNav: true,
        navOrder: index + 1,
      })),
    );
    expect(pages[0]?.labels).toEqual({ en: "Home", ur: "ہوم" });
    expect((await getPageSettings(database.db)).legal).toEqual({ privacy: null, terms: null });
  });

  it("lists the owner's pages after them, never posts, with their Urdu titles", async () => {
    const prices = await contentPage({ title: "Price list", slug: "price-list" });
    const story = await contentPage({ title: "Our story", slug: "our-story", isPublished: false });
    // Its Urdu version, as the Urdu form saves it: texts only, the item's state as it is.
    await updatePage(
      database.db,
      ADMIN_ID,
      story.id,
      {
        kind: "page",
        title: "ہماری کہانی",
        slug: "hamari-kahani",
        content: "",
        metaTitle: "",
        metaDescription: "",
        chatMessage: "",
      },
      {},
      "ur",
    );
    const pages = await listPageSettings();
    expect(pages.slice(5).map((page) => [page.id, page.kind, page.path, page.isEnabled])).toEqual([
      [prices.id, "content", "/price-list", true],
      [story.id, "content", "/our-story", false],
    ]);
    expect(pages.slice(5).map((page) => page.displayInNav)).toEqual([false, false]);
    expect(pages.find((page) => page.id === story.id)?.labels).toEqual({
      en: "Our story",
      ur: "ہماری کہانی",
    });
    expect(pages.some((page) => page.path.startsWith("/blog"))).toBe(false);
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
    ).rejects.toMatchObject({ code: "invalid", message: HOME_ALWAYS_ON });
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
    ).rejects.toMatchObject({ code: "not-found", message: PAGE_GONE });
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

describe("a content page's switches", () => {
  it("publishes and unpublishes the page through 'Enable page', with a revision each, keeping a waiting draft", async () => {
    const page = await contentPage({ title: "Offers", slug: "offers", isPublished: false });
    await setPageSwitch(database.db, ADMIN_ID, {
      page: page.id,
      setting: "is_enabled",
      value: true,
    });
    const [published] = await database.db
      .select()
      .from(websitePages)
      .where(eq(websitePages.id, page.id));
    expect(published?.isPublished).toBe(true);

    const draft = parsePageValues({
      ...emptyPageValues("page"),
      title: "Offers",
      slug: "offers",
      content: "<p>Next week's offers</p>",
    });
    if (!draft.ok) throw new Error("the draft does not parse");
    await saveDraft(database.db, ADMIN_ID, page.id, draft.page);
    await setPageSwitch(database.db, ADMIN_ID, {
      page: page.id,
      setting: "is_enabled",
      value: false,
    });
    const [unpublished] = await database.db
      .select()
      .from(websitePages)
      .where(eq(websitePages.id, page.id));
    expect(unpublished?.isPublished).toBe(false);
    // The switch changes the published state only: the waiting draft stays waiting.
    const drafts = await database.db
      .select()
      .from(pageDrafts)
      .where(eq(pageDrafts.pageId, page.id));
    expect(drafts.map((row) => row.snapshot.content)).toEqual([
      { en: "<p>Next week's offers</p>" },
    ]);

    const revisions = await database.db
      .select({ action: pageRevisions.action, snapshot: pageRevisions.snapshot })
      .from(pageRevisions)
      .where(eq(pageRevisions.pageId, page.id))
      .orderBy(pageRevisions.id);
    expect(revisions.map((revision) => [revision.action, revision.snapshot.isPublished])).toEqual([
      ["create", false],
      ["publish", true],
      ["draft", true],
      ["draft", false],
    ]);
    const activity = await database.db
      .select({ action: activityLog.action, entityId: activityLog.entityId })
      .from(activityLog)
      .where(eq(activityLog.entityId, page.id))
      .orderBy(activityLog.id);
    expect(activity.map((entry) => entry.action)).toEqual([
      "create_page",
      "publish_page",
      "save_draft_page",
      "unpublish_page",
    ]);
    // No page setting is stored for it: its published state is its switch.
    expect(await setting(`page_${page.id}_is_enabled`)).toBeUndefined();
  });

  it("shows it in the navigation at its address once chosen, while it is published", async () => {
    const page = await contentPage({ title: "Offers", slug: "offers" });
    expect((await getSiteNavigation(database.db)).items.map((item) => item.id)).not.toContain(
      page.id,
    );
    await setPageSwitch(database.db, ADMIN_ID, {
      page: page.id,
      setting: "display_in_nav",
      value: true,
    });
    expect(await setting(`page_${page.id}_display_in_nav`)).toBe(true);
    expect((await getSiteNavigation(database.db)).items.at(-1)).toEqual({
      id: page.id,
      href: "/offers",
      labels: { en: "Offers", ur: "Offers" },
    });
    const [entry] = await pageActivity();
    expect(entry?.details).toEqual({ page: page.id, setting: "display_in_nav", value: true });

    await setPageSwitch(database.db, ADMIN_ID, {
      page: page.id,
      setting: "is_enabled",
      value: false,
    });
    expect((await getSiteNavigation(database.db)).items.map((item) => item.id)).not.toContain(
      page.id,
    );
  });

  it("refuses a page that is gone, a post and a built-in row, and writes nothing", async () => {
    const [post] = await database.db
      .select({ id: websitePages.id })
      .from(websitePages)
      .where(like(englishOf(websitePages.slug), "blog/%"))
      .limit(1);
    const [builtIn] = await database.db
      .select({ id: websitePages.id })
      .from(websitePages)
      .where(eq(englishOf(websitePages.slug), "about"));
    for (const id of [crypto.randomUUID(), post?.id, builtIn?.id]) {
      await expect(
        setPageSwitch(database.db, ADMIN_ID, {
          page: String(id),
          setting: "is_enabled",
          value: false,
        }),
      ).rejects.toMatchObject({ code: "not-found", message: PAGE_GONE });
    }
    expect(await database.db.select().from(activityLog)).toEqual([]);
  });
});

describe("dragging pages into a new order", () => {
  it("orders built-in and content pages as one list, and the navigation follows", async () => {
    const offers = await contentPage({ title: "Offers", slug: "offers" });
    await setPageSwitch(database.db, ADMIN_ID, {
      page: offers.id,
      setting: "display_in_nav",
      value: true,
    });
    const pages = await reorderPages(database.db, ADMIN_ID, [
      "home",
      offers.id,
      "pricing",
      "not-a-page",
    ]);
    const order = ["home", offers.id, "pricing", "about", "features", "contact"];
    expect(pages.map((page) => [page.id, page.navOrder])).toEqual(
      order.map((id, index) => [id, index + 1]),
    );
    expect(await setting(`page_${offers.id}_nav_order`)).toBe(2);
    expect((await getSiteNavigation(database.db)).items.map((item) => item.id)).toEqual(order);
    const [entry] = await pageActivity();
    expect(entry?.details).toEqual({
      page: offers.id,
      setting: "nav_order",
      value: 2,
      new_order: order,
    });

    // Moving the content page with its arrows works the same way.
    await movePage(database.db, ADMIN_ID, { page: offers.id, direction: "up" });
    expect((await listPageSettings()).map((page) => page.id).slice(0, 2)).toEqual([
      offers.id,
      "home",
    ]);
  });

  it("writes nothing when the order is the same", async () => {
    await reorderPages(database.db, ADMIN_ID, ["home", "about"]);
    expect(await pageActivity()).toEqual([]);
  });
});

describe("navigation labels", () => {
  it("stores the labels typed, shows them in each language, and blanks go back to the default", async () => {
    await setNavLabels(database.db, ADMIN_ID, {
      page: "about",
      labels: { en: " Who we are ", ur: "" },
    });
    expect(await setting("page_about_nav_label")).toEqual({ en: "Who we are" });
    const about = (await getSiteNavigation(database.db)).items.find((item) => item.id === "about");
    expect(about?.labels).toEqual({ en: "Who we are", ur: "ہمارے بارے میں" });
    const [entry] = await pageActivity();
    expect(entry).toMatchObject({
      entityId: "page_about_nav_label",
      details: { page: "about", setting: "nav_label", value: { en: "Who we are" } },
    });

    await setNavLabels(database.db, ADMIN_ID, { page: "about", labels: { en: "", ur: " " } });
    expect(await setting("page_about_nav_label")).toBeUndefined();
    expect(
      (await getSiteNavigation(database.db)).items.find((item) => item.id === "about")?.labels,
    ).toEqual({ en: "About", ur: "ہمارے بارے میں" });
  });

  it("labels a content page too, and refuses a page that is gone", async () => {
    const offers = await contentPage({ title: "Offers", slug: "offers" });
    await setNavLabels(database.db, ADMIN_ID, { page: offers.id, labels: { ur: "آفرز" } });
    expect((await listPageSettings()).find((page) => page.id === offers.id)?.labels).toEqual({
      en: "Offers",
      ur: "آفرز",
    });
    await expect(
      setNavLabels(database.db, ADMIN_ID, { page: crypto.randomUUID(), labels: { en: "X" } }),
    ).rejects.toMatchObject({ code: "not-found", message: PAGE_GONE });
  });
});

describe("privacy and terms pages", () => {
  it("links the footer to the chosen page while it is published, and None unlinks it", async () => {
    const policy = await contentPage({ title: "Privacy", slug: "privacy", isPublished: false });
    await setLegalPage(database.db, ADMIN_ID, { role: "privacy", page: policy.id });
    expect(await setting("privacy_policy_page")).toBe(policy.id);
    expect((await getPageSettings(database.db)).legal).toEqual({ privacy: policy.id, terms: null });
    expect((await getSiteNavigation(database.db)).legalPages).toEqual({
      privacy: null,
      terms: null,
    });

    await setPageSwitch(database.db, ADMIN_ID, {
      page: policy.id,
      setting: "is_enabled",
      value: true,
    });
    expect((await getSiteNavigation(database.db)).legalPages).toEqual({
      privacy: "/privacy",
      terms: null,
    });
    // Chosen, it is read for the footer without being in the navigation.
    expect((await getSiteNavigation(database.db)).items.map((item) => item.id)).not.toContain(
      policy.id,
    );

    await setLegalPage(database.db, ADMIN_ID, { role: "privacy", page: null });
    expect(await setting("privacy_policy_page")).toBeUndefined();
    expect((await getSiteNavigation(database.db)).legalPages.privacy).toBeNull();
    const entries = await pageActivity();
    expect(entries.map((entry) => entry.details)).toEqual([
      { setting: "privacy_policy_page", page: null },
      { setting: "privacy_policy_page", page: policy.id },
    ]);
  });

  it("refuses a built-in page or one that is gone", async () => {
    await expect(
      setLegalPage(database.db, ADMIN_ID, { role: "terms", page: "pricing" }),
    ).rejects.toMatchObject({ code: "invalid", message: "Choose one of your own pages, or None." });
    await expect(
      setLegalPage(database.db, ADMIN_ID, { role: "terms", page: crypto.randomUUID() }),
    ).rejects.toMatchObject({ code: "not-found", message: PAGE_GONE });
    expect(await setting("terms_of_service_page")).toBeUndefined();
    expect(await pageActivity()).toEqual([]);
  });
});

describe("reading the screen's commands", () => {
  const ID = "2f1c3c9e-8a4b-4d7e-9f10-000000000001";

  it("reads each command the screen sends", () => {
    expect(
      parsePageSettingCommand(
        form({ intent: "toggle", page: "about", setting: "is_enabled", value: "false" }),
      ),
    ).toEqual({
      ok: true,
      command: { intent: "toggle", page: "about", setting: "is_enabled", value: false },
    });
    expect(parsePageSettingCommand(form({ intent: "move", page: ID, direction: "up" }))).toEqual({
      ok: true,
      command: { intent: "move", page: ID, direction: "up" },
    });
    const reorder = new FormData();
    reorder.set("intent", "reorder");
    for (const id of [ID, "home"]) reorder.append("order", id);
    expect(parsePageSettingCommand(reorder)).toEqual({
      ok: true,
      command: { intent: "reorder", order: [ID, "home"] },
    });
    expect(
      parsePageSettingCommand(
        form({ intent: "label", page: "home", label_en: " Start\u0007 ", label_ur: "" }),
      ),
    ).toEqual({
      ok: true,
      command: { intent: "label", page: "home", labels: { en: "Start", ur: "" } },
    });
    expect(parsePageSettingCommand(form({ intent: "legal", role: "privacy", page: "" }))).toEqual({
      ok: true,
      command: { intent: "legal", role: "privacy", page: null },
    });
  });

  it("refuses what the screen never sends, saying what is wrong", () => {
    const refused = (fields: Record<string, string>) => parsePageSettingCommand(form(fields));
    expect(
      refused({ intent: "toggle", page: "blog", setting: "is_enabled", value: "false" }),
    ).toEqual({ ok: false, message: "Unknown page" });
    expect(refused({ intent: "toggle", page: "about", setting: "nav_order", value: "3" })).toEqual({
      ok: false,
      message: "Unknown setting",
    });
    expect(refused({ intent: "delete", page: "about" })).toEqual({
      ok: false,
      message: CHANGE_UNAVAILABLE,
    });
    expect(refused({ intent: "label", page: "home", label_en: "x".repeat(41) })).toEqual({
      ok: false,
      message: "Keep a label to 40 characters or fewer.",
    });
    expect(refused({ intent: "legal", role: "cookies", page: "" })).toEqual({
      ok: false,
      message: "Unknown page role",
    });
  });
});
