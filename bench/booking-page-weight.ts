// What the booking page (/book) adds to a visitor's download over the home page: the gzipped
// JavaScript each loads (its scripts and module preloads, and its inline scripts, each gzipped
// on its own as a browser receives it within the page) and the page's HTML. Runs the production
// build on a fresh embedded database with a first admin, who offers demos (ADR 0043), so the
// page shows its times and its zone detection. The target: at most 3 KB of JavaScript added.
// With --lighthouse, Lighthouse's mobile scores of / and the pages in the same run (the median
// of --runs runs by performance: scores move with the machine's speed, so only a comparison
// made in one run says anything).
//
//   npm run build && node bench/booking-page-weight.ts [--lighthouse] [--runs 3] [path ...]
import { gzipSync } from "node:zlib";
import { startBenchServer } from "./lib/app-server.ts";
import { flag, numberOption, pathArguments } from "./lib/command-line.ts";
import { lighthouse, lighthouseBin, pageWeight } from "./lib/page-weight.ts";

const paths = pathArguments();
const PAGES = paths.length ? paths : ["/book", "/ur/book"];
const BUDGET_BYTES = 3 * 1024;
const withLighthouse = flag("--lighthouse");
const RUNS = numberOption("--runs", 3);

// Classic and module scripts written into the page: what runs, not data (JSON-LD, speculation
// rules).
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const RUNNABLE_TYPE = /\btype="(?!module"|text\/javascript")[^"]*"/;

async function javaScriptOf(base: string, path: string) {
  const weight = await pageWeight(base, path);
  const html = await (await fetch(base + path)).text();
  let inline = 0;
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (RUNNABLE_TYPE.test(attributes ?? "") || !body?.trim()) continue;
    inline += gzipSync(body, { level: 9 }).length;
  }
  return { files: weight.js, inline, html: weight.html };
}

const server = await startBenchServer({
  ADMIN_EMAIL: "bench-admin@example.com",
  ADMIN_PASSWORD: "bench-admin-password-1",
});
try {
  const home = await javaScriptOf(server.base, "/");
  console.log(
    "| page | JS files gz B | inline JS gz B | JS added over / (B) | within 3 KB | HTML gz KB |\n|---|---|---|---|---|---|",
  );
  const row = (path: string, js: typeof home) => {
    const added = js.files + js.inline - (home.files + home.inline);
    console.log(
      `| ${path} | ${js.files} | ${js.inline} | ${path === "/" ? "" : added} | ${path === "/" ? "" : added <= BUDGET_BYTES ? "yes" : "NO"} | ${(js.html / 1024).toFixed(1)} |`,
    );
  };
  row("/", home);
  for (const path of PAGES) row(path, await javaScriptOf(server.base, path));
  if (withLighthouse) {
    const bin = lighthouseBin();
    console.log("\n| page | perf | a11y | LCP | TBT | CLS |\n|---|---|---|---|---|---|");
    for (const path of ["/", ...PAGES]) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        // Chromium under Lighthouse now and then fails to start; one retry settles it.
        const url = server.base + path;
        runs.push(await lighthouse(bin, url).catch(() => lighthouse(bin, url)));
      }
      runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
      const lh = runs[Math.floor(runs.length / 2)] as (typeof runs)[number];
      console.log(
        `| ${path} | ${lh.performance} | ${lh.accessibility} | ${lh.lcp} | ${lh.tbt} | ${lh.cls} |`,
      );
    }
  }
} finally {
  await server.stop();
}
