import type { Locale } from "#app/db/enums.ts";
import { FONT_FALLBACKS, URDU_FONT_FALLBACK } from "./font-fallbacks.ts";
import {
  ARABIC_SCRIPT_RANGE,
  CORE_RANGE,
  FONT_PACKAGES,
  SUBSET_RANGES,
  URDU_CORE_RANGE,
  unicodeRangeWithout,
} from "./font-files.ts";
import { type FontFamily, fallbackFontName } from "./theme.ts";

// Self-hosted fonts from @fontsource (no network at run time) and their core subsets
// (font-files.ts). Vite fingerprints each file; the page links only the active family, and the
// browser fetches only the weights and subsets its text uses.
const fontFiles = {
  ...import.meta.glob<string>(
    "/node_modules/@fontsource/{poppins,inter,roboto,open-sans,lato,montserrat,source-sans-pro}/files/*-latin{,-ext}-{400,500,600,700}-normal.woff2",
    { query: "?url", import: "default", eager: true },
  ),
  ...import.meta.glob<string>("/app/assets/fonts/*-core-{400,500,600,700}.woff2", {
    query: "?url",
    import: "default",
    eager: true,
  }),
};

// Each file serves what the files before it do not: core, then the rest of latin, then
// latin-ext (whose range does not meet latin's).
const UNICODE_RANGE = {
  core: CORE_RANGE,
  latin: unicodeRangeWithout(SUBSET_RANGES.latin, CORE_RANGE),
  "latin-ext": SUBSET_RANGES["latin-ext"],
} as const;
type Subset = keyof typeof UNICODE_RANGE;

/** The font files are fixed for the server's life: each family's rules are written once. */
function perFamily<T>(write: (family: FontFamily) => T): (family: FontFamily) => T {
  const written = new Map<FontFamily, T>();
  return (family) => {
    let value = written.get(family);
    if (value === undefined) {
      value = write(family);
      written.set(family, value);
    }
    return value;
  };
}

export type FontAssets = {
  /** @font-face rules for the family's weights and subsets. */
  css: string;
  /** The regular core file, worth a <link rel="preload">. */
  preloadUrl: string | undefined;
};

export const fontAssets = perFamily((family): FontAssets => {
  const pkg = FONT_PACKAGES[family];
  const pattern = new RegExp(
    `/(?:@fontsource/${pkg}/files/${pkg}-(latin|latin-ext)-(\\d{3})-normal|${pkg}-(core)-(\\d{3}))\\.woff2$`,
  );
  const rules: string[] = [];
  let preloadUrl: string | undefined;
  for (const [file, url] of Object.entries(fontFiles)) {
    const match = pattern.exec(file);
    if (!match) continue;
    const subset = (match[1] ?? match[3]) as Subset;
    const weight = match[2] ?? match[4];
    rules.push(
      `@font-face{font-family:"${family}";font-display:swap;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${UNICODE_RANGE[subset]}}`,
    );
    if (subset === "core" && weight === "400") preloadUrl = url;
  }
  // A local Arial scaled to the web font's size: text keeps its place when the font swaps in.
  const fallback = FONT_FALLBACKS[family];
  rules.push(
    `@font-face{font-family:"${fallbackFontName(family)}";src:local("Arial"),local("ArialMT"),local("Liberation Sans");size-adjust:${fallback.sizeAdjust};ascent-override:${fallback.ascentOverride};descent-override:${fallback.descentOverride};line-gap-override:${fallback.lineGapOverride}}`,
  );
  return { css: rules.join(""), preloadUrl };
});

const URDU_FONT = "Noto Naskh Arabic";
// Each weight's Urdu characters from their small file, the rest of the Arabic script from
// @fontsource's (font-files.ts); regular and bold only (URDU_FONT_WEIGHTS).
const urduFontFiles = {
  ...import.meta.glob<string>("/app/assets/fonts/noto-naskh-arabic-urdu-{400,700}.woff2", {
    query: "?url",
    import: "default",
    eager: true,
  }),
  ...import.meta.glob<string>(
    "/node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-{400,700}-normal.woff2",
    { query: "?url", import: "default", eager: true },
  ),
};
const URDU_UNICODE_RANGE = {
  urdu: URDU_CORE_RANGE,
  arabic: unicodeRangeWithout(ARABIC_SCRIPT_RANGE, URDU_CORE_RANGE),
} as const;

/**
 * Urdu pages' font, added to the theme's (ADR 0019): Noto Naskh Arabic for the Arabic script
 * only (its unicode-range), so Latin text (prices, e-mails) keeps the theme font, with a local
 * Arabic face sized like it while it loads. English pages never link it.
 */
export const urduFontAssets = perFamily((family): FontAssets => {
  const rules: string[] = [];
  let preloadUrl: string | undefined;
  for (const [file, url] of Object.entries(urduFontFiles)) {
    const match = /-(urdu|arabic)-(\d{3})(?:-normal)?\.woff2$/.exec(file);
    if (!match) continue;
    const subset = match[1] as keyof typeof URDU_UNICODE_RANGE;
    const weight = match[2];
    rules.push(
      `@font-face{font-family:"${URDU_FONT}";font-display:swap;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${URDU_UNICODE_RANGE[subset]}}`,
    );
    if (subset === "urdu" && weight === "400") preloadUrl = url;
  }
  const fallback = URDU_FONT_FALLBACK;
  rules.push(
    `@font-face{font-family:"${URDU_FONT} Fallback";src:local("Arial"),local("Noto Naskh Arabic"),local("Tahoma");size-adjust:${fallback.sizeAdjust};ascent-override:${fallback.ascentOverride};descent-override:${fallback.descentOverride};line-gap-override:${fallback.lineGapOverride};unicode-range:U+0600-06FF,U+0750-077F,U+FB50-FDFF,U+FE70-FEFF}`,
    // Naskh first for Arabic script; the theme's family (and its fallback) for the rest.
    `:root{--font-family:"${URDU_FONT}","${URDU_FONT} Fallback","${family}","${fallbackFontName(family)}",ui-sans-serif,system-ui,sans-serif}`,
  );
  return { css: rules.join(""), preloadUrl };
});

/** The fonts a language's pages add to the theme's (ADR 0022); none for English. */
const LOCALE_FONTS: Partial<Record<Locale, typeof urduFontAssets>> = { ur: urduFontAssets };

/** The font a page in `locale` adds to the theme's `family`, if its language needs one. */
export function localeFontAssets(locale: Locale, family: FontFamily): FontAssets | undefined {
  return LOCALE_FONTS[locale]?.(family);
}

/**
 * The Urdu font for Urdu text inside an English document (ADR 0020): the preview of an Urdu
 * version. The faces download only when such text shows.
 */
export const urduTextCss = perFamily((family): string => {
  const faces = urduFontAssets(family).css.replace(/:root\{[^}]*\}$/, "");
  return `${faces}[lang="ur"]{font-family:"${URDU_FONT}","${URDU_FONT} Fallback","${family}","${fallbackFontName(family)}",ui-sans-serif,system-ui,sans-serif}`;
});

/**
 * The console's font stack (ADR 0022): Urdu text shows anywhere in it, unmarked (a lead's
 * name, a message, a template), so the Urdu faces stand before the theme's for the Arabic
 * script on every screen. Their unicode-range keeps them from downloading until such text shows.
 */
export const consoleUrduCss = perFamily((family): string => urduFontAssets(family).css);
