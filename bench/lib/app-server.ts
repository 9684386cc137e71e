// The built app server for a benchmark (tests/helpers/app-server.ts), on a fresh embedded
// database unless `env` names one, with what the benchmarks read off it: the time from spawn
// to the first 200 on `/`, and the process's resident memory.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppServer } from "../../tests/helpers/app-server.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type BenchServer = {
  base: string;
  /** Milliseconds from spawn to the first 200 on `/`. */
  startMs: number;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
};

export async function startBenchServer(
  env: Record<string, string> = {},
  options: Parameters<typeof startAppServer>[1] = {},
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
    async stop() {
      await server.stop();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
