// Measures the public pages as a visitor's browser gets them: gzipped JS and CSS per page
// (what the HTML loads), and Lighthouse's mobile scores, the median of `--runs` runs (3) by
// performance score. Runs the production build on a fresh embedded database; each page is
// requested once first and left to settle, so Lighthouse meets the page cache as visitors do. Lighthouse is
// installed on first use into .cache/bench-tools.
//
//   npm run build && node bench/public-pages.ts [--no-lighthouse] [--runs N] [path ...]
import { DEFAULT_SETTLE_MS } from "../server/page-compression.ts";
import { PUBLIC_PAGES } from "../tests/e2e/fixtures.ts";
import { startBenchServer } from "./lib/app-server.ts";
import { flag, numberOption, pathArguments } from "./lib/command-line.ts";
import { lighthouse, lighthouseBin, pageWeight } from "./lib/page-weight.ts";

const withLighthouse = !flag("--no-lighthouse");
const RUNS = numberOption("--runs", 3);
const paths = pathArguments();
// The same public pages the e2e specs check, the 404s included.
const PAGES = paths.length ? paths : PUBLIC_PAGES;
// A moment past the cache's settling time, so every entry has its brotli 11 copy.
const SETTLE_WAIT_MS = DEFAULT_SETTLE_MS + 1_000;

const server = await startBenchServer();
const BASE = server.base;

try {
  const bin = withLighthouse ? lighthouseBin() : "";
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    withLighthouse
      ? "| page | JS gz KB | CSS gz KB | HTML gz KB | perf | a11y | best pr. | SEO | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|---|---|---|"
      : "| page | JS gz KB | CSS gz KB | HTML gz KB |\n|---|---|---|---|",
  );
  // Into the page cache, as the pages are for every visitor but the first after a change, and
  // settled there (an entry unchanged for 10 s is compressed at brotli 11: server/page-cache.ts).
  for (const page of PAGES) await (await fetch(BASE + page)).arrayBuffer();
  if (withLighthouse) await new Promise((resolve) => setTimeout(resolve, SETTLE_WAIT_MS));
  for (const page of PAGES) {
    const weight = await pageWeight(BASE, page);
    const row = [page, kb(weight.js), kb(weight.css), kb(weight.html)];
    if (withLighthouse) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        // Chromium under Lighthouse now and then fails to start; one retry settles it.
        runs.push(await lighthouse(bin, BASE + page).catch(() => lighthouse(bin, BASE + page)));
      }
      runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
      const lh = runs[Math.floor(runs.length / 2)] as (typeof runs)[number];
      row.push(
        ...[lh.performance, lh.accessibility, lh.bestPractices, lh.seo].map(String),
        lh.lcp,
        lh.tbt,
        lh.cls,
      );
    }
    console.log(`| ${row.join(" | ")} |`);
  }
} finally {
  await server.stop();
}
