// Writes app/modules/theme/font-fallbacks.ts: for each theme font, the overrides that make a
// local Arial occupy the same space (size-adjust, ascent/descent/line-gap), so that swapping
// in the web font moves nothing on the page. Reads the fonts from node_modules/@fontsource and
// Arial's metrics from Liberation Sans (metrically identical). Run it when the fonts change:
//   node scripts/generate-font-fallbacks.ts
import { readFileSync, writeFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { FONT_PACKAGES } from "../app/modules/theme/font-files.ts";

const ARIAL_METRICS_FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf";

// Text whose letters occur about as often as in English copy; widths are averaged over it.
const SAMPLE =
  "Let your business answer every message on WhatsApp, Instagram and Messenger in seconds. " +
  "Customers ask about prices, delivery and bookings at any hour; automated replies keep them " +
  "happy while you focus on the work. Plans from 49 USD per month, setup in 24-48 hours.";

type Tables = Map<string, Buffer>;

function readTables(file: string): Tables {
  const data = readFileSync(file);
  const tables: Tables = new Map();
  const isWoff = data.toString("latin1", 0, 4) === "wOFF";
  const count = data.readUInt16BE(isWoff ? 12 : 4);
  for (let index = 0; index < count; index++) {
    if (isWoff) {
      const entry = 44 + index * 20;
      const tag = data.toString("latin1", entry, entry + 4);
      const offset = data.readUInt32BE(entry + 4);
      const compressed = data.readUInt32BE(entry + 8);
      const original = data.readUInt32BE(entry + 12);
      const bytes = data.subarray(offset, offset + compressed);
      tables.set(tag, compressed < original ? inflateSync(bytes) : Buffer.from(bytes));
    } else {
      const entry = 12 + index * 16;
      const tag = data.toString("latin1", entry, entry + 4);
      const offset = data.readUInt32BE(entry + 8);
      const length = data.readUInt32BE(entry + 12);
      tables.set(tag, data.subarray(offset, offset + length));
    }
  }
  return tables;
}

/** Character code to glyph id, from the Windows Unicode BMP (format 4) cmap. */
function glyphMap(cmap: Buffer): (code: number) => number {
  const subtables = cmap.readUInt16BE(2);
  for (let index = 0; index < subtables; index++) {
    const platform = cmap.readUInt16BE(4 + index * 8);
    const encoding = cmap.readUInt16BE(6 + index * 8);
    const offset = cmap.readUInt32BE(8 + index * 8);
    if (platform !== 3 || encoding !== 1 || cmap.readUInt16BE(offset) !== 4) continue;
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (code > cmap.readUInt16BE(ends + s * 2)) continue;
        const start = cmap.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error("no format 4 cmap");
}

function metrics(file: string) {
  const tables = readTables(file);
  const head = tables.get("head")!;
  const hhea = tables.get("hhea")!;
  const hmtx = tables.get("hmtx")!;
  const unitsPerEm = head.readUInt16BE(18);
  const horizontalMetrics = hhea.readUInt16BE(34);
  const glyphOf = glyphMap(tables.get("cmap")!);
  const advance = (glyph: number) => hmtx.readUInt16BE(4 * Math.min(glyph, horizontalMetrics - 1));
  let width = 0;
  for (const char of SAMPLE) width += advance(glyphOf(char.codePointAt(0)!));
  return {
    ascent: hhea.readInt16BE(4) / unitsPerEm,
    descent: Math.abs(hhea.readInt16BE(6)) / unitsPerEm,
    lineGap: hhea.readInt16BE(8) / unitsPerEm,
    averageWidth: width / SAMPLE.length / unitsPerEm,
  };
}

const arial = metrics(ARIAL_METRICS_FONT);
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const rows = Object.entries(FONT_PACKAGES).map(([family, pkg]) => {
  const font = metrics(`node_modules/@fontsource/${pkg}/files/${pkg}-latin-400-normal.woff`);
  const sizeAdjust = font.averageWidth / arial.averageWidth;
  return `  "${family}": {
    sizeAdjust: "${percent(sizeAdjust)}",
    ascentOverride: "${percent(font.ascent / sizeAdjust)}",
    descentOverride: "${percent(font.descent / sizeAdjust)}",
    lineGapOverride: "${percent(font.lineGap / sizeAdjust)}",
  },`;
});

// The Urdu pages' Noto Naskh Arabic: the local stand-in is the system's Arabic face (Arial
// carries one on Windows and macOS), whose widths we cannot read here; matching the vertical
// metrics keeps every line where the web font will put it.
const naskh = metrics(
  "node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff",
);
const naskhRow = `  sizeAdjust: "100.00%",
  ascentOverride: "${percent(naskh.ascent)}",
  descentOverride: "${percent(naskh.descent)}",
  lineGapOverride: "${percent(naskh.lineGap)}",`;

writeFileSync(
  "app/modules/theme/font-fallbacks.ts",
  `// Generated by scripts/generate-font-fallbacks.ts: do not edit by hand.
import type { FontFamily } from "./theme.ts";

/** How to scale a local Arial so that it takes the same space as each theme font. */
export const FONT_FALLBACKS: Record<
  FontFamily,
  { sizeAdjust: string; ascentOverride: string; descentOverride: string; lineGapOverride: string }
> = {
${rows.join("\n")}
};

/** The same for Noto Naskh Arabic, the Urdu pages' font (vertical metrics only). */
export const URDU_FONT_FALLBACK = {
${naskhRow}
};
`,
);
console.log("wrote app/modules/theme/font-fallbacks.ts");
