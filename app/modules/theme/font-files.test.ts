import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  coreFontFile,
  coreSubset,
  urduCoreFontFile,
  urduCoreSubset,
  weightsOf,
} from "../../../scripts/generate-font-subsets.ts";
import { ur } from "../i18n/catalogue.ur.ts";
import {
  ARABIC_SCRIPT_RANGE,
  CORE_RANGE,
  codePointsOf,
  FONT_PACKAGES,
  SUBSET_RANGES,
  URDU_CORE_RANGE,
  URDU_FONT_WEIGHTS,
  unicodeRangeWithout,
} from "./font-files.ts";

describe("unicodeRangeWithout", () => {
  it("cuts single code points and runs out of a range, merging what is left", () => {
    expect(unicodeRangeWithout("U+0000-00FF,U+2013", "U+0020-007E,U+2013")).toBe(
      "U+0000-001F,U+007F-00FF",
    );
    expect(unicodeRangeWithout("U+0041-0043", "U+0042")).toBe("U+0041,U+0043");
    expect(unicodeRangeWithout("U+0041", "U+0041")).toBe("");
  });

  it("leaves no latin character without a file: core and the rest of latin cover latin", () => {
    const rest = unicodeRangeWithout(SUBSET_RANGES.latin, CORE_RANGE);
    const covered = new Set([...codePointsOf(CORE_RANGE), ...codePointsOf(rest)]);
    expect(codePointsOf(SUBSET_RANGES.latin).filter((point) => !covered.has(point))).toEqual([]);
    expect(codePointsOf(rest).filter((point) => codePointsOf(CORE_RANGE).includes(point))).toEqual(
      [],
    );
  });
});

describe("the Urdu core range", () => {
  it("holds every Arabic-script character of the Urdu interface, so its pages need only the small files", () => {
    const core = new Set(codePointsOf(URDU_CORE_RANGE));
    const script = new Set(codePointsOf(ARABIC_SCRIPT_RANGE));
    const text = JSON.stringify(ur);
    const missing = [...new Set(text)].filter((char) => {
      const point = char.codePointAt(0) ?? 0;
      return script.has(point) && !core.has(point);
    });
    expect(missing).toEqual([]);
  });

  it("lies inside the script's range, so the two Urdu files never both claim a character", () => {
    const script = new Set(codePointsOf(ARABIC_SCRIPT_RANGE));
    expect(codePointsOf(URDU_CORE_RANGE).filter((point) => !script.has(point))).toEqual([]);
  });
});

describe("the core font subsets in app/assets/fonts", () => {
  it("are what scripts/generate-font-subsets.ts makes of the installed fonts (run it if not)", async () => {
    for (const pkg of Object.values(FONT_PACKAGES)) {
      for (const weight of weightsOf(pkg)) {
        const committed = readFileSync(coreFontFile(pkg, weight));
        expect(Buffer.compare(await coreSubset(pkg, weight), committed), `${pkg} ${weight}`).toBe(
          0,
        );
      }
    }
    for (const weight of URDU_FONT_WEIGHTS) {
      const committed = readFileSync(urduCoreFontFile(weight));
      expect(Buffer.compare(await urduCoreSubset(weight), committed), `urdu ${weight}`).toBe(0);
    }
  }, 30_000);
});
