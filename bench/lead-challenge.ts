// Evidence for the layered lead limits (docs/decisions/0007-layered-lead-limits.md), against the
// built server with its default limits, each part on a fresh embedded database:
//   A. a campaign behind one carrier-NAT address: 300 Get Started posts from one address within
//      5 minutes, each with a challenge from GET /lead-challenge solved in Node by the browser's
//      own solver (app/enhance/lead-challenge.ts): every one stored (the database is counted).
//   B. a script without the challenge from one address: exactly LEAD_RATE_LIMIT stored, the
//      rest refused with 429 and Retry-After.
//
//   node bench/lead-challenge.ts        options: --leads N (A, default 300)  --concurrency N (4)
//
// Needs a build (`npm run build`). Exits non-zero when a claim fails.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { like, sql } from "drizzle-orm";
import { readConfig } from "#app/config.server.ts";
import { openDatabase } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { solveLeadChallenge } from "#app/enhance/lead-challenge.ts";
import { LEAD_CHALLENGE_PATH } from "#app/modules/leads/lead-challenge.ts";
import { type AppServer, assertBuilt, startAppServer } from "../tests/helpers/app-server.ts";
import { getStartedFields, LEAD_ACKNOWLEDGED, postForm } from "../tests/helpers/form-post.ts";
import { option } from "./lib/command-line.ts";
import { percentile } from "./lib/stats.ts";

const LEADS = Number(option("--leads") ?? 300);
const CONCURRENCY = Number(option("--concurrency") ?? 4);
const WITHIN_MS = 5 * 60_000;
const { LEAD_RATE_LIMIT, LEAD_CHALLENGE_AFTER, LEAD_GLOBAL_RATE_LIMIT } = readConfig({});
const SCRIPT_POSTS = LEAD_RATE_LIMIT + 20;

try {
  assertBuilt("bench/lead-challenge.ts");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

type Fresh = { server: AppServer; dataDir: string };

async function freshServer(): Promise<Fresh> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dmflow-lead-challenge-"));
  // The defaults for every limit: nothing here is raised.
  return { server: await startAppServer({ DATA_DIR: dataDir, LOG_LEVEL: "error" }), dataDir };
}

