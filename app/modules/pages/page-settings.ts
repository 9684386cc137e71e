import { BUILT_IN_PAGES } from "#app/db/enums.ts";
import { pageSettingKey } from "#app/modules/navigation/page-setting-keys.ts";

/** Every built-in page's default settings: enabled, in the navigation, in the product's order (docs/product.md). */
export function defaultPageSettings(): { key: string; value: boolean | number }[] {
  return BUILT_IN_PAGES.flatMap((page) => [
    { key: pageSettingKey.isEnabled(page.id), value: true },
    { key: pageSettingKey.displayInNav(page.id), value: true },
    { key: pageSettingKey.navOrder(page.id), value: page.navOrder },
  ]);
}
