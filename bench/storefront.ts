// The storefront under load, measured with wrk (C, so the load tool is not the bottleneck) on
// the production build and the embedded database, in one run:
//   a. nginx serving the app's own gzip bytes of the page from a file (gzip_static), and a bare
//      node:http server sending the same bytes with the same headers from memory: the
//      yardsticks, what this machine and what Node itself can do for those bytes;
//   b. the app's page cache;
//   c. the app behind deploy/nginx.conf (its micro-cache), run on this machine's nginx;
//   d. the app while an admin saves a website setting every second (sign-in and form posts as
//      the console sends them), against the same load without changes;
//   e. visitor analytics, in pages per second: `/` with collection off (no view counted, and a
//      browser's prefetch: its navigation's headers, not counted)
//      against `/` as a browser's own navigation, which the server counts as it serves it
//      (Sec-Fetch-Dest: document), and against `/` then its beacon (POST /page-view), as pages
//      behind a proxy count (distinct addresses behind the trusted proxy), each with the server's
//      CPU time a page on its request thread and on its other threads (where a counted view's
//      work goes: the page views' thread, the embedded database's); then the views the server
//      recorded.
// Each: `wrk -t2 -c50 -d10s --latency -H 'Accept-Encoding: gzip'` after a warm-up, in rounds
// taken in turn (`--rounds`, 3 by default), each figure the median (d.: the round with the
// median p99 ratio). Prints a markdown table with req/s, p50, p99 and the ratios to both
// yardsticks; the ratios compared across servers (the app to bare Node, nginx's cache to its
// static file, a counted navigation to a prefetch) also as the median of each round's ratio of
// its two runs, taken side by side, where a shared machine's speed moves least; and whether the
// machine was quiet (each yardstick's req/s over the rounds within 5%). Page weights and
// Lighthouse scores are bench/public-pages.ts's (`npm run bench:pages`).
//
//   npm run build && npm run bench:storefront [-- --duration 10] [--connections 50] [--rounds 3] [--pages /,/pricing]
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { assertBuilt } from "../tests/helpers/app-server.ts";
import { startDeployNginx } from "../tests/helpers/nginx.ts";
import { createThrowawayDatabase } from "../tests/helpers/postgres.ts";
import { rawGet } from "../tests/helpers/raw-get.ts";
import { DESKTOP_CHROME } from "../tests/helpers/user-agents.ts";
import { startBenchServer } from "./lib/app-server.ts";
import { flag, option } from "./lib/command-line.ts";
import { ADMIN, saveFooterText, settingsForm, signIn } from "./lib/console-saves.ts";
import { medianBy, ratiosByRound, spreadOf } from "./lib/stats.ts";
import {
  ensureTools,
  inRounds,
  type Load,
  type LoadWithCpu,
  ms,
  table,
  wrkRunner,
} from "./lib/wrk.ts";
import { pageHeadersOf, startNginxYardstick, startNodeYardstick } from "./lib/yardsticks.ts";

const DURATION_S = Number(option("--duration", "10"));
const CONNECTIONS = Number(option("--connections", "50"));
// Rounds of the compared runs, taken in turn (yardsticks and app, collection off and on), each
// figure the round with the median req/s: the ratios are of runs made side by side.
const ROUNDS = Number(option("--rounds", "3"));
const THREADS = 2;
const PAGES = option("--pages", "/,/pricing").split(",");
// One nginx worker by default: one process, as the app is (`--nginx-workers auto` for all cores).
const NGINX_WORKERS = option("--nginx-workers", "1");
const CHANGES_ONLY = flag("--changes-only");
// `--postgres <server url>`: the app on a throwaway database of that PostgreSQL server.
const POSTGRES = flag("--postgres") ? option("--postgres", "") : "";
const YARDSTICK_PORT = Number(process.env.BENCH_NGINX_PORT || 3193);
const PROXY_PORT = YARDSTICK_PORT + 1;
const NODE_YARDSTICK_PORT = YARDSTICK_PORT + 2;

