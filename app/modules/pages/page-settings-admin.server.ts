import { like, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { BUILT_IN_PAGES, type BuiltInPageId } from "#app/db/enums.ts";
import { websiteSettings } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { pageSettingKey } from "./page-settings.ts";

// Page Settings (spec §2, §3, §4, §7): each built-in page's switches and navigation order,
// stored in website_settings as JSON values under `page_{id}_*`. Read the way the public
// navigation reads them (navigation.ts): a switch is off only when stored as false or
// 'false', and Home always answers.

export type PageSettingsRow = {
  id: BuiltInPageId;
  pageName: string;
  route: string;
  isEnabled: boolean;
  displayInNav: boolean;
  navOrder: number;
};

/** The pages' settings the screen edits; the names match the spec's columns. */
export const PAGE_SWITCHES = ["is_enabled", "display_in_nav"] as const;
export type PageSwitch = (typeof PAGE_SWITCHES)[number];

/** A refusal the person can act on; shown as it is. */
export class PageSettingRuleError extends Error {
  override name = "PageSettingRuleError";
}

export const HOME_ALWAYS_ON = "The home page is always on: it is the front door of your site.";

function isOn(value: unknown): boolean {
  return value !== false && value !== "false";
}

function orderOf(value: unknown, fallback: number): number {
  const order = typeof value === "string" ? Number(value) : value;
  return typeof order === "number" && Number.isFinite(order) ? order : fallback;
}

const PAGE_IDS = BUILT_IN_PAGES.map((page) => page.id);

function defaultOrder(id: BuiltInPageId): number {
  return BUILT_IN_PAGES.findIndex((page) => page.id === id);
}

/** The pages in navigation order (ties keep the built-in order). */
function rowsFromSettings(settings: ReadonlyMap<string, unknown>): PageSettingsRow[] {
  return BUILT_IN_PAGES.map((page) => ({
    id: page.id,
    pageName: page.pageName,
    route: page.route,
    isEnabled: page.id === "home" || isOn(settings.get(pageSettingKey.isEnabled(page.id))),
    displayInNav: isOn(settings.get(pageSettingKey.displayInNav(page.id))),
    navOrder: orderOf(settings.get(pageSettingKey.navOrder(page.id)), page.navOrder),
  })).sort((a, b) => a.navOrder - b.navOrder || defaultOrder(a.id) - defaultOrder(b.id));
}

async function readPageSettings(db: Database, forUpdate = false) {
  const query = db
    .select({ key: websiteSettings.settingKey, value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(like(websiteSettings.settingKey, "page\\_%"));
  const rows = forUpdate ? await query.for("update") : await query;
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Every built-in page with its switches and order, in navigation order. */
export async function listPageSettings(db: Database): Promise<PageSettingsRow[]> {
  return rowsFromSettings(await readPageSettings(db));
}

async function upsertSettings(tx: Database, entries: { key: string; value: unknown }[]) {
  if (entries.length === 0) return;
  await tx
    .insert(websiteSettings)
    .values(entries.map(({ key, value }) => ({ settingKey: key, settingValue: value })))
    .onConflictDoUpdate({
      target: websiteSettings.settingKey,
      set: { settingValue: sql`excluded.setting_value`, updatedAt: sql`now()` },
    });
}

/** The commands the screen sends (one per toggle or move), checked on the server. */
export const pageSettingCommandSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("toggle"),
    page: z.enum(PAGE_IDS, "Unknown page"),
    setting: z.enum(PAGE_SWITCHES, "Unknown setting"),
    value: z.enum(["true", "false"], "Choose on or off").transform((value) => value === "true"),
  }),
  z.object({
    intent: z.literal("move"),
    page: z.enum(PAGE_IDS, "Unknown page"),
    direction: z.enum(["up", "down"], "Choose up or down"),
  }),
]);
export type PageSettingCommand = z.output<typeof pageSettingCommandSchema>;

/** Reads a submission; null when it is not a command the screen sends. */
export function parsePageSettingCommand(form: FormData): PageSettingCommand | null {
  const result = pageSettingCommandSchema.safeParse(
    Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")),
  );
  return result.success ? result.data : null;
}

/**
 * Turns a page's switch on or off and records `update_page_setting`, in one transaction.
 * Home cannot be disabled.
 */
export async function setPageSwitch(
  db: Database,
  actorId: string | null,
  input: { page: BuiltInPageId; setting: PageSwitch; value: boolean },
): Promise<void> {
  if (!PAGE_IDS.includes(input.page)) throw new PageSettingRuleError("Unknown page");
  if (input.page === "home" && input.setting === "is_enabled" && !input.value) {
    throw new PageSettingRuleError(HOME_ALWAYS_ON);
  }
  const key =
    input.setting === "is_enabled"
      ? pageSettingKey.isEnabled(input.page)
      : pageSettingKey.displayInNav(input.page);
  await db.transaction(async (tx) => {
    await upsertSettings(tx, [{ key, value: input.value }]);
    await recordActivity(tx, {
      userId: actorId,
      action: "update_page_setting",
      entity: "website_settings",
      entityId: key,
      details: { page: input.page, setting: input.setting, value: input.value },
    });
  });
}

/**
 * Moves a page one place up or down the navigation and rewrites every page's nav_order as
 * 1..n, recording `update_page_setting` (setting nav_order) in the same transaction. Moving
 * the first page up or the last one down changes nothing.
 */
export async function movePage(
  db: Database,
  actorId: string | null,
  input: { page: BuiltInPageId; direction: "up" | "down" },
): Promise<PageSettingsRow[]> {
  if (!PAGE_IDS.includes(input.page)) throw new PageSettingRuleError("Unknown page");
  return db.transaction(async (tx) => {
    const settings = await readPageSettings(tx, true);
    const pages = rowsFromSettings(settings);
    const from = pages.findIndex((page) => page.id === input.page);
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= pages.length) return pages;
    const [moved] = pages.splice(from, 1);
    if (!moved) return pages;
    pages.splice(to, 0, moved);

    const renumbered = pages.map((page, index) => ({ ...page, navOrder: index + 1 }));
    await upsertSettings(
      tx,
      renumbered
        .filter((page) => settings.get(pageSettingKey.navOrder(page.id)) !== page.navOrder)
        .map((page) => ({ key: pageSettingKey.navOrder(page.id), value: page.navOrder })),
    );
    await recordActivity(tx, {
      userId: actorId,
      action: "update_page_setting",
      entity: "website_settings",
      entityId: pageSettingKey.navOrder(input.page),
      details: {
        page: input.page,
        setting: "nav_order",
        value: to + 1,
        new_order: renumbered.map((page) => page.id),
      },
    });
    return renumbered;
  });
}
