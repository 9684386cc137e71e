import { describe, expect, it } from "vitest";
import { CORE_RANGE, URDU_CORE_RANGE } from "./font-files.ts";
import { fontAssets, urduFontAssets } from "./fonts.server.ts";

describe("fontAssets", () => {
  it("serves each weight's core characters from the small core file and preloads the regular one", () => {
    const { css, preloadUrl } = fontAssets("Poppins");
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const core = faces.filter((face) => /poppins-core-\d{3}/.test(face));
    expect(core.map((face) => /font-weight:(\d+)/.exec(face)?.[1])).toEqual(
      expect.arrayContaining(["400", "500", "600", "700"]),
    );
    for (const face of core) expect(face).toContain(`unicode-range:${CORE_RANGE}}`);
    expect(preloadUrl).toMatch(/poppins-core-400[^/]*\.woff2$/);
  });

  it("leaves the rest of latin to @fontsource's file, which a page of plain English never needs", () => {
    const { css } = fontAssets("Poppins");
    const latin = (css.match(/@font-face\{[^}]*poppins-latin-400[^}]*\}/) ?? [""])[0];
    const range = /unicode-range:([^}]*)/.exec(latin)?.[1] ?? "";
    expect(range).toContain("U+00D8-00FF");
    expect(range).not.toContain("U+0000-00FF");
    expect(range.split(",")).not.toContain("U+0041");
  });

  it("covers a family with fewer weights (Lato has no 500 or 600)", () => {
    const { css } = fontAssets("Lato");
    expect(css).toMatch(/lato-core-400/);
    expect(css).toMatch(/lato-core-700/);
    expect(css).not.toMatch(/lato-core-500/);
  });
});

describe("urduFontAssets", () => {
  it("serves Urdu in regular and bold from small Urdu files, preloads the regular one, and leaves the rest of the script to @fontsource's", () => {
    const { css, preloadUrl } = urduFontAssets("Poppins");
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const urdu = faces.filter((face) => /noto-naskh-arabic-urdu-\d{3}/.test(face));
    expect(urdu.map((face) => /font-weight:(\d+)/.exec(face)?.[1]).sort()).toEqual(["400", "700"]);
    for (const face of urdu) expect(face).toContain(`unicode-range:${URDU_CORE_RANGE}}`);
    expect(preloadUrl).toMatch(/noto-naskh-arabic-urdu-400[^/]*\.woff2$/);
    const rest = faces.find((face) => /noto-naskh-arabic-arabic-400/.test(face)) ?? "";
    const range = /unicode-range:([^}]*)/.exec(rest)?.[1] ?? "";
    expect(range).toContain("U+FB50-FDFF");
    expect(range.split(",")).not.toContain("U+0627");
    expect(range).not.toContain("U+0600-06FF");
  });
});