try {
  assertBuilt("bench/storefront.ts");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// --- Tools -------------------------------------------------------------------------------

const tools = ensureTools();
const {
  runWrk,
  load,
  loadWithCpu: loadWithServerCpu,
} = wrkRunner(tools.wrk, {
  threads: THREADS,
  connections: CONNECTIONS,
  durationS: DURATION_S,
});

/** What a browser sends with its own navigation to a page (the server counts its view). */
const NAVIGATION_HEADERS = {
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-Mode": "navigate",
  "User-Agent": DESKTOP_CHROME,
};
/**
 * The same request as a browser's prefetch of the page (Sec-Purpose), which is not counted: what
 * a navigation's headers cost the server without the view, so counting's own cost stands apart.
 */
const PREFETCH_HEADERS = { ...NAVIGATION_HEADERS, "Sec-Purpose": "prefetch" };

/**
 * A wrk script whose connections ask for `/` and then send its beacon, as a browser shown the
 * page does (app/enhance/page-view.ts), each from an address of its own (X-Forwarded-For,
 * believed from loopback with TRUST_PROXY): every view counts, none is rate-limited.
 */
function beaconScript(dir: string, origin: string): string {
  const file = path.join(dir, "page-and-beacon.lua");
  const body = `u=${encodeURIComponent(`${origin}/`)}&r=&l=en`;
  writeFileSync(
    file,
    `local page = true
request = function()
  page = not page
  if not page then return wrk.format("GET", "/") end
  local ip = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  return wrk.format("POST", "/page-view", {
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["Origin"] = "${origin}",
    ["User-Agent"] = "${DESKTOP_CHROME}",
    ["X-Forwarded-For"] = ip,
  }, "${body}")
end
`,
  );
  return file;
}

// --- nginx ---------------------------------------------------------------------------------

/** deploy/nginx.conf in front of the app, on PROXY_PORT. */
function startProxyBefore(appBase: string) {
  return startDeployNginx(tools.nginx, {
    upstreams: [new URL(appBase).host],
    port: PROXY_PORT,
    workers: NGINX_WORKERS,
  });
}

/** Saves the footer text every second until stopped (saveFooterText); counts the saves answered OK. */
function saveEverySecond(base: string, cookie: string, fields: URLSearchParams) {
  let saved = 0;
  let failed = 0;
  let last = "";
  let stopped = false;
  const done = (async () => {
    for (let index = 1; !stopped; index++) {
      const started = performance.now();
      const text = `Bench change ${index} at ${new Date().toISOString()}`;
      if (await saveFooterText(base, cookie, fields, text)) {
        saved++;
        last = text;
      } else failed++;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))),
      );
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { saved, failed, last };
    },
  };
}

/**
 * nginx keeps the app's promise: a page is served at most `s-maxage` + `stale-while-revalidate`
 * after it changed (the app's Cache-Control). After an idle period longer than both, a save made
 * 2 s before a request must not be answered from nginx's cache with the page before it.
 */
async function checkPromiseAfterIdle(base: string, cookie: string, fields: URLSearchParams) {
  const proxyUrl = `http://127.0.0.1:${PROXY_PORT}/`;
  const headers = { "accept-encoding": "gzip" };
  const cacheControl = String((await rawGet(proxyUrl, headers)).headers["cache-control"]);
  const seconds = (name: string) =>
    Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
  const promisedS = seconds("s-maxage") + seconds("stale-while-revalidate");
  const idleS = promisedS + 5;
  await new Promise((resolve) => setTimeout(resolve, idleS * 1000));
  const text = `Bench change after ${idleS} s idle at ${new Date().toISOString()}`;
  if (!(await saveFooterText(base, cookie, fields, text))) throw new Error("The save failed");
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const reply = await rawGet(proxyUrl, headers);
  const page = gunzipSync(reply.body).toString();
  const status = String(reply.headers["x-proxy-cache"]);
  if (!page.includes(text)) {
    throw new Error(
      `deploy/nginx.conf: ${idleS} s idle, then a save 2 s before: ${status}, the page before the save (${cacheControl})`,
    );
  }
  return `${idleS} s idle (${cacheControl}), then a save 2 s before: ${status}, the new page`;
}

/** The page views of today on the console's Analytics view. */
async function recordedViewsToday(base: string, cookie: string): Promise<number> {
  const html = await (
    await fetch(`${base}/admin/analytics?range=today`, { headers: { cookie } })
  ).text();
  const views = /Page views<\/dt>\s*<dd[^>]*>([\d,]+)</.exec(html)?.[1];
  if (views === undefined) throw new Error("The Analytics view shows no page views figure");
  return Number(views.replaceAll(",", ""));
}

