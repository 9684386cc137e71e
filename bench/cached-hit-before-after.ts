// A cached page's throughput before and after a change: an earlier commit's build and this
// checkout's (bench/lib/before-and-after.ts), each serving `/` from its page cache, beside a
// bare node:http server sending the same bytes and headers (bench/lib/yardsticks.ts), all three
// under the same wrk load in rounds taken in turn. Each figure is the median round
// (medianLoad), and each is also given as a ratio to the bare server's: a shared machine's
// throughput moves by a fifth from one run to the next, the ratio of runs made side by side
// much less. With `--ad-clicks`, the apps are asked for `/` as visitors from an ad come, each
// with a click id of its own (`/?fbclid=…`): one page they share (ADR 0037), or one each.
//
//   npm run build && node bench/cached-hit-before-after.ts <commit> [--rounds 5] [--duration 5] [--ad-clicks]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rawGet } from "../tests/helpers/raw-get.ts";
import { startBeforeAndAfter } from "./lib/before-and-after.ts";
import { firstArgument, flag, option } from "./lib/command-line.ts";
import { ensureTools, inRounds, ms, table, wrkRunner } from "./lib/wrk.ts";
import { pageHeadersOf, startNodeYardstick } from "./lib/yardsticks.ts";

const base = firstArgument();
if (!base) {
  console.error(
    "Usage: node bench/cached-hit-before-after.ts <commit> [--rounds 5] [--duration 5] [--ad-clicks]",
  );
  process.exit(1);
}
const ROUNDS = Number(option("--rounds", "5"));
const DURATION_S = Number(option("--duration", "5"));
const AD_CLICKS = flag("--ad-clicks");
const NODE_YARDSTICK_PORT = Number(process.env.BENCH_NODE_PORT || 3196);

/** A wrk script whose requests are for `/` with a click id of their own, as an ad's visitors. */
function adClickScript() {
  const dir = mkdtempSync(path.join(tmpdir(), "dmflow-ad-clicks-"));
  const file = path.join(dir, "ad-clicks.lua");
  writeFileSync(
    file,
    `local clicks = 0
request = function()
  clicks = clicks + 1
  return wrk.format("GET", "/?fbclid=IwAR" .. clicks .. "_" .. math.random(1, 1000000000))
end
`,
  );
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const tools = ensureTools();
const { load } = wrkRunner(tools.wrk, { threads: 2, connections: 50, durationS: DURATION_S });
// Each server's output goes to its own file (startBenchServer), not through a pipe to here.
const servers = await startBeforeAndAfter("bench/cached-hit-before-after.ts", base, {
  PAGE_VIEW_RATE_LIMIT: "100000000",
});
let stopNode = async () => {};
try {
  const gzip = { "accept-encoding": "gzip" };
  await rawGet(`${servers.after.base}/`, gzip);
  const cached = await rawGet(`${servers.after.base}/`, gzip);
  await rawGet(`${servers.before.base}/`, gzip);
  if (cached.status !== 200 || cached.headers["x-cache"] !== "HIT") {
    throw new Error(`/ answered ${cached.status}, ${cached.headers["x-cache"]}: not a cache hit`);
  }
  stopNode = await startNodeYardstick({
    port: NODE_YARDSTICK_PORT,
    pages: new Map([["/", cached.body]]),
    headers: new Map([["/", pageHeadersOf(cached.headers)]]),
  });
  const asked = AD_CLICKS ? "`/?fbclid=…`, a click id each" : "page cache";
  const adClicks = AD_CLICKS ? adClickScript() : undefined;
  const runs = {
    "bare node:http, same bytes and headers": () =>
      load(`http://127.0.0.1:${NODE_YARDSTICK_PORT}/`),
    [`app at ${base}, ${asked}`]: () => load(`${servers.before.base}/`, {}, adClicks?.file),
    [`app at this checkout, ${asked}`]: () => load(`${servers.after.base}/`, {}, adClicks?.file),
  };
  const taken = await inRounds(ROUNDS, runs).finally(() => adClicks?.remove());
  const medians = Object.entries(taken).map(
    ([label, { median, runs: loads }]) => [label, median, loads] as const,
  );
  const bare = medians[0]?.[1].rps ?? 1;
  console.log(
    `\n\`/\` (${(cached.body.length / 1024).toFixed(1)} KB gzip), wrk -t2 -c50 -d${DURATION_S}s after a 2 s warm-up, the median of ${ROUNDS} rounds taken in turn\n`,
  );
  console.log(
    table(
      ["served by", "req/s", "p50", "p99", "of bare node:http", "each round's req/s"],
      medians.map(([label, median, loads]) => [
        label,
        median.rps.toFixed(0),
        ms(median.p50),
        ms(median.p99),
        (median.rps / bare).toFixed(2),
        loads.map((run) => run.rps.toFixed(0)).join(", "),
      ]),
    ),
  );
} finally {
  await stopNode();
  await servers.stop();
}
