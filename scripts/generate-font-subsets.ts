// Writes app/assets/fonts/<package>-core-<weight>.woff2: each theme font's latin file from
// @fontsource cut down to the core characters (CORE_RANGE in app/modules/theme/font-files.ts),
// and noto-naskh-arabic-urdu-<weight>.woff2: the Urdu font's Arabic file cut down to the
// characters of Urdu (URDU_CORE_RANGE), with HarfBuzz's subsetter. Run it when the fonts or the
// ranges change:
//   node scripts/generate-font-subsets.ts
// A unit test (app/modules/theme/font-files.test.ts) fails while the files are out of date.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import {
  CORE_RANGE,
  codePointsOf,
  FONT_PACKAGES,
  FONT_WEIGHTS,
  URDU_CORE_RANGE,
  URDU_FONT_WEIGHTS,
} from "../app/modules/theme/font-files.ts";

export const CORE_FONTS_DIR = path.resolve(import.meta.dirname, "../app/assets/fonts");

export function coreFontFile(pkg: string, weight: string): string {
  return path.join(CORE_FONTS_DIR, `${pkg}-core-${weight}.woff2`);
}

const latinFile = (pkg: string, weight: string) =>
  path.resolve(
    import.meta.dirname,
    `../node_modules/@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff2`,
  );

/** The weights @fontsource has of a package, of those the theme uses (Lato has no 500, 600). */
export function weightsOf(pkg: string): string[] {
  return FONT_WEIGHTS.filter((weight) => existsSync(latinFile(pkg, weight)));
}

/** The core subset of one weight of one @fontsource package, as WOFF2 bytes. */
export async function coreSubset(pkg: string, weight: string): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(CORE_RANGE));
  return subsetFont(readFileSync(latinFile(pkg, weight)), text, { targetFormat: "woff2" });
}

export function urduCoreFontFile(weight: string): string {
  return path.join(CORE_FONTS_DIR, `noto-naskh-arabic-urdu-${weight}.woff2`);
}

/** The Urdu subset of one weight of the Urdu font, as WOFF2 bytes. */
export async function urduCoreSubset(weight: string): Promise<Buffer> {
  const file = path.resolve(
    import.meta.dirname,
    `../node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff2`,
  );
  const text = String.fromCodePoint(...codePointsOf(URDU_CORE_RANGE));
  return subsetFont(readFileSync(file), text, { targetFormat: "woff2" });
}

if (import.meta.main) {
  for (const pkg of Object.values(FONT_PACKAGES)) {
    for (const weight of weightsOf(pkg)) {
      const bytes = await coreSubset(pkg, weight);
      writeFileSync(coreFontFile(pkg, weight), bytes);
      console.log(`${path.relative(process.cwd(), coreFontFile(pkg, weight))}: ${bytes.length} B`);
    }
  }
  for (const weight of URDU_FONT_WEIGHTS) {
    const bytes = await urduCoreSubset(weight);
    writeFileSync(urduCoreFontFile(weight), bytes);
    console.log(`${path.relative(process.cwd(), urduCoreFontFile(weight))}: ${bytes.length} B`);
  }
}