// --- The run -------------------------------------------------------------------------------

// The server's output goes to a file, as `npm start > file` (a pipe read by this process would
// take CPU from the measured server). BENCH_APP_NODE_OPTIONS (e.g. --cpu-prof) reaches it.
const logDir = mkdtempSync(path.join(tmpdir(), "dmflow-bench-log-"));
const database = POSTGRES ? await createThrowawayDatabase(POSTGRES, "dmflow_storefront") : null;
const app = await startBenchServer(
  {
    ...(database ? { DATABASE_URL: database.url } : {}),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The beacons of e. come from many addresses behind a proxy, as a site's visitors do; its
    // counted navigations come from this one address, so its view limit is lifted.
    TRUST_PROXY: "loopback",
    PAGE_VIEW_RATE_LIMIT: "100000000",
    ...(process.env.BENCH_APP_NODE_OPTIONS
      ? { NODE_OPTIONS: process.env.BENCH_APP_NODE_OPTIONS }
      : {}),
  },
  { logFile: path.join(logDir, "server.log") },
);
type ThroughputKind = "yardstick" | "node" | "app" | "proxied";
const results = new Map<string, Record<ThroughputKind, { median: Load; runs: Load[] }>>();
const proxyChecks: string[] = [];
const gzipped = new Map<string, Buffer>();
const pageHeaders = new Map<string, Record<string, string>>();
// p99 under load without changes and with a save every second: the app, and behind nginx.
type ChangeLoad = { label: string; quiet: Load; busy: Load; saved: number; failed: number };
// Per server, the round with the median p99 ratio, and every round's ratio.
const changeLoads: (ChangeLoad & { ratios: number[] })[] = [];
let saves = { saved: 0, failed: 0, last: "" };
let collection: {
  off: LoadWithCpu;
  offPrefetch: LoadWithCpu;
  onServe: LoadWithCpu;
  beacon: LoadWithCpu;
  offPrefetchRuns: Load[];
  onServeRuns: Load[];
  countedInRuns: number;
  recordedViews: number;
  viewsBefore: number;
} | null = null;
let after = false;
const rssAfterStart = app.rssMb();
let rssAfterLoad = 0;
try {
  for (const page of PAGES) {
    await rawGet(app.base + page, { "accept-encoding": "gzip" });
    const cached = await rawGet(app.base + page, { "accept-encoding": "gzip" });
    if (cached.status !== 200 || cached.headers["content-encoding"] !== "gzip") {
      throw new Error(`${page}: expected a gzip 200 from the app, got ${cached.status}`);
    }
    gzipped.set(page, cached.body);
    pageHeaders.set(page, pageHeadersOf(cached.headers));
  }
  if (!CHANGES_ONLY) await measureThroughput();

  // d. The same load on `/` while an admin saves a website setting every second.
  const cookie = await signIn(app.base);
  const fields = await settingsForm(app.base, cookie);
  const stopProxy = await startProxyBefore(app.base);
  try {
    const servers = [
      ["app, page cache", `${app.base}/`],
      ["app behind deploy/nginx.conf", `http://127.0.0.1:${PROXY_PORT}/`],
    ] as const;
    // In rounds taken in turn, as the other parts: one run's p99 moves by half from the next.
    const taken = new Map<string, ChangeLoad[]>(servers.map(([label]) => [label, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, url] of servers) {
        const quiet = await load(url);
        const saving = saveEverySecond(app.base, cookie, fields);
        const busy = await runWrk(url, DURATION_S);
        saves = await saving.stop();
        taken.get(label)?.push({ label, quiet, busy, saved: saves.saved, failed: saves.failed });
      }
    }
    for (const rounds of taken.values()) {
      const ratioOf = ({ quiet, busy }: ChangeLoad) => busy.p99 / quiet.p99;
      const median = medianBy(rounds, ratioOf);
      if (median) changeLoads.push({ ...median, ratios: rounds.map(ratioOf) });
    }
    after = (await (await fetch(`${app.base}/`)).text()).includes(saves.last);
    if (!CHANGES_ONLY) proxyChecks.push(await checkPromiseAfterIdle(app.base, cookie, fields));
  } finally {
    await stopProxy();
  }

  // e. Collection off and on, in pages per second. The views are written in batches every 5 s:
  // then the Analytics view counts them.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 6_000));
  await settle();
  const viewsBefore = await recordedViewsToday(app.base, cookie);
  const taken = await inRounds(ROUNDS, {
    off: () => loadWithCpu(`${app.base}/`),
    offPrefetch: () => loadWithCpu(`${app.base}/`, PREFETCH_HEADERS),
    onServe: () => loadWithCpu(`${app.base}/`, NAVIGATION_HEADERS),
    beacon: () => loadWithCpu(`${app.base}/`, {}, beaconScript(logDir, app.base)),
  });
  await settle();
  const recordedViews = await recordedViewsToday(app.base, cookie);
  // Every round's measured views (a beacon run's requests are half pages, half beacons).
  const countedInRuns =
    taken.onServe.runs.reduce((sum, run) => sum + run.requests, 0) +
    taken.beacon.runs.reduce((sum, run) => sum + Math.round(run.requests / 2), 0);
  collection = {
    off: taken.off.median,
    offPrefetch: taken.offPrefetch.median,
    offPrefetchRuns: taken.offPrefetch.runs,
    onServeRuns: taken.onServe.runs,
    onServe: taken.onServe.median,
    beacon: taken.beacon.median,
    countedInRuns,
    recordedViews,
    viewsBefore,
  };
  rssAfterLoad = app.rssMb();
} finally {
  await app.stop();
  await database?.drop();
  rmSync(logDir, { recursive: true, force: true });
}
if (saves.saved === 0 || !after) {
  throw new Error(`The admin's changes did not reach /: ${JSON.stringify(saves)}`);
}

