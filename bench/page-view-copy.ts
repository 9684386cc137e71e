// What a page view's row costs the embedded database to store, by the size of the batch it comes
// in: batches of binary COPY tuples (as the page views' thread makes them) written with COPY
// through the database's own thread, on a data directory, as the server does. The process's CPU
// time a row (the database's thread and this one, which only waits) and the wall time, each size
// taken in turn for `--rounds` rounds, the median printed. A COPY has a fixed cost besides its
// rows: the batch size is what spreads it (page-view-thread.server.ts, maxRows).
//
//   node bench/page-view-copy.ts [--rows 60000] [--rounds 3] [--sizes 250,500,1000,2000,5000]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#app/db/client.server.ts";
import {
  COPY_PAGE_VIEWS,
  copyBatchOf,
  copyFileOf,
  type PageViewRow,
} from "#app/modules/analytics/page-view-copy.ts";
import { numberOption, option } from "./lib/command-line.ts";
import { median } from "./lib/stats.ts";
import { table } from "./lib/wrk.ts";

const ROWS = numberOption("--rows", 60_000);
const ROUNDS = numberOption("--rounds", 3);
const SIZES = option("--sizes", "250,500,1000,2000,5000").split(",").map(Number);

const row = (index: number): PageViewRow => ({
  viewedAt: new Date(),
  day: "2026-11-28",
  visitorId: index * 7919,
  path: "/pricing",
  locale: "en",
  entry: index % 3 === 0,
  referrerHost: index % 3 === 0 ? "facebook.com" : null,
  device: "mobile",
  browser: "Chrome",
  os: "Android",
});
const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const dataDir = mkdtempSync(path.join(tmpdir(), "dmflow-page-view-copy-"));
const connection = await openDatabase({ engine: "pglite", dataDir });
const taken = new Map<number, { cpuUs: number; wallUs: number }[]>(SIZES.map((size) => [size, []]));
try {
  await connection.migrate();
  const copy = connection.copyFromBlob;
  if (!copy) throw new Error("the embedded database has no COPY from a Blob");
  for (let round = 0; round < ROUNDS; round++) {
    for (const size of SIZES) {
      const batches = Array.from({ length: Math.ceil(ROWS / size) }, (_, batch) =>
        copyFileOf(copyBatchOf(Array.from({ length: size }, (_, at) => row(batch * size + at)))),
      );
      const rows = batches.length * size;
      const cpuBefore = processCpuMs();
      const started = performance.now();
      for (const batch of batches) await copy(COPY_PAGE_VIEWS, batch);
      const wallMs = performance.now() - started;
      const cpuMs = processCpuMs() - cpuBefore;
      taken.get(size)?.push({ cpuUs: (cpuMs * 1000) / rows, wallUs: (wallMs * 1000) / rows });
    }
  }
} finally {
  await connection.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nCOPY of page views into the embedded database (a data directory), ${ROWS.toLocaleString("en-US")} rows a run, the median of ${ROUNDS} rounds\n`,
);
console.log(
  table(
    ["rows a batch", "CPU µs a row", "wall µs a row", "every round's CPU µs a row"],
    [...taken].map(([size, runs]) => [
      String(size),
      median(runs.map((run) => run.cpuUs)).toFixed(2),
      median(runs.map((run) => run.wallUs)).toFixed(2),
      runs.map((run) => run.cpuUs.toFixed(2)).join(", "),
    ]),
  ),
);
