// Evidence that no acknowledged lead is lost: the built server (`node server/main.ts`) takes
// 2,000 Get Started submissions from 50 concurrent clients, posted as a browser without
// JavaScript posts the form, then the database is checked: every submission the server
// acknowledged is stored exactly once.
//
//   node bench/lead-load.ts                      # embedded database, fresh temp DATA_DIR
//   node bench/lead-load.ts --postgres <url>     # a throwaway database on that PostgreSQL server
//   node bench/lead-load.ts --crash              # kill -9 the server midway, restart, resume
//   options: --submissions N  --concurrency N  --kill-after N (acknowledged, default half)
//
// Needs a build (`npm run build`). Exits non-zero when an acknowledged lead is missing or
// stored twice, or when the server answers anything but success, a rate limit or a
// validation error (with --crash, submissions in flight at the kill get no answer: expected).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { like, sql } from "drizzle-orm";
import { type DatabaseConnection, openDatabase } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { type AppServer, assertBuilt, startAppServer } from "../tests/helpers/app-server.ts";
import { getStartedFields, LEAD_ACKNOWLEDGED, postForm } from "../tests/helpers/form-post.ts";
import { createThrowawayDatabase } from "../tests/helpers/postgres.ts";
import { flag, option } from "./lib/command-line.ts";
import { percentile } from "./lib/stats.ts";

const SUBMISSIONS = Number(option("--submissions") ?? 2000);
const CONCURRENCY = Number(option("--concurrency") ?? 50);
const CRASH = flag("--crash");
const KILL_AFTER = Number(option("--kill-after") ?? Math.floor(SUBMISSIONS / 2));
const POSTGRES = flag("--postgres") ? option("--postgres") : undefined;
if (flag("--postgres") && !POSTGRES?.startsWith("postgres")) {
  console.error(
    "--postgres needs the server's URL, e.g. --postgres postgres://postgres@127.0.0.1:5432/postgres",
  );
  process.exit(2);
}
// One client address sends everything, as a browser without JavaScript (no solved challenge):
// the per-address ceiling (LEAD_RATE_LIMIT, 60 per 10 minutes by default) would refuse all but
// the first 60, and the global one (LEAD_GLOBAL_RATE_LIMIT, 300 a minute) all past 300 a minute.
// bench/lead-challenge.ts measures those layers; this bench measures storage.
const RATE_LIMIT = String(SUBMISSIONS * 10);

try {
  assertBuilt("bench/lead-load.ts");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

type Outcome = "acknowledged" | "rate-limited" | "invalid" | "unexpected" | "interrupted";
type Submission = { email: string; outcome: Outcome; ms: number; detail?: string };

const leadForm = (runId: string, index: number) =>
  getStartedFields(`load-${runId}-${index}@example.com`, index);

/** Fails loudly when the page's form posts other fields than this bench sends. */
async function checkFormFields(url: string, sample: URLSearchParams) {
  const html = await (await fetch(`${url}/form`)).text();
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  const onPage = new Set([...form.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1]));
  const sent = new Set(sample.keys());
  if (onPage.size !== sent.size || [...onPage].some((name) => !sent.has(name as string))) {
    throw new Error(
      `The /form page posts [${[...onPage].join(", ")}], the bench sends [${[...sent].join(", ")}]`,
    );
  }
}

type Target = {
  engine: string;
  env: Record<string, string>;
  connect(): Promise<DatabaseConnection>;
  cleanup(): Promise<void>;
};

