import type { FontFamily } from "./theme.ts";

/** The @fontsource package each theme font is self-hosted from. */
export const FONT_PACKAGES: Record<FontFamily, string> = {
  Poppins: "poppins",
  Inter: "inter",
  Roboto: "roboto",
  "Open Sans": "open-sans",
  Lato: "lato",
  Montserrat: "montserrat",
  "Source Sans Pro": "source-sans-pro",
};

export const FONT_WEIGHTS = ["400", "500", "600", "700"] as const;

/**
 * The Urdu font's weights: Naskh's 500 and 600 are near twins of its 400 and 700, and CSS font
 * matching draws 500 with 400 and 600 with 700, so an Urdu page downloads two files, not four.
 */
export const URDU_FONT_WEIGHTS = ["400", "700"] as const;

/** The characters of @fontsource's (Google Fonts') subsets, as CSS unicode-range values. */
export const SUBSET_RANGES = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
} as const;

/**
 * What almost every English page is written in: ASCII and the common typographic marks. Each
 * weight's core characters get their own small file (scripts/generate-font-subsets.ts), about
 * 5 KB for Poppins where the whole latin file is 8 KB; the rest of latin (accented letters,
 * rarer symbols) stays in @fontsource's file, which a browser fetches only for a page that
 * uses one of them. On a slow link the four weights a page needs then each arrive within a
 * connection's first round trip.
 */
export const CORE_RANGE =
  "U+0000-007E,U+00A0,U+00A9,U+00AB,U+00AE,U+00B0,U+00B7,U+00BB,U+00D7,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122";

/** The characters of @fontsource's Noto Naskh Arabic "arabic" file: the Arabic script. */
export const ARABIC_SCRIPT_RANGE =
  "U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFF,U+200C-200F,U+25CC";

/**
 * What Urdu is written in: the Arabic letters Urdu uses and its own (ٹ پ چ ڈ ڑ ژ ک گ ں ھ ہ ۂ ۃ ی
 * ے ۓ), the vowel marks, Urdu punctuation (، ؛ ؟ ۔), its digits, and the joiners and direction
 * marks. Each weight's Urdu characters get their own file (scripts/generate-font-subsets.ts),
 * about 14 KB where @fontsource's Arabic file is 53 KB; the rest of the script (Arabic, Persian,
 * Sindhi and Pashto letters, presentation forms) stays in that file, fetched only for a page that
 * uses one of them.
 */
export const URDU_CORE_RANGE =
  "U+060C,U+061B,U+061F,U+0621-063A,U+0640-0655,U+066A-066C,U+0670,U+0679,U+067E,U+0686,U+0688,U+0691,U+0698,U+06A9,U+06AF,U+06BA,U+06BE,U+06C0-06C3,U+06CC,U+06D2-06D4,U+06F0-06F9,U+200C-200F,U+25CC";

type CodePointRange = [first: number, last: number];

function parseUnicodeRange(range: string): CodePointRange[] {
  return range.split(",").map((part) => {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

/** Every code point a unicode-range value names. */
export function codePointsOf(range: string): number[] {
  return parseUnicodeRange(range).flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
  );
}

/** `range` without the code points of `removed`, as a unicode-range value. */
export function unicodeRangeWithout(range: string, removed: string): string {
  const gone = new Set(codePointsOf(removed));
  const kept = [...new Set(codePointsOf(range))].filter((point) => !gone.has(point));
  kept.sort((a, b) => a - b);
  const runs: CodePointRange[] = [];
  for (const point of kept) {
    const last = runs.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(",");
}
