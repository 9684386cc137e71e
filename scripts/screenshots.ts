// Screenshots of pages at 1366 px (whole page) and 390 px (in 1500 px high slices, readable
// one by one), for looking at every screen a change touches:
//   node scripts/screenshots.ts http://localhost:3000 / /pricing /admin ...
// Writes PNGs into .cache/screenshots. COOKIE="name=value" sends a session cookie.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/screenshots.ts BASE_URL PATH [PATH ...]");
  process.exit(2);
}
const outDir = ".cache/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const cookie = process.env.COOKIE;
for (const phone of [false, true]) {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1366, height: 800 } },
  );
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: base }]);
  }
  const page = await context.newPage();
  for (const pagePath of paths) {
    await page.goto(base + pagePath, { waitUntil: "networkidle" });
    const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/[^a-z0-9]+/gi, "_");
    if (!phone) {
      await page.screenshot({ path: `${outDir}/${name}-desktop.png`, fullPage: true });
      continue;
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, slice = 0; y < height; y += 1500, slice++) {
      await page.screenshot({
        path: `${outDir}/${name}-phone-${slice}.png`,
        fullPage: true,
        clip: { x: 0, y, width: 390, height: Math.min(1500, height - y) },
      });
    }
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${outDir}`);