/** Stops the server, then counts the stored leads whose e-mail starts with `prefix`. */
async function stopAndCount({ server, dataDir }: Fresh, prefix: string): Promise<number> {
  const exitCode = await server.stop("SIGTERM");
  if (exitCode !== 0) throw new Error(`The server exited with ${exitCode} on SIGTERM`);
  const connection = await openDatabase({ engine: "pglite", dataDir });
  try {
    const [row] = await connection.db
      .select({ count: sql<number>`count(*)::int` })
      .from(leads)
      .where(like(leads.email, `${prefix}%`));
    return Number(row?.count ?? 0);
  } finally {
    await connection.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  ).toFixed(0);

const claims: { claim: string; holds: boolean; detail: string }[] = [];
const check = (claim: string, holds: boolean, detail: string) =>
  claims.push({ claim, holds, detail });

// --- A: a campaign's leads from one shared address, each with a solved challenge -------------
async function campaign() {
  const fresh = await freshServer();
  const { url } = fresh.server;
  const statuses = new Map<string, number>();
  const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);
  const solveMs: number[] = [];
  const attempts: number[] = [];
  const postMs: number[] = [];
  let uncachedChallenges = 0;
  const started = performance.now();
  let next = 0;
  const client = async () => {
    for (let index = next++; index < LEADS; index = next++) {
      const response = await fetch(`${url}${LEAD_CHALLENGE_PATH}`);
      if (response.headers.get("cache-control") === "no-store") uncachedChallenges++;
      if (!response.ok) {
        count(`challenge HTTP ${response.status}`);
        continue;
      }
      const challenge = await response.json();
      const solving = performance.now();
      const solution = await solveLeadChallenge(challenge.parameters);
      solveMs.push(performance.now() - solving);
      if (!solution) {
        count("unsolved");
        continue;
      }
      attempts.push(solution.counter + 1);
      const field = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
      const posting = performance.now();
      const posted = await postForm(
        url,
        "/form",
        getStartedFields(`campaign-${index}@example.com`, index, field),
      );
      const html = await posted.text();
      postMs.push(performance.now() - posting);
      count(
        posted.status === 200 && html.includes(LEAD_ACKNOWLEDGED)
          ? "acknowledged"
          : `HTTP ${posted.status}`,
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const elapsed = performance.now() - started;
  const stored = await stopAndCount(fresh, "campaign-");
  const acknowledged = statuses.get("acknowledged") ?? 0;

  console.log(`A. ${LEADS} leads from one address, each with a solved challenge`);
  console.table({
    "sent in (s)": (elapsed / 1000).toFixed(1),
    acknowledged,
    "other answers": [...statuses].filter(([what]) => what !== "acknowledged").join(", ") || "none",
    "stored (database count)": stored,
    "challenges answered no-store": uncachedChallenges,
    "solve attempts p50 / max": `${percentile(
      [...attempts].sort((a, b) => a - b),
      50,
    )} / ${Math.max(...attempts)}`,
    "solve in Node p50 / p99 (ms)": `${ms(solveMs, 50)} / ${ms(solveMs, 99)}`,
    "POST /form p50 / p99 (ms)": `${ms(postMs, 50)} / ${ms(postMs, 99)}`,
  });
  check(`A: all ${LEADS} acknowledged`, acknowledged === LEADS, `${acknowledged}`);
  check(`A: all ${LEADS} stored`, stored === LEADS, `${stored} in the database`);
  check("A: within 5 minutes", elapsed < WITHIN_MS, `${(elapsed / 1000).toFixed(1)} s`);
  check("A: challenges never cached", uncachedChallenges === LEADS, `${uncachedChallenges}`);
}

// --- B: a script without the challenge from one address --------------------------------------
async function script() {
  const fresh = await freshServer();
  const { url } = fresh.server;
  let acknowledged = 0;
  const refused: (string | null)[] = [];
  const other: number[] = [];
  for (let index = 0; index < SCRIPT_POSTS; index++) {
    const response = await postForm(
      url,
      "/form",
      getStartedFields(`script-${index}@example.com`, index),
    );
    const html = await response.text();
    if (response.status === 200 && html.includes(LEAD_ACKNOWLEDGED)) acknowledged++;
    else if (response.status === 429) refused.push(response.headers.get("retry-after"));
    else other.push(response.status);
  }
  const stored = await stopAndCount(fresh, "script-");
  const withRetryAfter = refused.filter((value) => Number(value) > 0).length;
  console.log(`\nB. ${SCRIPT_POSTS} posts without the challenge from one address`);
  console.table({
    acknowledged,
    "refused 429": refused.length,
    "of which with Retry-After": withRetryAfter,
    "Retry-After (s)": [...new Set(refused)].slice(0, 3).join(", ") || "-",
    "other answers": other.join(", ") || "none",
    "stored (database count)": stored,
  });
  check(
    `B: exactly LEAD_RATE_LIMIT (${LEAD_RATE_LIMIT}) stored`,
    acknowledged === LEAD_RATE_LIMIT && stored === LEAD_RATE_LIMIT,
    `${acknowledged} acknowledged, ${stored} stored`,
  );
  check(
    "B: the rest refused 429 with Retry-After",
    refused.length === SCRIPT_POSTS - LEAD_RATE_LIMIT && withRetryAfter === refused.length,
    `${refused.length} refused, ${withRetryAfter} with Retry-After, other: ${other.length}`,
  );
}

console.log(
  `Defaults: a challenge after ${LEAD_CHALLENGE_AFTER} leads per address in 10 minutes, ` +
    `LEAD_RATE_LIMIT=${LEAD_RATE_LIMIT} without one, LEAD_GLOBAL_RATE_LIMIT=${LEAD_GLOBAL_RATE_LIMIT} a minute.\n`,
);
let failed = false;
try {
  await campaign();
  await script();
} catch (error) {
  console.error(error);
  failed = true;
}
console.log("\nClaims:");
for (const { claim, holds, detail } of claims) {
  console.log(`  ${holds ? "ok  " : "FAIL"} ${claim} (${detail})`);
  if (!holds) failed = true;
}
process.exit(failed ? 1 : 0);
