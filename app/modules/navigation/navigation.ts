import { BUILT_IN_PAGES, type BuiltInPageId } from "#app/db/enums.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import { pagePathOfSlug } from "#app/modules/sections/built-in/built-in-pages.ts";
import {
  LEGAL_PAGE_KEYS,
  LEGAL_ROLES,
  type LegalRole,
  pageSettingKey,
} from "./page-setting-keys.ts";

// The site's pages as Page Settings orders them and the navigation shows them (docs/product.md#navigation;
// ADR 0023 "Navigation"): the built-in pages and the owner's content pages in one order, each
// with a label per language. One reading of the stored settings serves the console and the site.

/** A content page as the navigation needs it: its English row, with its title per language. */
export type ContentPage = {
  id: string;
  slug: string;
  isPublished: boolean;
  /** The page's title in each language it has (ADR 0042). */
  titles: { en: string } & Partial<Record<Locale, string>>;
};

export type PageKind = "builtIn" | "content";

export type SitePage = {
  /** A built-in page's id (`home`), or a content page's English row id. */
  id: string;
  kind: PageKind;
  /** The page's English name: a built-in page's, or the content page's title. */
  name: string;
  /** Its English path: a built-in page's route, a content page's `/{slug}`. */
  path: string;
  /** A built-in page's switch (Home always on); a content page's published state. */
  isEnabled: boolean;
  displayInNav: boolean;
  navOrder: number;
  /** The labels the owner typed, by language; a missing one is the default. */
  ownLabels: Partial<Record<Locale, string>>;
  /** What each language shows when the owner typed nothing for it. */
  defaultLabels: Record<Locale, string>;
  /** The label each language shows. */
  labels: Record<Locale, string>;
};

export type NavItem = { id: string; href: string; labels: Record<Locale, string> };

export type SiteNavigation = {
  /** Pages in the navigation bar, by nav_order. */
  items: NavItem[];
  /** Built-in pages that answer; a disabled page answers 404. */
  enabledPages: BuiltInPageId[];
  /** Where the footer's Privacy Policy and Terms of Service link: a published page's path. */
  legalPages: Record<LegalRole, string | null>;
};

export type StoredSettings = ReadonlyMap<string, unknown>;

/** A built-in page's switch is off only when stored as false or the string 'false' (docs/product.md#navigation). */
function isOn(value: unknown): boolean {
  return value !== false && value !== "false";
}

/** A content page joins the navigation only when the owner said so. */
function isChosen(value: unknown): boolean {
  return value === true || value === "true";
}

function storedOrder(value: unknown): number | undefined {
  const order = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof order === "number" && Number.isFinite(order) ? order : undefined;
}

/** The labels the owner typed: `{ en?, ur? }`, blanks dropped. */
function ownLabelsOf(value: unknown): Partial<Record<Locale, string>> {
  if (!value || typeof value !== "object") return {};
  const stored = value as Record<string, unknown>;
  const labels: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const label = stored[locale];
    if (typeof label === "string" && label.trim()) labels[locale] = label.trim();
  }
  return labels;
}

/**
 * The label of each language. Owner's label first; else a built-in page's catalogue label
 * (today's), a content page's title in that language; else the English label.
 */
function labelsOf(
  ownLabels: Partial<Record<Locale, string>>,
  defaultIn: (locale: Locale) => string | undefined,
): Pick<SitePage, "defaultLabels" | "labels"> {
  const english = ownLabels[DEFAULT_LOCALE] ?? defaultIn(DEFAULT_LOCALE) ?? "";
  const defaultLabels = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      locale === DEFAULT_LOCALE ? (defaultIn(locale) ?? "") : (defaultIn(locale) ?? english),
    ]),
  ) as Record<Locale, string>;
  const labels = Object.fromEntries(
    LOCALES.map((locale) => [locale, ownLabels[locale] ?? defaultLabels[locale]]),
  ) as Record<Locale, string>;
  return { defaultLabels, labels };
}

const BUILT_IN_INDEX = new Map<string, number>(
  BUILT_IN_PAGES.map((page, index) => [page.id, index]),
);

/**
 * Every page with its settings, in navigation order. A page without a stored order keeps its
 * default place: a built-in page its own (docs/product.md), a content page after every stored one (in the
 * order given, oldest first). Ties keep built-in pages first, in their order.
 */
