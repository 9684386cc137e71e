// The storefront's speed in one table: requests per second and latency of public pages served
// from the page cache and rendered on every request, next to nginx serving the same HTML as
// static files (when nginx is installed: the physical limit of this machine); Lighthouse
// (mobile) scores; gzipped JS and CSS per public route; start to first 200; and the server's
// memory after start and after the load. On the embedded database, from the production build.
//
//   npm run build && npm run bench:storefront [-- --duration 10] [--connections 50] [--no-lighthouse]
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startBenchServer } from "./lib/app-server.ts";
import { lighthouse, lighthouseBin, pageWeight } from "./lib/page-weight.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const DURATION_S = option("--duration", 10);
const CONNECTIONS = option("--connections", 50);
const withLighthouse = !args.includes("--no-lighthouse");
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT || 3193);

const LOADED_PAGES = ["/", "/pricing", "/blog"];
const LIGHTHOUSE_PAGES = ["/", "/pricing", "/contact", "/blog"];
const WEIGHED_PAGES = ["/", "/features", "/pricing", "/about", "/contact", "/form", "/blog"];
// Browsers ask for compressed pages; nginx is given the same gzip bytes to send.
const HEADERS = { "accept-encoding": "gzip" };

type Load = { rps: number; p50: number; p99: number; errors: number };

async function load(url: string): Promise<Load> {
  // A short warm-up, so that the first render and JIT are not measured.
  await autocannon({ url, connections: 10, duration: 1, headers: HEADERS });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: HEADERS,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function nginxBinary(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** nginx serving the given pages as static files (with their gzip twins) on NGINX_PORT. */
async function startNginx(binary: string, pages: Map<string, Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), "dmflow-nginx-"));
  const root = path.join(dir, "html");
  for (const [pagePath, html] of pages) {
    const file = path.join(root, pagePath === "/" ? "index.html" : `${pagePath}/index.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  gzip_static on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: "ignore",
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${NGINX_PORT}/`)).ok) break;
    } catch {
      if (tries > 100) throw new Error("nginx did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return () => {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const rows: string[][] = [];

// 1. With the page cache: start, memory, load, page weights, Lighthouse.
const cached = await startBenchServer();
const rssAfterStart = cached.rssMb();
const pageHtml = new Map<string, Buffer>();
for (const page of LOADED_PAGES) {
  const response = await fetch(cached.base + page);
  pageHtml.set(page, Buffer.from(await response.arrayBuffer()));
}
const cachedLoads = new Map<string, Load>();
for (const page of LOADED_PAGES) cachedLoads.set(page, await load(cached.base + page));
const rssAfterLoad = cached.rssMb();
const weights = [];
for (const page of WEIGHED_PAGES) weights.push({ page, ...(await pageWeight(cached.base, page)) });
const lighthouseRows: string[][] = [];
if (withLighthouse) {
  const bin = lighthouseBin();
  const blogHtml = pageHtml.get("/blog")?.toString() ?? "";
  const post = /href="(\/blog\/(?!rss\.xml)[^"/]+)"/.exec(blogHtml)?.[1];
  for (const page of [...LIGHTHOUSE_PAGES, ...(post ? [post] : [])]) {
    const url = cached.base + page;
    const lh = await lighthouse(bin, url).catch(() => lighthouse(bin, url));
    lighthouseRows.push([
      page,
      String(lh.performance),
      String(lh.accessibility),
      String(lh.bestPractices),
      String(lh.seo),
      lh.lcp,
      lh.tbt,
      lh.cls,
    ]);
  }
}
await cached.stop();

// 2. Rendering every request (PAGE_CACHE_MB=0).
const uncached = await startBenchServer({ PAGE_CACHE_MB: "0" });
const uncachedLoads = new Map<string, Load>();
for (const page of LOADED_PAGES) uncachedLoads.set(page, await load(uncached.base + page));
const rssAfterUncachedLoad = uncached.rssMb();
await uncached.stop();

// 3. nginx with the same bytes.
const nginxLoads = new Map<string, Load>();
const nginx = nginxBinary();
if (nginx) {
  const stopNginx = await startNginx(nginx, pageHtml);
  try {
    for (const page of LOADED_PAGES) {
      nginxLoads.set(page, await load(`http://127.0.0.1:${NGINX_PORT}${page}`));
    }
  } finally {
    stopNginx();
  }
}

const ratio = (load: Load, page: string) => {
  const reference = nginxLoads.get(page);
  return reference ? `${((load.rps / reference.rps) * 100).toFixed(0)}%` : "n/a";
};
for (const page of LOADED_PAGES) {
  for (const [label, loads] of [
    ["page cache", cachedLoads],
    ["no cache", uncachedLoads],
    ["nginx, static file", nginxLoads],
  ] as const) {
    const result = loads.get(page);
    if (!result) continue;
    rows.push([
      page,
      label,
      result.rps.toFixed(0),
      ms(result.p50),
      ms(result.p99),
      String(result.errors),
      ratio(result, page),
    ]);
  }
}

const table = (header: string[], body: string[][]) =>
  [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...body.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

const cpu = execFileSync("nproc").toString().trim();
console.log(
  `\nHTTP load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row, ${cpu} cores, load tool on the same machine; embedded database\n`,
);
console.log(table(["page", "served by", "req/s", "p50", "p99", "errors", "of nginx req/s"], rows));
if (lighthouseRows.length) {
  console.log("\nLighthouse (mobile)\n");
  console.log(
    table(["page", "perf", "a11y", "best pr.", "SEO", "LCP", "TBT", "CLS"], lighthouseRows),
  );
}
console.log("\nBytes per public route (gzipped)\n");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  table(
    ["page", "JS KB", "CSS KB", "HTML KB (CSS inlined)"],
    weights.map((w) => [w.page, kb(w.js), kb(w.css), kb(w.html)]),
  ),
);
console.log("\nServer\n");
console.log(
  table(
    ["measure", "value"],
    [
      ["start to first 200 (new embedded database)", ms(cached.startMs)],
      ["RSS after start", `${rssAfterStart.toFixed(0)} MB`],
      ["RSS after the load, page cache", `${rssAfterLoad.toFixed(0)} MB`],
      ["RSS after the load, no cache", `${rssAfterUncachedLoad.toFixed(0)} MB`],
    ],
  ),
);
