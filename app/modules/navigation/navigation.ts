import { BUILT_IN_PAGES, type BuiltInPageId } from "#app/db/enums.ts";
import { pageSettingKey } from "#app/modules/pages/page-settings.ts";

export type NavItem = { id: BuiltInPageId; label: string; href: string };

export type SiteNavigation = {
  /** Pages in the navigation bar, by nav_order. */
  items: NavItem[];
  /** Built-in pages that answer; a disabled page answers 404. */
  enabledPages: BuiltInPageId[];
};

/** A switch is off only when stored as false or the string 'false' (spec §3). */
function isOn(value: unknown): boolean {
  return value !== false && value !== "false";
}

function orderOf(value: unknown, fallback: number): number {
  const order = typeof value === "string" ? Number(value) : value;
  return typeof order === "number" && Number.isFinite(order) ? order : fallback;
}

/**
 * The navigation from the `page_{id}_*` settings. Home always answers: the site needs a
 * front page, so its switch is not honoured (the Pages Manager does not offer it).
 */
export function buildNavigation(settings: ReadonlyMap<string, unknown>): SiteNavigation {
  const pages = BUILT_IN_PAGES.map((page) => ({
    ...page,
    enabled: page.id === "home" || isOn(settings.get(pageSettingKey.isEnabled(page.id))),
    inNav: isOn(settings.get(pageSettingKey.displayInNav(page.id))),
    order: orderOf(settings.get(pageSettingKey.navOrder(page.id)), page.navOrder),
  }));
  return {
    items: pages
      .filter((page) => page.enabled && page.inNav)
      .sort((a, b) => a.order - b.order)
      .map((page) => ({ id: page.id, label: page.pageName, href: page.route })),
    enabledPages: pages.filter((page) => page.enabled).map((page) => page.id),
  };
}

/** The built-in page a site path leads to (`/features#x` → features), if it is one. */
export function builtInPageOfPath(path: string): BuiltInPageId | undefined {
  const pathname = path.split(/[?#]/)[0];
  return BUILT_IN_PAGES.find((page) => page.route === pathname)?.id;
}
