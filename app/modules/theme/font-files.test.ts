import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { coreFontFile, coreSubset, weightsOf } from "../../../scripts/generate-font-subsets.ts";
import {
  CORE_RANGE,
  codePointsOf,
  FONT_PACKAGES,
  SUBSET_RANGES,
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
  }, 30_000);
});
