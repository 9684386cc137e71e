// Whether what the app served before changes what a cached hit costs it afterwards, in one app
// process: `/` from the page cache (wrk, beside the bare node:http yardstick sending the same
// bytes, in rounds taken in turn) when the app is fresh, then again after nginx served a static
// file under load on the same machine (the app untouched), then again after deploy/nginx.conf
// served `/` under load in front of the app (the app answering its few misses and
// revalidations), nginx stopped before each measurement. bench:storefront takes the app's rounds
// between its proxied ones, so its hit figure is of the last state: this bench tells whether
// that figure is the hit path's own cost or the state the app was left in.
//
//   npm run build && node bench/hit-after-proxy.ts [--rounds 3] [--duration 10] [--loads 3]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startDeployNginx } from "../tests/helpers/nginx.ts";
import { rawGet } from "../tests/helpers/raw-get.ts";
import { startBenchServer } from "./lib/app-server.ts";
import { option } from "./lib/command-line.ts";
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

const ROUNDS = Number(option("--rounds", "3"));
const DURATION_S = Number(option("--duration", "10"));
// How many loads nginx serves before the app is measured again (each a warm-up and a run).
const LOADS = Number(option("--loads", "3"));
const loadsText = LOADS === 1 ? "1 load" : `${LOADS} loads`;
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT || 3193);
const NODE_PORT = NGINX_PORT + 2;

const tools = ensureTools();
const { load, loadWithCpu } = wrkRunner(tools.wrk, {
  threads: 2,
  connections: 50,
  durationS: DURATION_S,
});
const logDir = mkdtempSync(path.join(tmpdir(), "dmflow-bench-log-"));
const app = await startBenchServer({}, { logFile: path.join(logDir, "server.log") });
// The app's figures with its threads' CPU time a request (the yardstick's: none read).
type Figures = Load & Partial<LoadWithCpu>;
const states: { label: string; node: Figures; app: Figures }[] = [];
try {
  await rawGet(`${app.base}/`, { "accept-encoding": "gzip" });
  const cached = await rawGet(`${app.base}/`, { "accept-encoding": "gzip" });
  if (cached.headers["x-cache"] !== "HIT") throw new Error("`/` is not a page-cache HIT");
  const pages = new Map([["/", cached.body]]);
  const stopNode = await startNodeYardstick({
    port: NODE_PORT,
    pages,
    headers: new Map([["/", pageHeadersOf(cached.headers)]]),
  });

  async function measure(label: string) {
    const taken = await inRounds<"node" | "app", Figures>(ROUNDS, {
      node: () => load(`http://127.0.0.1:${NODE_PORT}/`),
      app: () => loadWithCpu(app.threadCpuMs, `${app.base}/`),
    });
    states.push({ label, node: taken.node.median, app: taken.app.median });
  }

  async function loadsThrough(start: () => Promise<() => Promise<void>>, url: string) {
    const stop = await start();
    try {
      for (let index = 0; index < LOADS; index++) await load(url);
    } finally {
      await stop();
    }
  }

  try {
    await measure("fresh");
    await loadsThrough(
      () => startNginxYardstick(tools.nginx, { port: NGINX_PORT, workers: "1", pages }),
      `http://127.0.0.1:${NGINX_PORT}/`,
    );
    await measure(`after ${loadsText} of nginx serving a static file`);
    await loadsThrough(
      () =>
        startDeployNginx(tools.nginx, { upstreams: [new URL(app.base).host], port: NGINX_PORT }),
      `http://127.0.0.1:${NGINX_PORT}/`,
    );
    await measure(`after ${loadsText} of deploy/nginx.conf in front of the app`);
  } finally {
    await stopNode();
  }
} finally {
  await app.stop();
  rmSync(logDir, { recursive: true, force: true });
}

console.log(
  `\n\`/\` from the app's page cache, wrk -t2 -c50 -d${DURATION_S}s after a 2 s warm-up, the median of ${ROUNDS} rounds beside the bare node:http yardstick; one app process, in this order\n`,
);
console.log(
  table(
    ["the app", "bare node req/s", "app req/s", "app p99", "of bare", "app request thread µs/req"],
    states.map(({ label, node, app: figures }) => [
      label,
      node.rps.toFixed(0),
      figures.rps.toFixed(0),
      ms(figures.p99),
      (figures.rps / node.rps).toFixed(2),
      figures.requestThreadUs?.toFixed(1) ?? "",
    ]),
  ),
);
