// Where a cached page's request spends its time: the built app under wrk on `/` (a page-cache
// HIT), and on `/` as a browser's own navigation (a HIT whose view is counted), each run with
// `node --cpu-prof`; prints the functions with the most self time of each profile, grouped by
// the file they are in, so the hit path's own cost stands apart from Node's HTTP and the
// kernel's writes.
//
//   npm run build && node bench/cached-hit-profile.ts [--duration 10] [--top 25]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DESKTOP_CHROME } from "../tests/helpers/user-agents.ts";
import { ROOT, startBenchServer } from "./lib/app-server.ts";
import { option } from "./lib/command-line.ts";
import { ensureTools, ms, table, wrkRunner } from "./lib/wrk.ts";

const DURATION_S = Number(option("--duration", "10"));
const TOP = Number(option("--top", "25"));

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/**
 * Self time per function (name, file and line), in ms, and the total, of the samples taken after
 * `skipMs` (the server's start-up: module loading, migrations, seeding).
 */
function selfTimes(profile: Profile, skipMs: number) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  let elapsed = 0;
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    elapsed += delta;
    if (elapsed < skipMs) return;
    total += delta;
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url
      ? path.relative(ROOT, frame.url.replace(/^file:\/\//, "")).replace(/^node_modules\//, "")
      : "(native)";
    const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  return { self, total };
}

const tools = ensureTools();
const { load } = wrkRunner(tools.wrk, { threads: 2, connections: 50, durationS: DURATION_S });
const runs = [
  ["`/`, a page-cache HIT", {}],
  [
    "`/` as a browser's navigation (a HIT, its view counted)",
    { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate", "User-Agent": DESKTOP_CHROME },
  ],
] as const;

for (const [label, headers] of runs) {
  const profileDir = mkdtempSync(path.join(tmpdir(), "dmflow-hit-profile-"));
  const logDir = mkdtempSync(path.join(tmpdir(), "dmflow-hit-log-"));
  const app = await startBenchServer(
    {
      PAGE_VIEW_RATE_LIMIT: "100000000",
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
    },
    { logFile: path.join(logDir, "server.log") },
  );
  let figures: Awaited<ReturnType<typeof load>>;
  try {
    figures = await load(`${app.base}/`, headers);
  } finally {
    await app.stop();
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`No profile written in ${profileDir}`);
  const { self, total } = selfTimes(
    JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile,
    app.startMs + 500,
  );
  rmSync(profileDir, { recursive: true, force: true });
  rmSync(logDir, { recursive: true, force: true });
  console.log(
    `\n${label}: ${figures.rps.toFixed(0)} req/s, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)} (wrk -t2 -c50 -d${DURATION_S}s); main thread profiled ${(total / 1000).toFixed(1)} s from the first answer on\n`,
  );
  const idle = self.get("(idle) (native):0") ?? 0;
  const busy = total - idle;
  console.log(
    table(
      ["function (file:line)", "self ms", "of busy time"],
      [...self]
        .filter(([key]) => !key.startsWith("(idle)"))
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([key, value]) => [key, value.toFixed(0), `${((100 * value) / busy).toFixed(1)}%`]),
    ),
  );
}
