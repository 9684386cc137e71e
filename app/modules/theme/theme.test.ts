import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  DEFAULT_THEME,
  normalizeTheme,
  parseHsl,
  readableOn,
  themeSchema,
  themeToCss,
  themeToCssVariables,
} from "./theme.ts";

describe("parseHsl", () => {
  it("reads the specification's HSL text form", () => {
    expect(parseHsl("222.2 84% 4.9%")).toEqual({ h: 222.2, s: 84, l: 4.9 });
    expect(parseHsl("  0 0% 100% ")).toEqual({ h: 0, s: 0, l: 100 });
  });

  it.each(["", "red", "#fff", "222 84 4.9", "361 50% 50%", "200 101% 50%", "hsl(1 2% 3%)"])(
    "refuses %j",
    (text) => {
      expect(parseHsl(text)).toBeNull();
    },
  );
});

describe("themeSchema", () => {
  it("accepts the default theme and refuses unknown fonts, radii and CSS injection", () => {
    expect(themeSchema.safeParse(DEFAULT_THEME).success).toBe(true);
    expect(themeSchema.safeParse({ ...DEFAULT_THEME, fontFamily: "Comic Sans" }).success).toBe(
      false,
    );
    expect(themeSchema.safeParse({ ...DEFAULT_THEME, borderRadius: "3rem" }).success).toBe(false);
    expect(
      themeSchema.safeParse({ ...DEFAULT_THEME, primary: "1 2% 3%;}</style><script>" }).success,
    ).toBe(false);
  });
});

describe("normalizeTheme", () => {
  it("keeps valid stored fields and repairs the rest from the defaults", () => {
    expect(normalizeTheme(null)).toEqual(DEFAULT_THEME);
    expect(normalizeTheme({ primary: "199 89% 48%", accent: 12, fontFamily: "Lato" })).toEqual({
      ...DEFAULT_THEME,
      primary: "199 89% 48%",
      fontFamily: "Lato",
    });
  });
});

describe("contrast", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio({ h: 0, s: 0, l: 0 }, { h: 0, s: 0, l: 100 })).toBeCloseTo(21, 1);
    expect(contrastRatio({ h: 0, s: 0, l: 50 }, { h: 0, s: 0, l: 50 })).toBeCloseTo(1, 5);
  });

  it("puts white text on dark colours and dark text on light ones", () => {
    expect(readableOn({ h: 222.2, s: 84, l: 4.9 })).toBe("0 0% 100%");
    expect(readableOn({ h: 210, s: 40, l: 96 })).toBe("222.2 84% 4.9%");
    expect(readableOn({ h: 48, s: 96, l: 53 })).toBe("222.2 84% 4.9%");
  });
});

describe("themeToCss", () => {
  it("renders every token as a custom property of :root", () => {
    const variables = themeToCssVariables({ ...DEFAULT_THEME, fontFamily: "Open Sans" });
    expect(variables["--primary"]).toBe("222.2 84% 4.9%");
    expect(variables["--primary-foreground"]).toBe("0 0% 100%");
    expect(variables["--font-family"]).toMatch(/^"Open Sans", /);
    expect(themeToCss(DEFAULT_THEME)).toMatch(
      /^:root\{--primary:222\.2 84% 4\.9%;.*--radius:0\.5rem;/,
    );
  });
});
