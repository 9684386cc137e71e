// The built app server for a benchmark (tests/helpers/app-server.ts), on a fresh embedded
// database unless `env` names one, with what the benchmarks read off it: the time from spawn
// to the first 200 on `/`, and the process's resident memory.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppServer } from "../../tests/helpers/app-server.ts";
import { cpuMsOf } from "./machine-cpu.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type BenchServer = {
  base: string;
  /** Milliseconds from spawn to the first 200 on `/`. */
  startMs: number;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** CPU time the server process (all its threads) has used so far, in milliseconds. */
  cpuMs(): number;
  /**
   * The same, split: the request thread's (the process's first), and its other threads' (the
   * page views' and the embedded database's threads, libuv's and V8's), those still running.
   */
  threadCpuMs(): { request: number; others: number };
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
    cpuMs: () => cpuMsOf(`/proc/${server.child.pid}/stat`),
    threadCpuMs() {
      const pid = server.child.pid;
      let request = 0;
      let others = 0;
      for (const thread of readdirSync(`/proc/${pid}/task`)) {
        // A thread may end between the listing and the read.
        const ms = existsSync(`/proc/${pid}/task/${thread}/stat`)
          ? cpuMsOf(`/proc/${pid}/task/${thread}/stat`)
          : 0;
        if (thread === String(pid)) request += ms;
        else others += ms;
      }
      return { request, others };
    },
    async stop() {
      await server.stop();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
