import { DEFAULT_THEME, type Theme } from "./theme.ts";

// The Theme Manager's Quick Themes (docs/product.md#live-theme). A preset changes only the primary, the
// primary glow and the accent; the values are ours (DECISIONS) and keep WCAG AA on the default
// white background and near-black text:
// - the text chosen for the primary (white or near-black, `readableOn`) reads at 4.5:1 or more,
// - the primary itself stands out from the background at 3:1 or more (focus rings, borders),
// - the accent is a light surface on which the foreground text reads at 4.5:1 or more.
// theme-presets.test.ts checks all three for every preset.

export const PRESET_COLOR_KEYS = ["primary", "primaryGlow", "accent"] as const;
export type PresetColorKey = (typeof PRESET_COLOR_KEYS)[number];
export type PresetColors = Pick<Theme, PresetColorKey>;

export type ThemePreset = {
  id: string;
  name: string;
  colors: PresetColors;
};

export const THEME_PRESETS: readonly ThemePreset[] = [
  {
    id: "default-dark",
    name: "Default Dark",
    colors: {
      primary: DEFAULT_THEME.primary,
      primaryGlow: DEFAULT_THEME.primaryGlow,
      accent: DEFAULT_THEME.accent,
    },
  },
  {
    id: "ocean-blue",
    name: "Ocean Blue",
    colors: { primary: "221 83% 45%", primaryGlow: "199 89% 60%", accent: "214 95% 93%" },
  },
  {
    id: "forest-green",
    name: "Forest Green",
    colors: { primary: "152 76% 27%", primaryGlow: "142 69% 58%", accent: "141 79% 92%" },
  },
  {
    id: "sunset-orange",
    name: "Sunset Orange",
    colors: { primary: "17 88% 40%", primaryGlow: "32 98% 58%", accent: "33 100% 92%" },
  },
  {
    id: "purple-dream",
    name: "Purple Dream",
    colors: { primary: "262 83% 52%", primaryGlow: "270 95% 75%", accent: "270 100% 95%" },
  },
];

/** The theme with the preset's colours; the font, radius and other colours stay. */
export function applyPreset(theme: Theme, preset: ThemePreset): Theme {
  return { ...theme, ...preset.colors };
}

/** The preset whose three colours the theme has, if any. */
export function matchingPreset(theme: Theme): ThemePreset | undefined {
  return THEME_PRESETS.find((preset) =>
    PRESET_COLOR_KEYS.every((key) => preset.colors[key] === theme[key]),
  );
}
