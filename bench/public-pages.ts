// Measures the public pages as a visitor's browser gets them: gzipped JS and CSS per page
// (what the HTML loads), and Lighthouse's mobile scores. Runs the production build on a
// fresh embedded database; Lighthouse is installed on first use into .cache/bench-tools.
//
//   npm run build && node bench/public-pages.ts [--no-lighthouse] [path ...]
import { execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT || 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const withLighthouse = !args.includes("--no-lighthouse");
const paths = args.filter((arg) => arg.startsWith("/"));
const PAGES = paths.length
  ? paths
  : [
      "/",
      "/features",
      "/pricing",
      "/about",
      "/contact",
      "/form",
      "/blog",
      "/blog/answer-every-dm-in-seconds",
    ];

async function startServer(): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dmflow-bench-"));
  const server = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk) => String(chunk).includes("serving on") && resolve());
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return () => {
    server.kill("SIGTERM");
    server.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  };
}

async function gzippedBytes(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

/** The JS (scripts and module preloads) and CSS a page's HTML loads, gzipped. */
async function pageWeight(pagePath: string) {
  const html = await (await fetch(BASE + pagePath)).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g,
  )) {
    scripts.add(match[1]!);
  }
  // Inline module script imports (the hydration entry) count too.
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g))
    scripts.add(match[1]!);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  let js = 0;
  for (const src of scripts) js += await gzippedBytes(new URL(src, BASE).toString());
  let css = 0;
  for (const href of styles) css += await gzippedBytes(new URL(href, BASE).toString());
  return { js, css, html: gzipSync(html).length };
}

function lighthouseBin(): string {
  const prefix = path.join(ROOT, ".cache/bench-tools");
  const bin = path.join(prefix, "node_modules/.bin/lighthouse");
  if (!existsSync(bin)) {
    mkdirSync(prefix, { recursive: true });
    console.error("Installing Lighthouse into .cache/bench-tools (first run only)...");
    execFileSync(
      "npm",
      ["install", "--prefix", prefix, "--no-save", "--no-package-lock", "lighthouse@13"],
      {
        stdio: "inherit",
      },
    );
  }
  return bin;
}

// Asynchronous, so that the event loop keeps running (a blocked loop leaves fetch reusing
// keep-alive sockets that the server has closed meanwhile).
const run = promisify(execFile);

async function lighthouse(bin: string, url: string) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "lh-")), "report.json");
  await run(
    bin,
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || "/usr/bin/chromium" } },
  );
  const report = JSON.parse(readFileSync(out, "utf8"));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.displayValue ?? "";
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}

const stop = await startServer();
try {
  const bin = withLighthouse ? lighthouseBin() : "";
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    withLighthouse
      ? "| page | JS gz KB | CSS gz KB | HTML gz KB | perf | a11y | best pr. | SEO | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|---|---|---|"
      : "| page | JS gz KB | CSS gz KB | HTML gz KB |\n|---|---|---|---|",
  );
  for (const page of PAGES) {
    const weight = await pageWeight(page);
    const row = [page, kb(weight.js), kb(weight.css), kb(weight.html)];
    if (withLighthouse) {
      // Chromium under Lighthouse now and then fails to start; one retry settles it.
      const lh = await lighthouse(bin, BASE + page).catch(() => lighthouse(bin, BASE + page));
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
  stop();
}
