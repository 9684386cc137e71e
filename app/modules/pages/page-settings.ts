import { BUILT_IN_PAGES, type BuiltInPageId } from "#app/db/enums.ts";

// Built-in page switches live in website_settings under these keys (spec §3).
export const pageSettingKey = {
  isEnabled: (pageId: BuiltInPageId) => `page_${pageId}_is_enabled`,
  displayInNav: (pageId: BuiltInPageId) => `page_${pageId}_display_in_nav`,
  navOrder: (pageId: BuiltInPageId) => `page_${pageId}_nav_order`,
};

/** Every built-in page's default settings: enabled, in the navigation, in the spec's order. */
export function defaultPageSettings(): { key: string; value: boolean | number }[] {
  return BUILT_IN_PAGES.flatMap((page) => [
    { key: pageSettingKey.isEnabled(page.id), value: true },
    { key: pageSettingKey.displayInNav(page.id), value: true },
    { key: pageSettingKey.navOrder(page.id), value: page.navOrder },
  ]);
}