/** loadWithCpu on the app (a declaration: the run above calls it before this line is reached). */
function loadWithCpu(url: string, headers: Record<string, string> = {}, script?: string) {
  return loadWithServerCpu(app.threadCpuMs, url, headers, script);
}

async function measureThroughput() {
  const stopYardstick = await startNginxYardstick(tools.nginx, {
    port: YARDSTICK_PORT,
    workers: NGINX_WORKERS,
    pages: gzipped,
  });
  const stopNode = await startNodeYardstick({
    port: NODE_YARDSTICK_PORT,
    pages: gzipped,
    headers: pageHeaders,
  });
  const stopProxy = await startProxyBefore(app.base).catch(async (error) => {
    await stopYardstick();
    await stopNode();
    throw error;
  });
  try {
    for (const page of PAGES) {
      // The yardstick answers 200 with exactly the app's bytes.
      const check = await rawGet(`http://127.0.0.1:${YARDSTICK_PORT}${page}`, {
        "accept-encoding": "gzip",
      });
      if (check.status !== 200 || !check.body.equals(gzipped.get(page) as Buffer)) {
        throw new Error(`nginx yardstick: ${page} answered ${check.status}, not the app's bytes`);
      }
      const proxyUrl = `http://127.0.0.1:${PROXY_PORT}${page}`;
      await rawGet(proxyUrl, { "accept-encoding": "gzip" });
      const viaProxy = await rawGet(proxyUrl, { "accept-encoding": "gzip" });
      if (viaProxy.status !== 200 || viaProxy.headers["x-proxy-cache"] !== "HIT") {
        throw new Error(
          `deploy/nginx.conf: ${page} answered ${viaProxy.status}, ${viaProxy.headers["x-proxy-cache"]}`,
        );
      }
      const rounds = await inRounds(ROUNDS, {
        yardstick: () => load(`http://127.0.0.1:${YARDSTICK_PORT}${page}`),
        node: () => load(`http://127.0.0.1:${NODE_YARDSTICK_PORT}${page}`),
        app: () => load(app.base + page),
        proxied: () => load(proxyUrl),
      });
      results.set(page, rounds);
    }
    // What the micro-cache must not serve from its cache.
    const proxied = (headers: Record<string, string>, page = "/") =>
      rawGet(`http://127.0.0.1:${PROXY_PORT}${page}`, { "accept-encoding": "gzip", ...headers });
    // HIT, or STALE/UPDATING once the app's s-maxage has passed (served while nginx refreshes).
    const FROM_CACHE = ["HIT", "STALE", "UPDATING"];
    const expectStatus = async (
      what: string,
      headers: Record<string, string>,
      want: string[],
      page = "/",
    ) => {
      const got = String((await proxied(headers, page)).headers["x-proxy-cache"]);
      if (!want.includes(got)) {
        throw new Error(`deploy/nginx.conf: ${what}: ${got}, expected ${want.join(" or ")}`);
      }
      proxyChecks.push(`${what}: ${got}`);
    };
    await expectStatus("a session cookie", { cookie: "dmflow.session_token=x" }, ["BYPASS"]);
    await expectStatus("a toast's cookie", { cookie: "dmflow_flash=x" }, ["BYPASS"]);
    await expectStatus("a live-update refetch", { "x-live-refresh": "1" }, ["BYPASS"]);
    await expectStatus("fetch()", { "sec-fetch-dest": "empty" }, ["BYPASS"]);
    // A campaign's landing sets no cookie (ADR 0026): shared like any page.
    await expectStatus("a foreign referrer", { referer: "https://google.com/" }, FROM_CACHE);
    await expectStatus("UTM parameters", {}, ["MISS", ...FROM_CACHE], "/?utm_source=bench");
    await expectStatus("UTM parameters again", {}, FROM_CACHE, "/?utm_source=bench");
  } finally {
    await stopYardstick();
    await stopNode();
    await stopProxy();
  }
}

