// Starts the built app server (`node server/main.ts`) for a benchmark, on a fresh embedded
// database unless the caller passes a data dir or DATABASE_URL.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type AppServer = {
  base: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 on `/`. */
  startMs: number;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export async function startAppServer({
  port,
  env = {},
  script = "server/main.ts",
}: {
  port: number;
  env?: Record<string, string>;
  script?: string;
}): Promise<AppServer> {
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "dmflow-bench-"));
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(base)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  return {
    base,
    process: child,
    startMs,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop(signal = "SIGTERM") {
      return new Promise((resolve) => {
        child.once("exit", (code) => {
          if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill(signal);
      });
    },
  };
}
