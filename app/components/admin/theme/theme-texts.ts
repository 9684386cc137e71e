// The Live Theme screen's visible texts (docs/product.md#live-theme) and what its action answers.

export const THEME_TITLE = "Live Theme";
export const THEME_SUBTITLE =
  "Customize your website's colors, font and corners, preview them, and apply them live";
export const LOAD_FAILED = "Failed to load theme settings";
export const SAVE_FAILED = "Failed to save theme settings";
export const SAVE_SUCCESS = "Theme applied live!";
export const LIVE_MODE_ENABLED = "Live mode enabled";
export const UNSAVED_CHANGES = "Unsaved changes";
export const FIX_COLORS = "Please fix the highlighted colors.";

/** How long Live Mode waits after the last change before saving it. */
export const LIVE_SAVE_DELAY_MS = 400;

export type ThemeActionResult =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      description?: string;
      fieldErrors?: Record<string, string>;
    };
