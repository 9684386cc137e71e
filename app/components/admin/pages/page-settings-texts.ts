// The Page Settings screen's visible texts (spec §2, §8) and what its action answers.

export const PAGES_TITLE = "Page Settings";
export const PAGES_SUBTITLE =
  "Choose which pages are live on your website and which appear in its navigation";
export const UPDATE_FAILED = "Failed to update page setting";
export const LOAD_FAILED = "Failed to load page settings";
export const HOME_NOTE = "The home page is always on: it is the front door of your site.";
export const NAV_NEEDS_PAGE = "Enable the page to show it in navigation.";

export type PageSettingResult = { ok: true } | { ok: false; error: string; description?: string };
