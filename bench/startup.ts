// What `npm start` promises, measured on a fresh embedded database:
//   1. time from start to the first 200, on the first run (creates, migrates, seeds) and on a
//      second run of the same data directory;
//   2. a second server on the same data directory is refused, with the lock message;
//   3. a lead acknowledged by the server survives `kill -9` and a restart.
// Needs a build (`npm run build`).   node bench/startup.ts
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { startNodeEnv, startNodeFlags } from "../tests/helpers/app-server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT || 3191);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "dmflow-startup-"));

function start(port = PORT): ChildProcess {
  return spawn(process.execPath, [...startNodeFlags(), "server/start.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...startNodeEnv(),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function timeToFirstOk(): Promise<{ server: ChildProcess; ms: number }> {
  const started = performance.now();
  const server = start();
  for (;;) {
    try {
      if ((await fetch(BASE)).status === 200) return { server, ms: performance.now() - started };
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function stop(server: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  return new Promise((resolve) => {
    server.once("exit", (code) => resolve(code));
    server.kill(signal);
  });
}

const results: [string, string][] = [];
try {
  const first = await timeToFirstOk();
  results.push(["first start to first 200 (new database)", `${first.ms.toFixed(0)} ms`]);
  await stop(first.server);

  const second = await timeToFirstOk();
  results.push(["second start to first 200", `${second.ms.toFixed(0)} ms`]);

  const intruder = start(PORT + 1);
  let stderr = "";
  intruder.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const intruderCode = await new Promise<number | null>((resolve) =>
    intruder.once("exit", resolve),
  );
  const message =
    stderr
      .trim()
      .split("\n")
      .find((line) => line.includes("data directory")) ?? stderr;
  results.push(["second server on the same data dir", `exit ${intruderCode}: ${message.trim()}`]);

  const email = `crash-${Date.now()}@example.pk`;
  const form = new URLSearchParams({
    firstName: "Crash",
    email,
    message: "kill -9 right after this",
  });
  const response = await fetch(`${BASE}/contact`, { method: "POST", body: form });
  await stop(second.server, "SIGKILL");
  results.push(["lead submitted, then kill -9", `HTTP ${response.status}`]);

  const restarted = await timeToFirstOk();
  results.push(["restart after kill -9 to first 200", `${restarted.ms.toFixed(0)} ms`]);
  await stop(restarted.server);
  const connection = await openDatabase({ engine: "pglite", dataDir });
  const stored = await connection.db.select().from(leads).where(eq(leads.email, email));
  await connection.close();
  results.push(["acknowledged lead present after the crash", stored.length === 1 ? "yes" : "NO"]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log("| check | result |\n|---|---|");
for (const [check, result] of results) console.log(`| ${check} | ${result} |`);
