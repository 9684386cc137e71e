import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { BUILT_IN_PAGES, type BuiltInPageId } from "#app/db/enums.ts";
import { websiteSettings } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import { listContentPages, readPageSettings } from "#app/modules/navigation/navigation.server.ts";
import {
  isPageRowId,
  legalPageIds,
  type SitePage,
  sitePages,
} from "#app/modules/navigation/navigation.ts";
import {
  LEGAL_PAGE_KEYS,
  LEGAL_ROLES,
  type LegalRole,
  NAV_LABEL_MAX,
  pageSettingKey,
  pagesInOrder,
} from "#app/modules/navigation/page-setting-keys.ts";
import { setPagePublished } from "./page-publishing.server.ts";
import type { SaveOptions } from "./page-rows.server.ts";

// Page Settings (docs/product.md#page-settings; ADR 0023 "Navigation"): every page's switches, its place
// in the navigation and its label per language, and which pages the footer's Privacy Policy
// and Terms of Service link to. Settings live in website_settings as JSON values under the keys
// of navigation/page-setting-keys.ts and are read as the public navigation reads them
// (navigation.ts). A content page's "Enable page" is its published state, changed through the
// pages' own publishing (revision, activity).

export type PageSettings = {
  /** Every page, built-in and content, in navigation order. */
  pages: SitePage[];
  /** The page each legal role is given to (a content page's id), if any. */
  legal: Record<LegalRole, string | null>;
};

/** The pages' settings the screen edits; the names match the product's columns (docs/product.md). */
export const PAGE_SWITCHES = ["is_enabled", "display_in_nav"] as const;
export type PageSwitch = (typeof PAGE_SWITCHES)[number];

export const HOME_ALWAYS_ON = "The home page is always on: it is the front door of your site.";
export const PAGE_GONE = "That page no longer exists. Reload to see your pages as they are now.";
export const CHANGE_UNAVAILABLE = "That change is not available.";

const PAGE_IDS = BUILT_IN_PAGES.map((page) => page.id);

function isBuiltInPageId(id: string): id is BuiltInPageId {
  return (PAGE_IDS as readonly string[]).includes(id);
}

/** Every page with its settings, and the legal pages. */
export async function getPageSettings(db: Database): Promise<PageSettings> {
  const settings = await readPageSettings(db);
  return {
    pages: sitePages(settings, await listContentPages(db)),
    legal: legalPageIds(settings),
  };
}

type PageRef = { kind: "builtIn"; id: BuiltInPageId } | { kind: "content"; id: string };

/** A page of the list by id: a built-in page, or a content page that still exists. */
async function requirePage(db: Database, id: string): Promise<PageRef> {
  if (isBuiltInPageId(id)) return { kind: "builtIn", id };
  if (isPageRowId(id) && (await listContentPages(db, [id])).some((page) => page.id === id)) {
    return { kind: "content", id };
  }
  throw new RuleError("not-found", PAGE_GONE);
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

/** One setting, or none (back to its default) when `value` is null. */
async function storeSetting(tx: Database, key: string, value: unknown) {
  if (value === null) await tx.delete(websiteSettings).where(eq(websiteSettings.settingKey, key));
  else await upsertSettings(tx, [{ key, value }]);
}

const pageId = z
  .string()
  .refine((id) => isBuiltInPageId(id) || isPageRowId(id), { error: "Unknown page" });

const navLabel = typedText()
  .trim()
  .max(NAV_LABEL_MAX, { error: `Keep a label to ${NAV_LABEL_MAX} characters or fewer.` });

/** The commands the screen sends (one per toggle, move, label or legal page), checked here. */
export const pageSettingCommandSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("toggle"),
      page: pageId,
      setting: z.enum(PAGE_SWITCHES, "Unknown setting"),
      value: z.enum(["true", "false"], "Choose on or off").transform((value) => value === "true"),
    }),
    z.object({
      intent: z.literal("move"),
      page: pageId,
      direction: z.enum(["up", "down"], "Choose up or down"),
    }),
    z.object({
      intent: z.literal("reorder"),
      order: z.array(pageId).min(1, "Send the pages in their new order").max(500),
    }),
    z.object({
      intent: z.literal("label"),
      page: pageId,
      labels: z.partialRecord(z.enum(LOCALES), navLabel),
    }),
    z.object({
      intent: z.literal("legal"),
      role: z.enum(LEGAL_ROLES, "Unknown page role"),
      page: z.union([z.literal(""), pageId]).transform((id) => id || null),
    }),
  ],
  { error: CHANGE_UNAVAILABLE },
);
export type PageSettingCommand = z.output<typeof pageSettingCommandSchema>;

/** The form field of a page's label in `locale`. */
export const labelField = (locale: Locale) => `label_${locale}`;

/** Reads a submission: the command, or what is wrong with it in words the owner can act on. */
export function parsePageSettingCommand(
  form: FormData,
): { ok: true; command: PageSettingCommand } | { ok: false; message: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const labels = Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const value = text(labelField(locale));
      return value === undefined ? [] : [[locale, value]];
    }),
  );
  const result = pageSettingCommandSchema.safeParse({
    intent: text("intent"),
    page: text("page"),
    setting: text("setting"),
    value: text("value"),
    direction: text("direction"),
    role: text("role"),
    order: form.getAll("order").filter((value) => typeof value === "string"),
    labels,
  });
  if (result.success) return { ok: true, command: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? CHANGE_UNAVAILABLE };
}