async function openTarget(): Promise<Target> {
  if (POSTGRES) {
    const database = await createThrowawayDatabase(POSTGRES, "dmflow_lead_load");
    return {
      engine: `PostgreSQL (throwaway database ${database.name})`,
      env: { DATABASE_URL: database.url },
      connect: () => openDatabase({ engine: "postgres", url: database.url, maxConnections: 2 }),
      cleanup: () => database.drop(),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "dmflow-lead-load-"));
  return {
    engine: "embedded PGlite (fresh DATA_DIR)",
    env: { DATA_DIR: dataDir },
    connect: () => openDatabase({ engine: "pglite", dataDir }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const target = await openTarget();
const env = { ...target.env, LEAD_RATE_LIMIT: RATE_LIMIT, LEAD_GLOBAL_RATE_LIMIT: RATE_LIMIT };
const runId = randomBytes(4).toString("hex");
const submissions: Submission[] = [];
let server: AppServer | undefined;
let failed = false;
try {
  server = await startAppServer(env);
  await checkFormFields(server.url, leadForm(runId, 0));
  console.log(
    `${target.engine}: ${SUBMISSIONS} submissions from ${CONCURRENCY} clients to POST /form` +
      `${CRASH ? `, kill -9 after ${KILL_AFTER} acknowledged, restart, resume` : ""}.\n` +
      `LEAD_RATE_LIMIT=${RATE_LIMIT} and LEAD_GLOBAL_RATE_LIMIT=${RATE_LIMIT}: all clients ` +
      "share one address and post no challenge, which the defaults (60 per 10 minutes per " +
      "address, 300 a minute in all) would stop after 60.\n",
  );

  // While the server is being killed and restarted, clients wait here before sending more.
  let restarting: Promise<void> | undefined;
  let generation = 0;
  let restartMs = 0;
  let acknowledged = 0;
  const crashAndRestart = async () => {
    const killed = server as AppServer;
    generation++;
    await killed.stop("SIGKILL");
    const started = performance.now();
    // Same data directory (its lock left by the killed process) or same database.
    server = await startAppServer(env);
    restartMs = performance.now() - started;
  };

  let next = 0;
  const client = async () => {
    for (let index = next++; index < SUBMISSIONS; index = next++) {
      while (restarting) await restarting;
      const current = server as AppServer;
      const sentIn = generation;
      const body = leadForm(runId, index);
      const email = body.get("email") as string;
      const started = performance.now();
      let submission: Submission;
      try {
        const response = await postForm(current.url, "/form", body);
        const html = await response.text();
        const ms = performance.now() - started;
        if (response.status === 200 && html.includes(LEAD_ACKNOWLEDGED)) {
          submission = { email, outcome: "acknowledged", ms };
        } else if (response.status === 429) {
          submission = { email, outcome: "rate-limited", ms };
        } else if (response.status === 400) {
          submission = { email, outcome: "invalid", ms };
        } else {
          submission = { email, outcome: "unexpected", ms, detail: `HTTP ${response.status}` };
        }
      } catch (error) {
        const ms = performance.now() - started;
        const cause = (error as Error & { cause?: Error }).cause?.message ?? String(error);
        // No answer because the server was killed under this request: expected with --crash.
        const outcome = sentIn !== generation || restarting ? "interrupted" : "unexpected";
        submission = { email, outcome, ms, detail: cause };
      }
      submissions.push(submission);
      if (submission.outcome === "acknowledged" && ++acknowledged === KILL_AFTER && CRASH) {
        restarting = crashAndRestart().finally(() => {
          restarting = undefined;
        });
      }
    }
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;

  // Stop cleanly (the embedded database is then free to open here), then count.
  const exitCode = await server.stop("SIGTERM");
  if (exitCode !== 0) throw new Error(`The server exited with ${exitCode} on SIGTERM`);
  const connection = await target.connect();
  let stored: Map<string, number>;
  try {
    const rows = await connection.db
      .select({ email: leads.email, copies: sql<number>`count(*)::int` })
      .from(leads)
      .where(like(leads.email, `load-${runId}-%`))
      .groupBy(leads.email);
    stored = new Map(rows.map((row) => [row.email, Number(row.copies)]));
  } finally {
    await connection.close();
  }

  const count = (outcome: Outcome) => submissions.filter((s) => s.outcome === outcome).length;
  const acked = submissions.filter((s) => s.outcome === "acknowledged");
  const lost = acked.filter((s) => !stored.has(s.email)).length;
  const duplicated = [...stored.values()].filter((copies) => copies > 1).length;
  const storedThoughRefused = submissions.filter(
    (s) => (s.outcome === "rate-limited" || s.outcome === "invalid") && stored.has(s.email),
  ).length;
  const interrupted = submissions.filter((s) => s.outcome === "interrupted");
  const latencies = submissions
    .filter((s) => s.outcome !== "interrupted" && s.outcome !== "unexpected")
    .map((s) => s.ms)
    .sort((a, b) => a - b);

  const rows: [string, string | number][] = [
    ["database", target.engine],
    ["submissions", SUBMISSIONS],
    ["concurrency", CONCURRENCY],
    ["acknowledged", acked.length],
    ["refused: rate limit / validation", `${count("rate-limited")} / ${count("invalid")}`],
    ["unexpected answers or errors", count("unexpected")],
    ["throughput (req/s)", (latencies.length / seconds).toFixed(0)],
    ["latency p50 (ms)", percentile(latencies, 50).toFixed(1)],
    ["latency p99 (ms)", percentile(latencies, 99).toFixed(1)],
  ];
  if (CRASH) {
    rows.push(
      ["kill -9 after (acknowledged)", KILL_AFTER],
      ["restart after kill -9 (ms)", restartMs.toFixed(0)],
      [
        "in flight at the kill (no answer; stored)",
        `${interrupted.length}; ${interrupted.filter((s) => stored.has(s.email)).length}`,
      ],
    );
  }
  rows.push(
    ["refused but stored", storedThoughRefused],
    ["lost", lost],
    ["duplicated", duplicated],
  );
  console.log("| measure | value |\n|---|---|");
  for (const [measure, value] of rows) console.log(`| ${measure} | ${value} |`);

  const unexpected = submissions.filter((s) => s.outcome === "unexpected");
  for (const s of unexpected.slice(0, 5)) console.error(`unexpected: ${s.email}: ${s.detail}`);
  failed = lost > 0 || duplicated > 0 || storedThoughRefused > 0 || unexpected.length > 0;
  if (CRASH && restartMs === 0) {
    console.error(`The server was never killed: fewer than ${KILL_AFTER} acknowledged.`);
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  if (failed && server) console.error(`\nLast server output:\n${server.output().slice(-3000)}`);
  await server?.stop("SIGKILL");
  await target.cleanup();
}
process.exit(failed ? 1 : 0);
