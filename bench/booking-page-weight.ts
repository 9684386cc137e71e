// What the booking page (/book) adds to a visitor's download over the home page: the gzipped
// JavaScript each loads (its scripts and module preloads, and its inline scripts, each gzipped
// on its own as a browser receives it within the page) and the page's HTML. Runs the production
// build on a fresh embedded database with a first admin, who offers demos (ADR 0043), so the
// page shows its times and its zone detection. The target: at most 3 KB of JavaScript added.
//
//   npm run build && node bench/booking-page-weight.ts [path ...]
import { gzipSync } from "node:zlib";
import { startBenchServer } from "./lib/app-server.ts";
import { pathArguments } from "./lib/command-line.ts";
import { pageWeight } from "./lib/page-weight.ts";

const paths = pathArguments();
const PAGES = paths.length ? paths : ["/book", "/ur/book"];
const BUDGET_BYTES = 3 * 1024;

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
} finally {
  await server.stop();
}
