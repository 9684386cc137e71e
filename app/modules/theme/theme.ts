import { z } from "#app/lib/zod.ts";

// The theme (docs/product.md#live-theme): HSL triples as text ("222.2 84% 4.9%"), a font and a radius. It is
// stored under the settings key `theme` and rendered by the server into the first HTML.

export const FONT_FAMILIES = [
  "Poppins",
  "Inter",
  "Roboto",
  "Open Sans",
  "Lato",
  "Montserrat",
  "Source Sans Pro",
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const BORDER_RADII = [
  { value: "0", label: "None" },
  { value: "0.25rem", label: "Small" },
  { value: "0.5rem", label: "Medium" },
  { value: "0.75rem", label: "Large" },
  { value: "1rem", label: "Extra Large" },
] as const;
export type BorderRadius = (typeof BORDER_RADII)[number]["value"];

const HSL_TRIPLE = /^(\d{1,3}(?:\.\d+)?)\s+(\d{1,3}(?:\.\d+)?)%\s+(\d{1,3}(?:\.\d+)?)%$/;

export type Hsl = { h: number; s: number; l: number };

/** Parses "h s% l%" (hue 0-360, saturation and lightness 0-100), or null when malformed. */
export function parseHsl(text: string): Hsl | null {
  const match = HSL_TRIPLE.exec(text.trim());
  if (!match) return null;
  const [h, s, l] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (h > 360 || s > 100 || l > 100) return null;
  return { h, s, l };
}

const hslText = z
  .string()
  .trim()
  .refine((value) => parseHsl(value) !== null, {
    message: "Use the HSL form 'hue saturation% lightness%', e.g. 222.2 84% 4.9%",
  });

export const themeSchema = z.object({
  primary: hslText,
  primaryGlow: hslText,
  background: hslText,
  foreground: hslText,
  muted: hslText,
  accent: hslText,
  fontFamily: z.enum(FONT_FAMILIES),
  borderRadius: z.enum(BORDER_RADII.map((radius) => radius.value) as [BorderRadius]),
});
export type Theme = z.infer<typeof themeSchema>;

export const DEFAULT_THEME: Theme = {
  primary: "222.2 84% 4.9%",
  primaryGlow: "210 40% 98%",
  background: "0 0% 100%",
  foreground: "222.2 84% 4.9%",
  muted: "210 40% 96%",
  accent: "210 40% 96%",
  fontFamily: "Poppins",
  borderRadius: "0.5rem",
};

/** A stored theme value, repaired field by field: anything missing or invalid takes the default. */
export function normalizeTheme(stored: unknown): Theme {
  const source = typeof stored === "object" && stored !== null ? stored : {};
  const theme = { ...DEFAULT_THEME };
  for (const key of Object.keys(DEFAULT_THEME) as (keyof Theme)[]) {
    const field = themeSchema.shape[key].safeParse((source as Record<string, unknown>)[key]);
    if (field.success) Object.assign(theme, { [key]: field.data });
  }
  return theme;
}

/** An HSL colour as sRGB channels from 0 to 1. */
export function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

function relativeLuminance(hsl: Hsl): number {
  const [r, g, b] = hslToRgb(hsl).map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two HSL colours (1 to 21). */
export function contrastRatio(a: Hsl, b: Hsl): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

const WHITE: Hsl = { h: 0, s: 0, l: 100 };
const NEAR_BLACK: Hsl = { h: 222.2, s: 84, l: 4.9 };

/** The text colour (white or near-black) that reads best on the given colour. */
export function readableOn(color: Hsl): string {
  return contrastRatio(color, WHITE) >= contrastRatio(color, NEAR_BLACK)
    ? "0 0% 100%"
    : "222.2 84% 4.9%";
}

const FONT_FALLBACK = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif';

/** The metric-matched local face that stands in while the web font loads (fonts.server.ts). */
export function fallbackFontName(family: FontFamily): string {
  return `${family} Fallback`;
}

/**
 * The CSS custom properties of a theme. Text colours on primary and accent are derived, so
 * that any theme keeps readable buttons and badges.
 */
export function themeToCssVariables(theme: Theme): Record<string, string> {
  const primary = parseHsl(theme.primary) ?? NEAR_BLACK;
  const accent = parseHsl(theme.accent) ?? WHITE;
  return {
    "--primary": theme.primary,
    "--primary-foreground": readableOn(primary),
    "--primary-glow": theme.primaryGlow,
    "--background": theme.background,
    "--foreground": theme.foreground,
    "--muted": theme.muted,
    "--accent": theme.accent,
    "--accent-foreground": readableOn(accent),
    "--radius": theme.borderRadius,
    "--font-family": `"${theme.fontFamily}", "${fallbackFontName(theme.fontFamily)}", ${FONT_FALLBACK}`,
  };
}

/** `:root{...}` for the theme, ready for a <style> element. */
export function themeToCss(theme: Theme): string {
  const declarations = Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `:root{${declarations}}`;
}
