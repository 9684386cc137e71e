// Whether a change altered what visitors see: whole-page screenshots of the same paths on two
// servers (before and after), at 390 px (a phone) and 1280 px, compared pixel by pixel.
//   node scripts/compare-screenshots.ts http://localhost:3301 http://localhost:3302 / /pricing
//   npm run build && node scripts/compare-screenshots.ts --base <commit> [PATH ...]
// The second form builds <commit> (tests/helpers/commit-build.ts), serves it beside this
// checkout's build (bench/lib/before-and-after.ts), each on a fresh embedded database, and
// compares every public page in every language (or the PATHs given).
// Writes both PNGs and, where they differ, a third with the differing pixels in red into
// .cache/screenshots/compare; prints the count of differing pixels per page and width.
// Exits 1 when any page differs. Animations are stilled (reduced motion) so the pages settle.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import {
  PUBLIC_PAGES_IN_EVERY_LOCALE,
  startBeforeAndAfter,
} from "../bench/lib/before-and-after.ts";

const args = process.argv.slice(2);
const servers: { stop(): Promise<void> }[] = [];
let before: string | undefined;
let after: string | undefined;
let paths: string[];
if (args[0] === "--base") {
  const base = args[1];
  if (!base) throw new Error("--base needs a commit");
  const builds = await startBeforeAndAfter("compare-screenshots", base, { LOG_LEVEL: "error" });
  servers.push(builds);
  [before, after] = [builds.before.base, builds.after.base];
  const given = args.slice(2);
  paths = given.length ? given : PUBLIC_PAGES_IN_EVERY_LOCALE;
} else {
  [before, after, ...paths] = args;
}
if (!before || !after || paths.length === 0) {
  console.error(
    "usage: node scripts/compare-screenshots.ts BEFORE_URL AFTER_URL PATH [PATH ...]\n" +
      "       node scripts/compare-screenshots.ts --base COMMIT [PATH ...]",
  );
  process.exit(2);
}
const outDir = ".cache/screenshots/compare";
mkdirSync(outDir, { recursive: true });

const WIDTHS = [390, 1280];

async function screenshot(browser: Browser, url: string, width: number): Promise<Buffer> {
  const phone = width < 640;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 800 },
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ fullPage: true, animations: "disabled" });
  await context.close();
  return png;
}

/** Differing pixels of two PNGs, counted in the browser (no image library needed here). */
async function compare(browser: Browser, a: Buffer, b: Buffer) {
  const page = await browser.newPage();
  const result = await page.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) =>
        createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const [one, two] = await Promise.all([load(first), load(second)]);
      const width = Math.max(one.width, two.width);
      const height = Math.max(one.height, two.height);
      const pixels = (image: ImageBitmap) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height).data;
      };
      const [p, q] = [pixels(one), pixels(two)];
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      const diff = context.createImageData(width, height);
      let differing = 0;
      for (let i = 0; i < p.length; i += 4) {
        const same = p[i] === q[i] && p[i + 1] === q[i + 1] && p[i + 2] === q[i + 2];
        if (!same) differing++;
        diff.data.set(same ? [p[i] ?? 0, p[i + 1] ?? 0, p[i + 2] ?? 0, 40] : [255, 0, 0, 255], i);
      }
      context.putImageData(diff, 0, 0);
      const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return {
        differing,
        sizes: [`${one.width}x${one.height}`, `${two.width}x${two.height}`],
        diffPng: btoa(binary),
      };
    },
    [a.toString("base64"), b.toString("base64")] as const,
  );
  await page.close();
  return result;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
let changed = false;
for (const pagePath of paths) {
  for (const width of WIDTHS) {
    const name = `${pagePath.replace(/\W+/g, "_") || "_"}-${width}`;
    const [a, b] = [
      await screenshot(browser, before + pagePath, width),
      await screenshot(browser, after + pagePath, width),
    ];
    writeFileSync(path.join(outDir, `${name}-before.png`), a);
    writeFileSync(path.join(outDir, `${name}-after.png`), b);
    const { differing, sizes, diffPng } = await compare(browser, a, b);
    const diffFile = path.join(outDir, `${name}-diff.png`);
    if (differing > 0) {
      changed = true;
      writeFileSync(diffFile, Buffer.from(diffPng, "base64"));
    } else {
      rmSync(diffFile, { force: true });
    }
    console.log(`${pagePath} at ${width} px: ${sizes.join(" vs ")}, ${differing} pixels differ`);
  }
}
await browser.close();
for (const server of servers) await server.stop();
process.exit(changed ? 1 : 0);
