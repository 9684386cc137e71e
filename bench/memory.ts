// Whether the server fits a 1 GB machine (ADR 0050): the built server (`npm start`'s node flags)
// on a new embedded database, through the phases of a small business's day, each phase's peak
// resident memory (VmHWM, reset at the phase's start) and the resident memory once it has
// settled, of the server process (it starts no child processes); the backup's own process
// (a client of the server, not its child) is reported beside it.
//   1. first start (creates, migrates, seeds, makes the first admin): time to the first 200
//   2. restart on the same data
//   3. the storefront under wrk (`/` and `/pricing`, 50 clients)
//   4. a burst of 200 Get Started posts (the lead limits raised, as bench/lead-load.ts does)
//   5. 20 console screens loaded by a signed-in admin
//   6. an image upload (the Logo Manager's)
//   7. a backup (`npm run backup` asking the running server)
// Exits non-zero when a phase's peak passes 400 MB or the resident memory after the load passes
// 250 MB (`--peak-mb`, `--settled-mb`). `--one-core`: the server pinned to one core (taskset),
// and the storefront's p99 of `/` must stay within 200 ms, a console screen within 500 ms, with
// no request timed out. Needs a build (`npm run build`) and wrk (bench/lib/wrk.ts installs it).
//   node bench/memory.ts [--one-core] [--duration S] [--port N]
// `--port`: the server's port (by default one the system picks), for a machine whose benches
// keep to given ports.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { type AppServer, startAppServer } from "../tests/helpers/app-server.ts";
import { getStartedFields, LEAD_ACKNOWLEDGED, postForm } from "../tests/helpers/form-post.ts";
import { ROOT } from "./lib/app-server.ts";
import { flag, numberOption } from "./lib/command-line.ts";
import { ADMIN, signIn } from "./lib/console-saves.ts";
import { percentile } from "./lib/stats.ts";
import { ensureTools, table, wrkRunner } from "./lib/wrk.ts";

const PEAK_MB = numberOption("--peak-mb", 400);
const SETTLED_MB = numberOption("--settled-mb", 250);
const ONE_CORE = flag("--one-core");
const DURATION_S = numberOption("--duration", 5);
const PORT = numberOption("--port", 0);
/** How long a phase's memory is given to settle before it is read. */
const SETTLE_MS = 3_000;
const LEADS = 200;
const LEAD_CLIENTS = 20;
const CONSOLE_SCREENS = [
  "/admin",
  "/admin/analytics",
  "/admin/leads",
  "/admin/leads/privacy",
  "/admin/bookings",
  "/admin/bookings/availability",
  "/admin/settings",
  "/admin/pages",
  "/admin/pricing",
  "/admin/pricing/new",
  "/admin/theme",
  "/admin/media",
  "/admin/content",
  "/admin/content/new",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/users",
  "/admin/activity",
  "/admin/account",
  "/",
];

const dataDir = mkdtempSync(path.join(tmpdir(), "dmflow-memory-"));
const env = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: "warn",
  PORT: String(PORT),
  // One client address sends every lead, without a challenge (bench/lead-load.ts says why).
  LEAD_RATE_LIMIT: String(LEADS * 10),
  LEAD_GLOBAL_RATE_LIMIT: String(LEADS * 10),
};
const { wrk } = ensureTools();
const load = wrkRunner(wrk, { threads: 2, connections: 50, durationS: DURATION_S });

const statusOf = (pid: number) => readFileSync(`/proc/${pid}/status`, "utf8");
const kB = (status: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
/** The process's peak resident size starts again from its current one (proc(5), clear_refs). */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, "5");

type Phase = { name: string; peakMb: number; settledMb: number; note: string };
const phases: Phase[] = [];
const failures: string[] = [];

/** The peak resident size of the server's child processes (an image job's) while `work` runs. */
async function childrenPeak<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let peakMb = 0;
  const poll = setInterval(() => {
    try {
      for (const child of readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ")) {
        if (child.trim()) peakMb = Math.max(peakMb, kB(statusOf(Number(child)), "VmHWM"));
      }
    } catch {
      // A child ended between two looks.
    }
  }, 10);
  try {
    return [await work(), peakMb];
  } finally {
    clearInterval(poll);
  }
}

async function measure(
  server: AppServer,
  name: string,
  work: () => Promise<string>,
  helperPeakMb?: () => number,
): Promise<void> {
  const pid = server.child.pid as number;
  resetPeak(pid);
  const [done, childMb] = await childrenPeak(pid, work);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const status = statusOf(pid);
  const helper = helperPeakMb?.() ?? 0;
  const notes = [done];
  if (childMb) notes.push(`the server's child process: peak ${childMb.toFixed(0)} MB`);
  if (helper) notes.push(`the backup's own process: peak ${helper.toFixed(0)} MB`);
  const phase = {
    name,
    peakMb: kB(status, "VmHWM"),
    settledMb: kB(status, "VmRSS"),
    note: notes.join("; "),
  };
  phases.push(phase);
  if (phase.peakMb > PEAK_MB) failures.push(`${name}: peak ${phase.peakMb.toFixed(0)} MB`);
}

/** Starts the server (pinned to one core with --one-core): its time to the first 200. */
async function start(): Promise<{ server: AppServer; ms: number }> {
  const started = performance.now();
  const server = await startAppServer(env);
  if (ONE_CORE) execFileSync("taskset", ["-a", "-p", "-c", "0", String(server.child.pid)]);
  while ((await fetch(server.url)).status !== 200) await new Promise((r) => setTimeout(r, 20));
  return { server, ms: performance.now() - started };
}

