// The built app server for a benchmark (tests/helpers/app-server.ts), on a fresh embedded
// database unless `env` names one, with what the benchmarks read off it: the time from spawn
// to the first 200 on `/`, and the process's resident memory.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppServer } from "../../tests/helpers/app-server.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** The kernel's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());

export type BenchServer = {
  base: string;
  /** Milliseconds from spawn to the first 200 on `/`. */
  startMs: number;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** CPU time the server process (all its threads) has used so far, in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
};

export async function startBenchServer(
  env: Record<string, string> = {},
  options: { logFile?: string; root?: string } = {},
): Promise<BenchServer> {
  const ownDataDir =
    env.DATA_DIR || env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), "dmflow-bench-"));
  const started = performance.now();
  const server = await startAppServer(
    { ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...env },
    options,
  );
  while ((await fetch(server.url)).status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  return {
    base: server.url,
    startMs,
    rssMb() {
      const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    cpuMs() {
      // utime and stime, the 14th and 15th fields, counted after the command's closing ")".
      const stat = readFileSync(`/proc/${server.child.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    },
    async stop() {
      await server.stop();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
