// An uncached render of `/`, before and after a change, in one run (pages drawn from
// stored sections must render at least 0.9 as fast as the page components they replaced).
// The base commit is checked out and built apart (tests/helpers/commit-build.ts); both
// builds serve on fresh embedded databases with the page cache off (PAGE_CACHE_MB=0), so every
// request renders. wrk loads them in turn, `--rounds` times (before, after, before, after, …),
// so that a busy moment of a shared machine falls on both; the medians are compared, of the
// requests per second and of the CPU time each server spent per request (all its threads, the
// embedded database's included: steadier than req/s when other work shares the cores). The
// yardsticks of the same run: nginx sending the after build's gzip bytes of `/` from a file
// (gzip_static), and a bare node:http server sending them from memory.
//
//   npm run build && node bench/uncached-home.ts [--base 64f9d36] [--rounds 5] [--duration 10]
//     [--connections 10] [--path /]
import { execFileSync } from "node:child_process";
import { assertBuilt } from "../tests/helpers/app-server.ts";
import { buildAtCommit } from "../tests/helpers/commit-build.ts";
import { rawGet } from "../tests/helpers/raw-get.ts";
import { type BenchServer, startBenchServer } from "./lib/app-server.ts";
import { option } from "./lib/command-line.ts";
import { median } from "./lib/stats.ts";
import { ensureTools, type Load, ms, table, wrkRunner } from "./lib/wrk.ts";
import { startNginxYardstick, startNodeYardstick } from "./lib/yardsticks.ts";

// Issue 30's base commit: the pages as components, before any section was stored.
const BASE = option("--base", "64f9d36");
const ROUNDS = Number(option("--rounds", "5"));
const DURATION_S = Number(option("--duration", "10"));
// Fewer connections than the cached bench: each request is a whole render.
const CONNECTIONS = Number(option("--connections", "10"));
const PAGE = option("--path", "/");
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT || 3195);
const NODE_PORT = NGINX_PORT + 1;
/** Issue 30's target: after ÷ before, uncached. */
const TARGET = 0.9;

assertBuilt("bench/uncached-home.ts");
const tools = ensureTools();
const { runWrk, load } = wrkRunner(tools.wrk, {
  threads: 2,
  connections: CONNECTIONS,
  durationS: DURATION_S,
});

/** A round on one server: its load after a warm-up, and the CPU time it spent per request. */
type Round = Load & { cpuMsPerRequest: number };

async function measure(server: BenchServer): Promise<Round> {
  await runWrk(server.base + PAGE, 2);
  const cpuBefore = server.cpuMs();
  const figures = await runWrk(server.base + PAGE, DURATION_S);
  return { ...figures, cpuMsPerRequest: (server.cpuMs() - cpuBefore) / figures.requests };
}

/** Both servers on fresh embedded databases, every request rendered. */
const UNCACHED = { PAGE_CACHE_MB: "0", LOG_LEVEL: "warn" };

const baseDir = buildAtCommit(BASE);
const servers: { label: string; server: BenchServer }[] = [];
const stops: (() => Promise<void>)[] = [];
try {
  servers.push(
    { label: `before (${BASE})`, server: await startBenchServer(UNCACHED, { root: baseDir }) },
    { label: "after (this build)", server: await startBenchServer(UNCACHED) },
  );
  const gzipped = new Map<string, Buffer>();
  for (const { label, server } of servers) {
    const answer = await rawGet(server.base + PAGE, { "accept-encoding": "gzip" });
    if (answer.status !== 200) throw new Error(`${label}: ${PAGE} answered ${answer.status}`);
    if (label.startsWith("after")) gzipped.set(PAGE, answer.body);
  }
  stops.push(
    await startNginxYardstick(tools.nginx, { port: NGINX_PORT, workers: "1", pages: gzipped }),
    await startNodeYardstick({ port: NODE_PORT, pages: gzipped }),
  );

  const yardsticks: [string, Load][] = [
    ["nginx, static file (yardstick)", await load(`http://127.0.0.1:${NGINX_PORT}${PAGE}`)],
    ["bare node:http, from memory (yardstick)", await load(`http://127.0.0.1:${NODE_PORT}${PAGE}`)],
  ];
  const rounds = servers.map(() => [] as Round[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { server }] of servers.entries()) rounds[index]?.push(await measure(server));
  }

  const summary = (loads: Round[]): Round => ({
    rps: median(loads.map((figures) => figures.rps)),
    p50: median(loads.map((figures) => figures.p50)),
    p99: median(loads.map((figures) => figures.p99)),
    requests: loads.reduce((sum, figures) => sum + figures.requests, 0),
    errors: loads.reduce((sum, figures) => sum + figures.errors, 0),
    cpuMsPerRequest: median(loads.map((figures) => figures.cpuMsPerRequest)),
  });
  const [before, after] = rounds.map(summary);
  if (!before || !after) throw new Error("no figures");
  const nodeRps = yardsticks[1]?.[1].rps ?? Number.NaN;
  const cores = execFileSync("nproc").toString().trim();
  console.log(
    `\nUncached \`${PAGE}\` (PAGE_CACHE_MB=0, embedded database): wrk -t2 -c${CONNECTIONS} -d${DURATION_S}s --latency -H 'Accept-Encoding: gzip' after a 2 s warm-up; the app's figures are the medians of ${ROUNDS} rounds taken in turn; ${cores} cores shared by wrk, nginx and the servers (and whatever else runs on the machine: the CPU time per request is the steadier figure)\n`,
  );
  const perRound = (index: number, figure: (round: Round) => string) =>
    (rounds[index] ?? []).map(figure).join(", ");
  console.log(
    table(
      [
        "served by",
        "req/s",
        "p50",
        "p99",
        "errors",
        "of node:http req/s",
        "CPU ms per request",
        "per round: req/s; CPU ms",
      ],
      [
        ...yardsticks.map(([label, figures]) => [label, figures, "", ""] as const),
        ...servers.map(
          ({ label }, index) =>
            [
              label,
              index === 0 ? before : after,
              (index === 0 ? before : after).cpuMsPerRequest.toFixed(2),
              `${perRound(index, (round) => round.rps.toFixed(0))}; ${perRound(index, (round) => round.cpuMsPerRequest.toFixed(2))}`,
            ] as const,
        ),
      ].map(([label, figures, cpu, rounds]) => [
        label,
        figures.rps.toFixed(0),
        ms(figures.p50),
        ms(figures.p99),
        String(figures.errors),
        (figures.rps / nodeRps).toFixed(4),
        cpu,
        rounds,
      ]),
    ),
  );
  const throughput = after.rps / before.rps;
  const cpu = before.cpuMsPerRequest / after.cpuMsPerRequest;
  console.log(
    `\nafter ÷ before: ${throughput.toFixed(3)} in req/s, ${cpu.toFixed(3)} in requests per CPU second; target ≥ ${TARGET}: ${Math.min(throughput, cpu) >= TARGET ? "met" : "NOT met"}`,
  );
} finally {
  for (const stop of stops) await stop();
  for (const { server } of servers) await server.stop();
}