/** The first start's peak is the whole life of the process so far: VmHWM, not reset. */
async function startPhase(name: string): Promise<AppServer> {
  const { server, ms } = await start();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const status = statusOf(server.child.pid as number);
  phases.push({
    name,
    peakMb: kB(status, "VmHWM"),
    settledMb: kB(status, "VmRSS"),
    note: `first 200 after ${ms.toFixed(0)} ms`,
  });
  if (kB(status, "VmHWM") > PEAK_MB) failures.push(`${name}: peak ${kB(status, "VmHWM")} MB`);
  return server;
}

async function postLeads(base: string): Promise<string> {
  let next = 0;
  let acknowledged = 0;
  const times: number[] = [];
  const client = async () => {
    while (next < LEADS) {
      const index = next++;
      const started = performance.now();
      const response = await postForm(
        base,
        "/form",
        getStartedFields(`memory-${index}@example.com`, index),
      );
      const body = await response.text();
      times.push(performance.now() - started);
      if (body.includes(LEAD_ACKNOWLEDGED)) acknowledged++;
    }
  };
  await Promise.all(Array.from({ length: LEAD_CLIENTS }, client));
  if (acknowledged !== LEADS) failures.push(`leads: ${acknowledged} of ${LEADS} acknowledged`);
  times.sort((a, b) => a - b);
  return `${acknowledged} acknowledged, p99 ${percentile(times, 99).toFixed(0)} ms`;
}

async function loadConsole(base: string): Promise<string> {
  const cookie = await signIn(base);
  const times: number[] = [];
  for (const screen of CONSOLE_SCREENS) {
    const started = performance.now();
    const response = await fetch(`${base}${screen}`, { headers: { cookie } });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    times.push(ms);
    if (response.status !== 200) failures.push(`console ${screen}: HTTP ${response.status}`);
    if (ONE_CORE && ms > 500) failures.push(`console ${screen}: ${ms.toFixed(0)} ms on one core`);
  }
  return `slowest ${Math.max(...times).toFixed(0)} ms`;
}

async function uploadImage(base: string): Promise<string> {
  const cookie = await signIn(base);
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  const image = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(`${base}/admin/media/upload`, {
    method: "POST",
    headers: { cookie, Origin: base, "Sec-Fetch-Site": "same-origin" },
    body: form,
  });
  const answer = (await response.json()) as { ok: boolean };
  if (!answer.ok) failures.push(`upload: ${JSON.stringify(answer)}`);
  return `${width}×${height} JPEG, ${(image.byteLength / 1e6).toFixed(1)} MB: ${answer.ok ? "stored" : "refused"}`;
}

/** `npm run backup` (its script, run by node) while the server runs; its own peak besides. */
async function backUp(): Promise<{ note: string; peakMb: number }> {
  const target = path.join(dataDir, "..", `${path.basename(dataDir)}-backup.tar.gz`);
  const child = spawn(process.execPath, ["scripts/backup.ts", target], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let peakMb = 0;
  const poll = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, kB(statusOf(child.pid as number), "VmHWM"));
    } catch {
      // Ended between two looks.
    }
  }, 20);
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearInterval(poll);
  rmSync(target, { force: true });
  if (code !== 0) failures.push(`backup: exit ${code}: ${output}`);
  return { note: output.trim().replace(/ to \S+/, ""), peakMb };
}

let server: AppServer | undefined;
try {
  server = await startPhase("first start (new database)");
  await server.stop();
  server = await startPhase("restart");
  const running = server;
  const { base } = { base: running.url };
  const loads: string[] = [];
  await measure(running, `storefront (wrk, 50 clients, ${DURATION_S} s a page)`, async () => {
    for (const page of ["/", "/pricing"]) {
      const figures = await load.load(`${base}${page}`);
      loads.push(`${page} ${figures.rps.toFixed(0)} req/s p99 ${figures.p99.toFixed(1)} ms`);
      if (figures.errors > 0) failures.push(`storefront ${page}: ${figures.errors} errors`);
      if (ONE_CORE && page === "/" && figures.p99 > 200) {
        failures.push(`storefront /: p99 ${figures.p99.toFixed(0)} ms on one core`);
      }
    }
    return loads.join("; ");
  });
  await measure(running, `${LEADS} lead posts (${LEAD_CLIENTS} clients)`, () => postLeads(base));
  await measure(running, `${CONSOLE_SCREENS.length} console screens`, () => loadConsole(base));
  await measure(running, "image upload", () => uploadImage(base));
  let backupPeak = 0;
  await measure(
    running,
    "backup (npm run backup)",
    async () => {
      const backup = await backUp();
      backupPeak = backup.peakMb;
      return backup.note;
    },
    () => backupPeak,
  );
  const settled = phases.at(-1)?.settledMb ?? 0;
  const afterLoad = Math.max(...phases.slice(2).map((phase) => phase.settledMb));
  if (afterLoad > SETTLED_MB) {
    failures.push(
      `settled after the load: ${afterLoad.toFixed(0)} MB (last ${settled.toFixed(0)})`,
    );
  }
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nServer process resident memory (MB), ${ONE_CORE ? "pinned to one core" : "all cores"}; targets: peak ≤ ${PEAK_MB}, settled ≤ ${SETTLED_MB} after the load.\n`,
);
console.log(
  table(
    ["phase", "peak", "settled", "what happened"],
    phases.map((phase) => [
      phase.name,
      phase.peakMb.toFixed(0),
      phase.settledMb.toFixed(0),
      phase.note,
    ]),
  ),
);
if (failures.length > 0) {
  console.error(`\nOver the targets:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\nWithin the targets.");
