// The Page Settings screen's visible texts (docs/product.md#page-settings) and what its action answers.

export const PAGES_TITLE = "Page Settings";
export const PAGES_SUBTITLE =
  "Choose which pages are live on your website and which appear in its navigation";
export const UPDATE_FAILED = "Failed to update page setting";
export const LOAD_FAILED = "Failed to load page settings";
export const HOME_NOTE = "The home page is always on: it is the front door of your site.";
export const NAV_NEEDS_PAGE = "Enable the page to show it in navigation.";
export const CONTENT_PAGE_NOTE = "Turning it on or off publishes or unpublishes the page.";

/** The toast after a change that has a Save button; switches and moves show themselves. */
export const SAVED_MESSAGES = {
  toggle: undefined,
  move: undefined,
  reorder: undefined,
  label: "Navigation label saved",
  legal: "Footer link saved",
} as const satisfies Record<string, string | undefined>;

export type PageSettingResult =
  | { ok: true; message?: string }
  | { ok: false; error: string; description?: string };
