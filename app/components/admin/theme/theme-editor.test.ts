import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, parseHsl, type Theme } from "#app/modules/theme/theme.ts";
import { THEME_PRESETS } from "#app/modules/theme/theme-presets.ts";
import {
  canSave,
  colorErrors,
  contrastWarnings,
  formatRatio,
  hexToHslText,
  hslToHex,
  initialEditorState,
  isDirty,
  type ThemeEditorAction,
  type ThemeEditorState,
  themeEditorReducer,
} from "./theme-editor.ts";

const saved: Theme = { ...DEFAULT_THEME, primary: "199 89% 48%", fontFamily: "Inter" };

function run(state: ThemeEditorState, ...actions: ThemeEditorAction[]): ThemeEditorState {
  return actions.reduce(themeEditorReducer, state);
}

const ocean = THEME_PRESETS.find((preset) => preset.name === "Ocean Blue");
if (!ocean) throw new Error("Ocean Blue preset missing");

describe("theme editing", () => {
  it("starts idle: nothing unsaved, Save disabled, Live Mode off", () => {
    const state = initialEditorState(saved);
    expect(isDirty(state)).toBe(false);
    expect(canSave(state)).toBe(false);
    expect(state.liveMode).toBe(false);
    expect(state.texts).toEqual({
      primary: saved.primary,
      primaryGlow: saved.primaryGlow,
      accent: saved.accent,
    });
  });

  it("previews a preset, a font and a radius as unsaved changes", () => {
    const state = run(
      initialEditorState(saved),
      { type: "apply-preset", preset: ocean },
      { type: "set-font", fontFamily: "Lato" },
      { type: "set-radius", borderRadius: "1rem" },
    );
    expect(state.working).toEqual({
      ...saved,
      ...ocean.colors,
      fontFamily: "Lato",
      borderRadius: "1rem",
    });
    expect(state.texts).toEqual(ocean.colors);
    expect(isDirty(state)).toBe(true);
    expect(canSave(state)).toBe(true);
  });

  it("applies a valid colour text (trimmed) and keeps an invalid one out with an error", () => {
    let state = run(initialEditorState(saved), {
      type: "edit-color",
      key: "accent",
      text: " 30 50% 95% ",
    });
    expect(state.working.accent).toBe("30 50% 95%");
    expect(colorErrors(state)).toEqual({});

    state = run(state, { type: "edit-color", key: "primary", text: "not a colour" });
    expect(state.texts.primary).toBe("not a colour");
    expect(state.working.primary).toBe(saved.primary);
    expect(colorErrors(state).primary).toMatch(/HSL form/);

    state = run(state, { type: "edit-color", key: "primary", text: "400 50% 50%" });
    expect(colorErrors(state).primary).toBeDefined();
    expect(state.working.primary).toBe(saved.primary);
  });

  it("an invalid text alone is not an unsaved change", () => {
    const state = run(initialEditorState(saved), {
      type: "edit-color",
      key: "primaryGlow",
      text: "12 34",
    });
    expect(isDirty(state)).toBe(false);
    expect(canSave(state)).toBe(false);
  });

  it("Live Mode enables Save even with nothing unsaved", () => {
    const state = run(initialEditorState(saved), { type: "set-live", on: true });
    expect(canSave(state)).toBe(true);
  });

  it("Reset restores the saved theme, clears errors and turns Live Mode off", () => {
    const state = run(
      initialEditorState(saved),
      { type: "set-live", on: true },
      { type: "apply-preset", preset: ocean },
      { type: "edit-color", key: "accent", text: "oops" },
      { type: "reset" },
    );
    expect(state).toEqual(initialEditorState(saved));
  });

  it("a save that lands marks the working theme saved", () => {
    const editing = run(initialEditorState(saved), { type: "apply-preset", preset: ocean });
    const after = run(editing, { type: "saved", theme: { ...editing.working } });
    expect(isDirty(after)).toBe(false);
    expect(after.working).toEqual(editing.working);
  });

  it("keeps edits made while a save was under way, and keeps Live Mode", () => {
    const live = run(
      initialEditorState(saved),
      { type: "set-live", on: true },
      { type: "apply-preset", preset: ocean },
    );
    const savedOcean = { ...live.working };
    const further = run(live, { type: "set-font", fontFamily: "Roboto" });
    const after = run(further, { type: "saved", theme: savedOcean });
    expect(after.saved).toEqual(savedOcean);
    expect(after.working.fontFamily).toBe("Roboto");
    expect(after.liveMode).toBe(true);
    expect(isDirty(after)).toBe(true);
  });

  it("shows a theme saved elsewhere when nothing is being edited", () => {
    const elsewhere = { ...saved, primary: "10 80% 40%" };
    const state = run(
      initialEditorState(saved),
      { type: "set-live", on: true },
      { type: "saved", theme: elsewhere },
    );
    expect(state.working).toEqual(elsewhere);
    expect(state.texts.primary).toBe("10 80% 40%");
    expect(state.liveMode).toBe(true);
  });
});

describe("colour picker conversion", () => {
  it("turns HSL into #rrggbb", () => {
    expect(hslToHex({ h: 0, s: 0, l: 100 })).toBe("#ffffff");
    expect(hslToHex({ h: 0, s: 100, l: 50 })).toBe("#ff0000");
    expect(hslToHex({ h: 222.2, s: 84, l: 4.9 })).toBe("#020817");
  });

  it("turns #rrggbb and #rgb into HSL text", () => {
    expect(hexToHslText("#ffffff")).toBe("0 0% 100%");
    expect(hexToHslText("#000")).toBe("0 0% 0%");
    expect(hexToHslText("#ff0000")).toBe("0 100% 50%");
    expect(hexToHslText("#1D4ED8")).toBe("224 76% 48%");
    expect(hexToHslText("#ff00ff")).toBe("300 100% 50%");
    expect(hexToHslText("blue")).toBeNull();
  });

  it("round-trips a picked colour closely", () => {
    for (const hex of ["#1d4ed8", "#15803d", "#c2410c", "#7c3aed", "#0f172a"]) {
      const text = hexToHslText(hex);
      const hsl = text ? parseHsl(text) : null;
      expect(hsl).not.toBeNull();
      if (!hsl) continue;
      const back = hslToHex(hsl);
      for (const start of [1, 3, 5]) {
        const channel = (value: string) => Number.parseInt(value.slice(start, start + 2), 16);
        expect(Math.abs(channel(back) - channel(hex))).toBeLessThanOrEqual(3);
      }
    }
  });
});

describe("contrast warnings", () => {
  it("has none for the default theme and the presets", () => {
    expect(contrastWarnings(DEFAULT_THEME)).toEqual([]);
    for (const preset of THEME_PRESETS) {
      expect(contrastWarnings({ ...DEFAULT_THEME, ...preset.colors })).toEqual([]);
    }
  });

  it("warns about a light primary and low-contrast text, with the ratio", () => {
    const warnings = contrastWarnings({
      ...DEFAULT_THEME,
      primary: "60 100% 60%",
      foreground: "0 0% 60%",
    });
    expect(warnings.map((warning) => warning.id)).toEqual(["text", "primaryEdge"]);
    const text = warnings[0];
    expect(text?.ratio).toBeLessThan(4.5);
    expect(text?.minimum).toBe(4.5);
    expect(warnings[1]?.minimum).toBe(3);
  });

  it("writes ratios rounded down", () => {
    expect(formatRatio(4.4999)).toBe("4.4:1");
    expect(formatRatio(21)).toBe("21.0:1");
    expect(formatRatio(2.85)).toBe("2.8:1");
  });
});
