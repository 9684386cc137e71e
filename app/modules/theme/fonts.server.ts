import { FONT_FALLBACKS } from "./font-fallbacks.ts";
import { type FontFamily, fallbackFontName } from "./theme.ts";

// Self-hosted fonts from @fontsource (no network at run time). Vite fingerprints each file;
// the page links only the active family, and the browser fetches only the weights it uses.
const fontFiles = import.meta.glob<string>(
  "/node_modules/@fontsource/{poppins,inter,roboto,open-sans,lato,montserrat,source-sans-pro}/files/*-latin{,-ext}-{400,500,600,700}-normal.woff2",
  { query: "?url", import: "default", eager: true },
);

const PACKAGE_OF: Record<FontFamily, string> = {
  Poppins: "poppins",
  Inter: "inter",
  Roboto: "roboto",
  "Open Sans": "open-sans",
  Lato: "lato",
  Montserrat: "montserrat",
  "Source Sans Pro": "source-sans-pro",
};

const UNICODE_RANGE = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
} as const;

export type FontAssets = {
  /** @font-face rules for the family's weights and subsets. */
  css: string;
  /** The regular latin file, worth a <link rel="preload">. */
  preloadUrl: string | undefined;
};

export function fontAssets(family: FontFamily): FontAssets {
  const pkg = PACKAGE_OF[family];
  const pattern = new RegExp(`/${pkg}-(latin|latin-ext)-(\\d{3})-normal\\.woff2$`);
  const rules: string[] = [];
  let preloadUrl: string | undefined;
  for (const [file, url] of Object.entries(fontFiles)) {
    if (!file.includes(`/@fontsource/${pkg}/`)) continue;
    const match = pattern.exec(file);
    if (!match) continue;
    const [, subset, weight] = match as unknown as [string, keyof typeof UNICODE_RANGE, string];
    rules.push(
      `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${UNICODE_RANGE[subset]}}`,
    );
    if (subset === "latin" && weight === "400") preloadUrl = url;
  }
  // A local Arial scaled to the web font's size: text keeps its place when the font swaps in.
  const fallback = FONT_FALLBACKS[family];
  rules.push(
    `@font-face{font-family:"${fallbackFontName(family)}";src:local("Arial"),local("ArialMT"),local("Liberation Sans");size-adjust:${fallback.sizeAdjust};ascent-override:${fallback.ascentOverride};descent-override:${fallback.descentOverride};line-gap-override:${fallback.lineGapOverride}}`,
  );
  return { css: rules.join(""), preloadUrl };
}
