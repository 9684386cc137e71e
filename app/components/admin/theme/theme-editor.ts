import {
  BORDER_RADII,
  type BorderRadius,
  contrastRatio,
  type FontFamily,
  type Hsl,
  hslToRgb,
  parseHsl,
  readableOn,
  type Theme,
  themeSchema,
} from "#app/modules/theme/theme.ts";
import {
  applyPreset,
  PRESET_COLOR_KEYS,
  type PresetColorKey,
  type ThemePreset,
} from "#app/modules/theme/theme-presets.ts";

// The Theme Manager's state machine (docs/product.md#live-theme): idle, previewing (changes
// applied locally and marked unsaved), saved. The colours are typed as HSL text; a value that
// is not a valid triple is shown with an error and is not applied to the working theme.

export type ColorKey = PresetColorKey;
export const COLOR_KEYS = PRESET_COLOR_KEYS;

export type ThemeEditorState = {
  /** The last saved theme (what the public site shows). */
  saved: Theme;
  /** The theme being previewed: every valid edit. */
  working: Theme;
  /** The colour fields as typed, valid or not. */
  texts: Record<ColorKey, string>;
  /** Live Mode: every change is saved as it is made. */
  liveMode: boolean;
};

export type ThemeEditorAction =
  | { type: "edit-color"; key: ColorKey; text: string }
  | { type: "apply-preset"; preset: ThemePreset }
  | { type: "set-font"; fontFamily: FontFamily }
  | { type: "set-radius"; borderRadius: BorderRadius }
  | { type: "set-live"; on: boolean }
  | { type: "reset" }
  | { type: "saved"; theme: Theme };

function textsOf(theme: Theme): Record<ColorKey, string> {
  return { primary: theme.primary, primaryGlow: theme.primaryGlow, accent: theme.accent };
}

export function initialEditorState(saved: Theme): ThemeEditorState {
  return { saved, working: saved, texts: textsOf(saved), liveMode: false };
}

export function sameTheme(a: Theme, b: Theme): boolean {
  return (Object.keys(a) as (keyof Theme)[]).every((key) => a[key] === b[key]);
}

/** The message for a colour text that is not a valid HSL triple, or undefined. */
export function colorError(text: string): string | undefined {
  const result = themeSchema.shape.primary.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function colorErrors(state: ThemeEditorState): Partial<Record<ColorKey, string>> {
  const errors: Partial<Record<ColorKey, string>> = {};
  for (const key of COLOR_KEYS) {
    const message = colorError(state.texts[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

/** The working theme differs from the saved one: there is something to save. */
export function isDirty(state: ThemeEditorState): boolean {
  return !sameTheme(state.working, state.saved);
}

/** 'Save & Apply Live' is enabled only with unsaved changes or with Live Mode on. */
export function canSave(state: ThemeEditorState): boolean {
  return isDirty(state) || state.liveMode;
}

export function themeEditorReducer(
  state: ThemeEditorState,
  action: ThemeEditorAction,
): ThemeEditorState {
  switch (action.type) {
    case "edit-color": {
      const texts = { ...state.texts, [action.key]: action.text };
      if (colorError(action.text)) return { ...state, texts };
      return { ...state, texts, working: { ...state.working, [action.key]: action.text.trim() } };
    }
    case "apply-preset": {
      const working = applyPreset(state.working, action.preset);
      return { ...state, working, texts: textsOf(working) };
    }
    case "set-font":
      return { ...state, working: { ...state.working, fontFamily: action.fontFamily } };
    case "set-radius":
      return { ...state, working: { ...state.working, borderRadius: action.borderRadius } };
    case "set-live":
      return { ...state, liveMode: action.on };
    case "reset":
      return { ...initialEditorState(state.saved), liveMode: false };
    case "saved": {
      // Nothing was being edited: show what is stored now. Otherwise keep the edits; they
      // stay unsaved until they match what is stored.
      const editing = isDirty(state) || Object.keys(colorErrors(state)).length > 0;
      if (editing) return { ...state, saved: action.theme };
      return { ...initialEditorState(action.theme), liveMode: state.liveMode };
    }
  }
}

export function radiusLabel(value: BorderRadius): string {
  return BORDER_RADII.find((radius) => radius.value === value)?.label ?? value;
}

// Colour picker support: <input type="color"> speaks "#rrggbb".

/** "#rrggbb" for an HSL colour. */
export function hslToHex(hsl: Hsl): string {
  return `#${hslToRgb(hsl)
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, channel)) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** "h s% l%" for "#rrggbb" (or "#rgb"), rounded to whole numbers; null when malformed. */
export function hexToHslText(hex: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits =
    match[1].length === 3
      ? [...match[1]].map((digit) => digit + digit).join("")
      : (match[1] as string);
  const [r, g, b] = [0, 2, 4].map(
    (start) => Number.parseInt(digits.slice(start, start + 2), 16) / 255,
  ) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d > 0) {
    s = d / (1 - Math.abs(2 * l - 1));
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return `${Math.round(h) % 360} ${Math.round(s * 100)}% ${Math.round(l * 100)}%`;
}

// WCAG AA checks for the working theme.

export type ContrastCheck = {
  id: "text" | "primaryText" | "accentText" | "primaryEdge";
  label: string;
  ratio: number;
  minimum: number;
};

/** Every contrast pair the theme decides, with its ratio and the WCAG AA minimum. */
export function contrastChecks(theme: Theme): ContrastCheck[] {
  const background = parseHsl(theme.background);
  const foreground = parseHsl(theme.foreground);
  const primary = parseHsl(theme.primary);
  const accent = parseHsl(theme.accent);
  const checks: ContrastCheck[] = [];
  if (background && foreground) {
    checks.push({
      id: "text",
      label: "Text on the background",
      ratio: contrastRatio(foreground, background),
      minimum: 4.5,
    });
  }
  if (primary) {
    const onPrimary = parseHsl(readableOn(primary));
    if (onPrimary) {
      checks.push({
        id: "primaryText",
        label: "Text on Primary buttons",
        ratio: contrastRatio(primary, onPrimary),
        minimum: 4.5,
      });
    }
    if (background) {
      checks.push({
        id: "primaryEdge",
        label: "Primary against the background (focus rings, borders)",
        ratio: contrastRatio(primary, background),
        minimum: 3,
      });
    }
  }
  if (accent) {
    const onAccent = parseHsl(readableOn(accent));
    if (onAccent) {
      checks.push({
        id: "accentText",
        label: "Text on Accent surfaces",
        ratio: contrastRatio(accent, onAccent),
        minimum: 4.5,
      });
    }
  }
  return checks;
}

/** The checks below their minimum. */
export function contrastWarnings(theme: Theme): ContrastCheck[] {
  return contrastChecks(theme).filter((check) => check.ratio < check.minimum);
}

/** A ratio as WCAG writes it, rounded down so that 4.49 never reads as 4.5: "4.4:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
