import { chromium } from "playwright-core";
const base = process.argv[2]; const pages = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
for (const p of pages) {
  await page.goto(base + p, { waitUntil: "networkidle" });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const name = (p === "/" ? "home" : p.slice(1).replace(/[/?=]/g, "_"));
  for (let y = 0, i = 0; y < height; y += 1500, i++) {
    await page.screenshot({ path: `/tmp/shots/seg-${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(1500, height - y) } });
  }
}
await browser.close();