const cpu = execFileSync("nproc").toString().trim();
const nginxVersion = spawnSync(tools.nginx, ["-v"], { encoding: "utf8" }).stderr;
console.log(
  `\nwrk -t${THREADS} -c${CONNECTIONS} -d${DURATION_S}s --latency -H 'Accept-Encoding: gzip' after a 2 s warm-up; the median of ${ROUNDS} rounds taken in turn; ${cpu} cores shared by wrk, nginx and the app; embedded database\n`,
);
const rows: string[][] = [];
const ratio = (a: number, b: number) => (a / b).toFixed(2);
for (const [page, taken] of results) {
  const size = `${((gzipped.get(page)?.length ?? 0) / 1024).toFixed(1)} KB gzip`;
  const result = {
    yardstick: taken.yardstick.median,
    node: taken.node.median,
    app: taken.app.median,
    proxied: taken.proxied.median,
  };
  for (const [label, figures] of [
    ["nginx, static file (yardstick)", result.yardstick],
    ["bare node:http, same bytes and headers (yardstick)", result.node],
    ["app, page cache", result.app],
    ["app behind deploy/nginx.conf", result.proxied],
  ] as const) {
    rows.push([
      `${page} (${size})`,
      label,
      figures.rps.toFixed(0),
      ms(figures.p50),
      ms(figures.p99),
      String(figures.errors),
      ratio(figures.rps, result.yardstick.rps),
      ratio(figures.rps, result.node.rps),
    ]);
  }
}
console.log(
  table(
    ["page", "served by", "req/s", "p50", "p99", "errors", "of nginx req/s", "of node:http req/s"],
    rows,
  ),
);
if (results.size > 0) {
  console.log(
    `\nThe same ratios of the runs taken side by side in each round: the median of the ${ROUNDS} rounds' (every round's)\n`,
  );
  const ofRounds = ({ median, ratios }: { median: number; ratios: number[] }) =>
    `${median.toFixed(2)} (${ratios.map((value) => value.toFixed(2)).join(", ")})`;
  console.log(
    table(
      ["page", "app, page cache ÷ bare node:http", "app behind deploy/nginx.conf ÷ nginx static"],
      [...results].map(([page, taken]) => [
        page,
        ofRounds(ratiosByRound(taken.app.runs, taken.node.runs)),
        ofRounds(ratiosByRound(taken.proxied.runs, taken.yardstick.runs)),
      ]),
    ),
  );
  // The targets are read on a quiet machine (docs/benchmarks.md): the yardsticks say whether it was.
  const QUIET_WITHIN = 0.05;
  const spreads = [...results].flatMap(([page, taken]) =>
    (
      [
        ["nginx static", taken.yardstick.runs],
        ["bare node:http", taken.node.runs],
      ] as const
    ).map(([label, runs]) => ({
      label: `${page} ${label}`,
      ...spreadOf(runs.map((run) => run.rps)),
    })),
  );
  const quiet = spreads.every(({ spread }) => spread <= QUIET_WITHIN);
  const described = spreads.map(
    ({ label, lowest, highest, spread }) =>
      `${label} ${lowest.toFixed(0)}-${highest.toFixed(0)} (${(spread * 100).toFixed(0)}%)`,
  );
  console.log(
    `\nHow quiet the machine was: each yardstick's req/s over the ${ROUNDS} rounds, lowest to highest (their spread, of the median): ${described.join("; ")}. ${quiet ? "Quiet: every" : "Not quiet: not every"} spread within ${QUIET_WITHIN * 100}%.`,
  );
}
console.log(
  `\nAn admin saving a website setting every second (\`/\`): of ${ROUNDS} rounds, the one with the median p99 ratio (every round's ratio in the last column)\n`,
);
console.log(
  table(
    ["served by", "load", "req/s", "p50", "p99", "errors", "p99 ratio", "rounds"],
    changeLoads.flatMap(({ label, quiet, busy, saved, failed, ratios }) => [
      [
        label,
        "no changes",
        quiet.rps.toFixed(0),
        ms(quiet.p50),
        ms(quiet.p99),
        String(quiet.errors),
        "1.00",
        "",
      ],
      [
        label,
        `a save every second (${saved} saved OK, ${failed} failed)`,
        busy.rps.toFixed(0),
        ms(busy.p50),
        ms(busy.p99),
        String(busy.errors),
        ratio(busy.p99, quiet.p99),
        ratios.map((value) => value.toFixed(2)).join(", "),
      ],
    ]),
  ),
);
console.log(`\nThe last saved footer text is on \`/\` after the run: ${after ? "yes" : "no"}`);
if (collection) {
  const { off, offPrefetch, onServe, beacon, countedInRuns, recordedViews, viewsBefore } =
    collection;
  // Behind a proxy every other request is a beacon: a page is two requests.
  const pages = (figures: Load, requestsPerPage: number) => figures.rps / requestsPerPage;
  console.log(
    "\nVisitor analytics: `/` with collection off and on (machine: every process's CPU time and the kernel's, wrk's included)\n",
  );
  console.log(
    table(
      [
        "collection",
        "req/s",
        "pages/s",
        "p50",
        "p99",
        "errors",
        "pages/s ratio",
        "request thread µs/page",
        "other threads µs/page",
        "machine µs/page",
        "cores idle",
      ],
      [
        ["off (`/`, no view counted)", off, 1] as const,
        [
          "off, a browser's prefetch (its navigation's headers, not counted)",
          offPrefetch,
          1,
        ] as const,
        ["on, counted as served (a browser's navigation)", onServe, 1] as const,
        ["on behind a proxy (`/`, then its beacon)", beacon, 2] as const,
      ].map(([label, figures, perPage]) => [
        label,
        figures.rps.toFixed(0),
        pages(figures, perPage).toFixed(0),
        ms(figures.p50),
        ms(figures.p99),
        String(figures.errors),
        ratio(pages(figures, perPage), pages(off, 1)),
        (figures.requestThreadUs * perPage).toFixed(1),
        (figures.otherThreadsUs * perPage).toFixed(1),
        (figures.machineUs * perPage).toFixed(1),
        `${(figures.idleShare * 100).toFixed(0)}%`,
      ]),
    ),
  );
  const counted = ratiosByRound(collection.onServeRuns, collection.offPrefetchRuns);
  console.log(
    `\nA counted navigation ÷ the same headers not counted (the prefetch), in pages/s: ${ratio(pages(onServe, 1), pages(offPrefetch, 1))} of the medians above; ${counted.median.toFixed(2)}, the median of the ${ROUNDS} rounds' ratios of runs side by side (${counted.ratios.map((value) => value.toFixed(2)).join(", ")})`,
  );
  console.log(
    `\nViews recorded during e.: ${(recordedViews - viewsBefore).toLocaleString("en-US")}, for ${countedInRuns.toLocaleString("en-US")} counted navigations and beacons in the measured runs of its ${ROUNDS} rounds, and those of their 2 s warm-ups`,
  );
}
console.log(`deploy/nginx.conf micro-cache (${nginxVersion.trim()}): ${proxyChecks.join("; ")}`);
console.log("\nServer\n");
console.log(
  table(
    ["measure", "value"],
    [
      ["start to first 200 (new embedded database)", ms(app.startMs)],
      ["RSS after start", `${rssAfterStart.toFixed(0)} MB`],
      ["RSS after the load", `${rssAfterLoad.toFixed(0)} MB`],
    ],
  ),
);
