// What a visitor's browser gets from a public page: the gzipped JS and CSS its HTML loads, and
// Lighthouse's mobile scores (Lighthouse is installed on first use into .cache/bench-tools).
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { ROOT } from "./app-server.ts";

async function gzippedBytes(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

/** The JS (scripts and module preloads) and CSS (linked or inlined) a page's HTML loads, gzipped. */
export async function pageWeight(base: string, pagePath: string) {
  const html = await (await fetch(base + pagePath)).text();
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
  for (const src of scripts) js += await gzippedBytes(new URL(src, base).toString());
  let css = 0;
  for (const href of styles) css += await gzippedBytes(new URL(href, base).toString());
  // The app's stylesheet is written into the page (AppStylesheet): counted here, and in the HTML.
  for (const match of html.matchAll(/<style[^>]+data-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/g)) {
    css += gzipSync(match[1]!, { level: 9 }).length;
  }
  return { js, css, html: gzipSync(html).length };
}

export function lighthouseBin(): string {
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

export async function lighthouse(bin: string, url: string) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "lh-")), "report.json");
  await run(
    bin,
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      // The 404 page is measured too: its status is the point, not a failure to load.
      "--ignore-status-code",
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
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}