export function sitePages(
  settings: StoredSettings,
  contentPages: readonly ContentPage[],
): SitePage[] {
  const stored = [
    ...BUILT_IN_PAGES.map((page) => page.navOrder),
    ...[...BUILT_IN_PAGES, ...contentPages].map((page) =>
      storedOrder(settings.get(pageSettingKey.navOrder(page.id))),
    ),
  ].filter((order) => order !== undefined);
  const after = Math.max(...stored);

  const builtIn = BUILT_IN_PAGES.map(
    (page): SitePage => ({
      id: page.id,
      kind: "builtIn",
      name: page.pageName,
      path: page.route,
      isEnabled: page.id === "home" || isOn(settings.get(pageSettingKey.isEnabled(page.id))),
      displayInNav: isOn(settings.get(pageSettingKey.displayInNav(page.id))),
      navOrder: storedOrder(settings.get(pageSettingKey.navOrder(page.id))) ?? page.navOrder,
      ...withLabels(settings, page.id, (locale) => translator(locale)(`nav.${page.id}`)),
    }),
  );
  const content = contentPages.map(
    (page, index): SitePage => ({
      id: page.id,
      kind: "content",
      name: page.titles.en,
      path: pagePathOfSlug(page.slug),
      isEnabled: page.isPublished,
      displayInNav: isChosen(settings.get(pageSettingKey.displayInNav(page.id))),
      navOrder: storedOrder(settings.get(pageSettingKey.navOrder(page.id))) ?? after + 1 + index,
      ...withLabels(settings, page.id, (locale) => page.titles[locale]?.trim() || undefined),
    }),
  );
  const place = (page: SitePage) =>
    BUILT_IN_INDEX.get(page.id) ?? BUILT_IN_PAGES.length + content.indexOf(page);
  return [...builtIn, ...content].sort((a, b) => a.navOrder - b.navOrder || place(a) - place(b));
}

function withLabels(
  settings: StoredSettings,
  pageId: string,
  defaultIn: (locale: Locale) => string | undefined,
) {
  const ownLabels = ownLabelsOf(settings.get(pageSettingKey.navLabel(pageId)));
  return { ownLabels, ...labelsOf(ownLabels, defaultIn) };
}

const ROW_ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Whether a value is a page row's id (a uuid): a content page's id, never a built-in one's. */
export function isPageRowId(value: unknown): value is string {
  return typeof value === "string" && new RegExp(`^${ROW_ID}$`).test(value);
}

/** The page each legal role is given to, as stored (an English row id), if any. */
export function legalPageIds(settings: StoredSettings): Record<LegalRole, string | null> {
  return Object.fromEntries(
    LEGAL_ROLES.map((role) => {
      const id = settings.get(LEGAL_PAGE_KEYS[role]);
      return [role, isPageRowId(id) ? id : null];
    }),
  ) as Record<LegalRole, string | null>;
}

const CONTENT_PAGE_IN_NAV = new RegExp(`^page_(${ROW_ID})_display_in_nav$`);

/**
 * The content pages the public site needs to know of: those chosen for the navigation and
 * those given a legal role. None on a fresh install, so the site reads no page for its frame.
 */
export function contentPagesInUse(settings: StoredSettings): string[] {
  const ids = new Set<string>();
  for (const [key, value] of settings) {
    const id = CONTENT_PAGE_IN_NAV.exec(key)?.[1];
    if (id && isChosen(value)) ids.add(id);
  }
  for (const id of Object.values(legalPageIds(settings))) if (id) ids.add(id);
  return [...ids];
}

/** The navigation, the pages that answer and the legal links, from the stored settings. */
export function buildNavigation(
  settings: StoredSettings,
  contentPages: readonly ContentPage[] = [],
): SiteNavigation {
  const pages = sitePages(settings, contentPages);
  const legal = legalPageIds(settings);
  const legalPath = (role: LegalRole) => {
    const page = contentPages.find((candidate) => candidate.id === legal[role]);
    return page?.isPublished ? pagePathOfSlug(page.slug) : null;
  };
  return {
    items: pages
      .filter((page) => page.isEnabled && page.displayInNav)
      .map((page) => ({ id: page.id, href: page.path, labels: page.labels })),
    enabledPages: BUILT_IN_PAGES.map((page) => page.id).filter((id) =>
      pages.some((page) => page.id === id && page.isEnabled),
    ),
    legalPages: Object.fromEntries(
      LEGAL_ROLES.map((role) => [role, legalPath(role)]),
    ) as SiteNavigation["legalPages"],
  };
}

/** The built-in page a site path leads to (`/features#x` → features), if it is one. */
export function builtInPageOfPath(path: string): BuiltInPageId | undefined {
  const pathname = path.split(/[?#]/)[0];
  return BUILT_IN_PAGES.find((page) => page.route === pathname)?.id;
}