/**
 * Turns a page's switch on or off. A built-in page's is a setting, recorded as
 * `update_page_setting` in the same transaction (Home cannot be disabled); a content page's
 * "Enable page" publishes or unpublishes it (publish_page / unpublish_page, with a revision).
 */
export async function setPageSwitch(
  db: Database,
  actorId: string | null,
  input: { page: string; setting: PageSwitch; value: boolean },
  options: SaveOptions = {},
): Promise<void> {
  const page = await requirePage(db, input.page);
  if (input.setting === "is_enabled" && page.kind === "content") {
    await setPagePublished(db, actorId, page.id, input.value, options);
    return;
  }
  if (page.id === "home" && input.setting === "is_enabled" && !input.value) {
    throw new RuleError("invalid", HOME_ALWAYS_ON);
  }
  const key =
    page.kind === "builtIn" && input.setting === "is_enabled"
      ? pageSettingKey.isEnabled(page.id)
      : pageSettingKey.displayInNav(page.id);
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
 * Puts the pages in a new navigation order and rewrites every page's nav_order as 1..n,
 * recording `update_page_setting` (setting nav_order) in the same transaction. `arrange` gets
 * the pages' ids in their current order and returns the new one, or null to change nothing.
 */
async function reorder(
  db: Database,
  actorId: string | null,
  arrange: (ids: string[]) => string[] | null,
  movedPage?: string,
): Promise<SitePage[]> {
  return db.transaction(async (tx) => {
    const settings = await readPageSettings(tx, { forUpdate: true });
    const pages = sitePages(settings, await listContentPages(tx));
    const current = pages.map((item) => item.id);
    const next = arrange(current);
    if (!next || next.every((id, index) => id === current[index])) return pages;
    const page = movedPage ?? next.find((id, index) => id !== current[index]) ?? "";
    const byId = new Map(pages.map((item) => [item.id, item]));
    const renumbered = next.flatMap((id, index) => {
      const item = byId.get(id);
      return item ? [{ ...item, navOrder: index + 1 }] : [];
    });
    await upsertSettings(
      tx,
      renumbered
        .filter((item) => settings.get(pageSettingKey.navOrder(item.id)) !== item.navOrder)
        .map((item) => ({ key: pageSettingKey.navOrder(item.id), value: item.navOrder })),
    );
    await recordActivity(tx, {
      userId: actorId,
      action: "update_page_setting",
      entity: "website_settings",
      entityId: pageSettingKey.navOrder(page),
      details: {
        page,
        setting: "nav_order",
        value: next.indexOf(page) + 1,
        new_order: next,
      },
    });
    return renumbered;
  });
}

/**
 * Moves a page one place up or down the navigation (renumbering every page 1..n). Moving the
 * first page up or the last one down changes nothing.
 */
export async function movePage(
  db: Database,
  actorId: string | null,
  input: { page: string; direction: "up" | "down" },
): Promise<SitePage[]> {
  await requirePage(db, input.page);
  return reorder(
    db,
    actorId,
    (ids) => {
      const from = ids.indexOf(input.page);
      const to = input.direction === "up" ? from - 1 : from + 1;
      if (from < 0 || to < 0 || to >= ids.length) return null;
      const next = ids.filter((id) => id !== input.page);
      next.splice(to, 0, input.page);
      return next;
    },
    input.page,
  );
}

/**
 * Puts the pages in the order given (a drag and drop): pages it leaves out keep their places
 * after it, unknown ids are ignored. Recorded under the first page whose place changed.
 */
export async function reorderPages(
  db: Database,
  actorId: string | null,
  order: readonly string[],
): Promise<SitePage[]> {
  return reorder(db, actorId, (ids) => pagesInOrder(ids, order));
}

/** The page's navigation labels; blank ones go back to the default. */
export async function setNavLabels(
  db: Database,
  actorId: string | null,
  input: { page: string; labels: Partial<Record<Locale, string>> },
): Promise<void> {
  await requirePage(db, input.page);
  const labels = Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const label = input.labels[locale]?.trim();
      return label ? [[locale, label]] : [];
    }),
  );
  const key = pageSettingKey.navLabel(input.page);
  await db.transaction(async (tx) => {
    await storeSetting(tx, key, Object.keys(labels).length > 0 ? labels : null);
    await recordActivity(tx, {
      userId: actorId,
      action: "update_page_setting",
      entity: "website_settings",
      entityId: key,
      details: { page: input.page, setting: "nav_label", value: labels },
    });
  });
}

/** Gives a legal role (privacy policy, terms of service) to a content page, or to none. */
export async function setLegalPage(
  db: Database,
  actorId: string | null,
  input: { role: LegalRole; page: string | null },
): Promise<void> {
  if (input.page !== null && (await requirePage(db, input.page)).kind !== "content") {
    throw new RuleError("invalid", "Choose one of your own pages, or None.");
  }
  const key = LEGAL_PAGE_KEYS[input.role];
  await db.transaction(async (tx) => {
    await storeSetting(tx, key, input.page);
    await recordActivity(tx, {
      userId: actorId,
      action: "update_page_setting",
      entity: "website_settings",
      entityId: key,
      details: { setting: key, page: input.page },
    });
  });
}
