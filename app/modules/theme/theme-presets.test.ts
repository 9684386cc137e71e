import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  DEFAULT_THEME,
  type Hsl,
  parseHsl,
  readableOn,
  themeSchema,
} from "./theme.ts";
import { applyPreset, matchingPreset, THEME_PRESETS } from "./theme-presets.ts";

function hsl(text: string): Hsl {
  const parsed = parseHsl(text);
  if (!parsed) throw new Error(`Not an HSL triple: ${text}`);
  return parsed;
}

const background = hsl(DEFAULT_THEME.background);
const foreground = hsl(DEFAULT_THEME.foreground);

describe("theme presets", () => {
  it("are the five of the specification, in order", () => {
    expect(THEME_PRESETS.map((preset) => preset.name)).toEqual([
      "Default Dark",
      "Ocean Blue",
      "Forest Green",
      "Sunset Orange",
      "Purple Dream",
    ]);
    expect(new Set(THEME_PRESETS.map((preset) => preset.id)).size).toBe(5);
  });

  it("Default Dark has the specification's default colours", () => {
    const preset = THEME_PRESETS.find((candidate) => candidate.name === "Default Dark");
    expect(preset?.colors).toEqual({
      primary: "222.2 84% 4.9%",
      primaryGlow: "210 40% 98%",
      accent: "210 40% 96%",
    });
  });

  describe.each(THEME_PRESETS)("$name", (preset) => {
    const theme = applyPreset(DEFAULT_THEME, preset);

    it("is a valid theme", () => {
      expect(themeSchema.safeParse(theme).success).toBe(true);
    });

    it("keeps text on the primary at 4.5:1 or more", () => {
      const primary = hsl(theme.primary);
      expect(contrastRatio(primary, hsl(readableOn(primary)))).toBeGreaterThanOrEqual(4.5);
    });

    it("keeps the primary at 3:1 or more against the background", () => {
      expect(contrastRatio(hsl(theme.primary), background)).toBeGreaterThanOrEqual(3);
    });

    it("keeps the foreground text at 4.5:1 or more on the accent", () => {
      expect(contrastRatio(hsl(theme.accent), foreground)).toBeGreaterThanOrEqual(4.5);
    });

    it("keeps the text chosen for the accent at 4.5:1 or more", () => {
      const accent = hsl(theme.accent);
      expect(contrastRatio(accent, hsl(readableOn(accent)))).toBeGreaterThanOrEqual(4.5);
    });
  });

  it("changes only the primary, the glow and the accent", () => {
    const custom = {
      ...DEFAULT_THEME,
      background: "40 20% 98%",
      foreground: "20 14% 10%",
      muted: "40 10% 94%",
      fontFamily: "Lato" as const,
      borderRadius: "1rem" as const,
    };
    const ocean = THEME_PRESETS[1];
    if (!ocean) throw new Error("missing preset");
    expect(applyPreset(custom, ocean)).toEqual({ ...custom, ...ocean.colors });
  });

  it("finds the preset a theme matches", () => {
    for (const preset of THEME_PRESETS) {
      expect(matchingPreset(applyPreset({ ...DEFAULT_THEME, fontFamily: "Inter" }, preset))).toBe(
        preset,
      );
    }
    expect(matchingPreset({ ...DEFAULT_THEME, primary: "0 0% 20%" })).toBeUndefined();
  });
});
