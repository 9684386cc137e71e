// What the throughput benches share: wrk and nginx (from the distribution's packages when
// missing), a wrk run read into figures, and the markdown tables they print.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { machineCpuMs } from "./machine-cpu.ts";
import { medianBy } from "./stats.ts";

function findBinary(candidates: string[]): string | null {
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

export type BenchTools = { wrk: string; nginx: string };

/** wrk and nginx from the distribution's packages when missing (Debian, non-interactive). */
export function ensureTools(): BenchTools {
  const find = () => ({
    wrk: findBinary(["/usr/bin/wrk", "/usr/local/bin/wrk"]),
    nginx: findBinary(["/usr/sbin/nginx", "/usr/bin/nginx"]),
  });
  let found = find();
  if (!found.wrk || !found.nginx) {
    const packages = [...(found.wrk ? [] : ["wrk"]), ...(found.nginx ? [] : ["nginx"])];
    console.log(`Installing ${packages.join(" and ")} with apt-get…`);
    const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
    const run = (command: string[]) =>
      execFileSync(command[0] as string, command.slice(1), {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    run([...sudo, "apt-get", "update", "-q"]);
    run([...sudo, "apt-get", "install", "-y", "-q", "--no-install-recommends", ...packages]);
    found = find();
  }
  if (!found.wrk || !found.nginx) throw new Error("wrk and nginx are needed (apt-get failed)");
  return { wrk: found.wrk, nginx: found.nginx };
}

export type Load = { rps: number; p50: number; p99: number; requests: number; errors: number };
/**
 * A load with the server's CPU time a request, in µs (wrkRunner's loadWithCpu), and the whole
 * machine's: every process's (wrk's, nginx's) and the kernel's, and the share of its cores'
 * time left idle.
 */
export type LoadWithCpu = Load & {
  requestThreadUs: number;
  otherThreadsUs: number;
  machineUs: number;
  idleShare: number;
};

/** Parses wrk's latency figure ("812.00us", "3.20ms", "1.02s") into milliseconds. */
function millis(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[
    match[2] as "us" | "ms" | "s" | "m"
  ];
}

export type WrkOptions = { threads: number; connections: number; durationS: number };

/** The warm-up before a measured run: first renders, JIT, connections. */
const WARM_UP_S = 2;

/**
 * wrk with `options` (`--latency`, a 5 s timeout, `Accept-Encoding: gzip` unless `headers` say
 * otherwise): `runWrk` one run, `warmUp` a WARM_UP_S run, `load` a warm-up then the measured run.
 */
export function wrkRunner(wrk: string, options: WrkOptions) {
  function runWrk(
    url: string,
    durationS: number,
    headers: Record<string, string> = {},
    script?: string,
  ) {
    const headerArgs = Object.entries({ "Accept-Encoding": "gzip", ...headers }).flatMap(
      ([name, value]) => ["-H", `${name}: ${value}`],
    );
    return new Promise<Load>((resolve, reject) => {
      const child = spawn(
        wrk,
        [
          `-t${options.threads}`,
          `-c${options.connections}`,
          `-d${durationS}s`,
          "--latency",
          "--timeout",
          "5s",
          ...headerArgs,
          ...(script ? ["-s", script] : []),
          url,
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      let output = "";
      child.stdout.on("data", (chunk) => {
        output += chunk;
      });
      child.once("error", reject);
      child.once("exit", (code) => {
        if (code !== 0) return reject(new Error(`wrk exited ${code}:\n${output}`));
        const figure = (pattern: RegExp) => pattern.exec(output)?.[1] ?? "";
        const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
          .exec(output)
          ?.slice(1)
          .reduce((sum, count) => sum + Number(count), 0);
        resolve({
          rps: Number(figure(/Requests\/sec:\s+([\d.]+)/)),
          p50: millis(figure(/^\s+50%\s+(\S+)/m)),
          p99: millis(figure(/^\s+99%\s+(\S+)/m)),
          requests: Number(figure(/(\d+) requests in/)),
          errors: Number(figure(/Non-2xx or 3xx responses: (\d+)/) || 0) + (socketErrors ?? 0),
        });
      });
    });
  }
  function warmUp(url: string, headers: Record<string, string> = {}, script?: string) {
    return runWrk(url, WARM_UP_S, headers, script);
  }
  async function load(
    url: string,
    headers: Record<string, string> = {},
    script?: string,
  ): Promise<Load> {
    await warmUp(url, headers, script);
    return runWrk(url, options.durationS, headers, script);
  }
  /**
   * `load`, and the server's CPU time a request during the measured run (not its warm-up), in
   * µs: on its request thread and on its other threads (`threadCpuMs`, BenchServer's); and the
   * machine's (LoadWithCpu).
   */
  async function loadWithCpu(
    threadCpuMs: () => { request: number; others: number },
    url: string,
    headers: Record<string, string> = {},
    script?: string,
  ): Promise<LoadWithCpu> {
    await warmUp(url, headers, script);
    const before = threadCpuMs();
    const machineBefore = machineCpuMs();
    const figures = await runWrk(url, options.durationS, headers, script);
    const machineAfter = machineCpuMs();
    const after = threadCpuMs();
    const perRequest = (ms: number) => (ms * 1000) / Math.max(1, figures.requests);
    const busy = machineAfter.busy - machineBefore.busy;
    const idle = machineAfter.idle - machineBefore.idle;
    return {
      ...figures,
      requestThreadUs: perRequest(after.request - before.request),
      otherThreadsUs: perRequest(after.others - before.others),
      machineUs: perRequest(busy),
      idleShare: idle / Math.max(1, busy + idle),
    };
  }
  return { runWrk, warmUp, load, loadWithCpu };
}

/**
 * The run with the median req/s of several (an odd count gives a run that happened), with its
 * own latencies: a shared machine's throughput moves by a fifth from one run to the next.
 */
export function medianLoad<T extends Load>(runs: readonly T[]): T {
  const median = medianBy(runs, (run) => run.rps);
  if (!median) throw new Error("medianLoad: no runs");
  return median;
}

/**
 * Each of `runs` taken `rounds` times, in turn (so the ratios are of runs made side by side):
 * every run's figures, and the run with the median req/s (medianLoad).
 */
export async function inRounds<K extends string, T extends Load>(
  rounds: number,
  runs: Record<K, () => Promise<T>>,
): Promise<Record<K, { median: T; runs: T[] }>> {
  const names = Object.keys(runs) as K[];
  const taken = new Map<K, T[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of names) taken.get(name)?.push(await runs[name]());
  }
  return Object.fromEntries(
    names.map((name) => {
      const all = taken.get(name) ?? [];
      return [name, { median: medianLoad(all), runs: all }];
    }),
  ) as Record<K, { median: T; runs: T[] }>;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export const table = (header: string[], body: string[][]) =>
  [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...body.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
