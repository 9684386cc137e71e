import type { BuiltInPageId } from "#app/db/enums.ts";

// Page Settings' keys in website_settings (docs/product.md#navigation; ADR 0023, "Navigation"). A page's id is a
// built-in page's id (`home`) or a content page's English row id (a uuid): `page_{id}_*` then
// says which page and which setting. Content pages have no `is_enabled`: their published state
// is their switch.
export const pageSettingKey = {
  isEnabled: (pageId: BuiltInPageId) => `page_${pageId}_is_enabled`,
  displayInNav: (pageId: string) => `page_${pageId}_display_in_nav`,
  navOrder: (pageId: string) => `page_${pageId}_nav_order`,
  /** The owner's navigation label per language, `{ en?, ur? }`: the default when missing. */
  navLabel: (pageId: string) => `page_${pageId}_nav_label`,
};

/** The most characters a navigation label holds. */
export const NAV_LABEL_MAX = 40;

/** Which page the footer's Privacy Policy and Terms of Service labels link to: an English row id. */
export const LEGAL_PAGE_KEYS = {
  privacy: "privacy_policy_page",
  terms: "terms_of_service_page",
} as const;
export type LegalRole = keyof typeof LEGAL_PAGE_KEYS;
export const LEGAL_ROLES = Object.keys(LEGAL_PAGE_KEYS) as LegalRole[];

/** Every key Page Settings reads: one `LIKE` and the two legal keys. */
export const PAGE_SETTING_KEY_PATTERN = "page\\_%";

/**
 * The pages' ids in a new order (a drag and drop): those `order` lists first, in its order,
 * then the others as they were. Ids `order` has that are not pages are ignored.
 */
export function pagesInOrder(ids: readonly string[], order: readonly string[]): string[] {
  const listed = [...new Set(order)].filter((id) => ids.includes(id));
  return [...listed, ...ids.filter((id) => !listed.includes(id))];
}
