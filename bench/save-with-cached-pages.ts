// What an admin's save costs when the page cache holds many pages: every change makes the
// cached pages stale, and the ones rendered again ahead of their next visitor are rendered on
// the request thread that also answers the console. An earlier commit's build and this
// checkout's (bench/lib/before-and-after.ts), each with `--pages` distinct pages in its cache
// (links to `/` with a referral code, `?ref=…`, each its own entry), then `--saves` saves of a website setting as the
// console sends them (bench/lib/console-saves.ts), one every `--interval` ms: how long each save took (its
// post and the reload of the page's data, as the owner waits for them), and the server's CPU
// time a save on its request thread (the renders it set off included). Saves taken in turn,
// one on each server.
//
//   npm run build && node bench/save-with-cached-pages.ts <commit> [--pages 200] [--saves 20] [--interval 1000]
import { rawGet } from "../tests/helpers/raw-get.ts";
import type { BenchServer } from "./lib/app-server.ts";
import { startBeforeAndAfter } from "./lib/before-and-after.ts";
import { firstArgument, option } from "./lib/command-line.ts";
import { ADMIN, saveFooterText, settingsForm, signIn } from "./lib/console-saves.ts";
import { percentile } from "./lib/stats.ts";
import { ms, table } from "./lib/wrk.ts";

const base = firstArgument();
if (!base) {
  console.error(
    "Usage: node bench/save-with-cached-pages.ts <commit> [--pages 200] [--saves 20] [--interval 1000]",
  );
  process.exit(1);
}
const PAGES = Number(option("--pages", "200"));
const SAVES = Number(option("--saves", "20"));
// One a second, as an owner's saves come at most; longer lets every render a save set off end.
const INTERVAL_MS = Number(option("--interval", "1000"));

const servers = await startBeforeAndAfter("bench/save-with-cached-pages.ts", base, {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

type Measured = { server: BenchServer; label: string; savesMs: number[]; requestCpuMs: number };

async function fillCache(server: BenchServer) {
  for (let index = 0; index < PAGES; index++) {
    const reply = await rawGet(`${server.base}/?ref=bench-${index}`, {
      "accept-encoding": "gzip",
    });
    if (reply.status !== 200) throw new Error(`/?ref=bench-${index}: ${reply.status}`);
  }
  const again = await rawGet(`${server.base}/?ref=bench-0`, { "accept-encoding": "gzip" });
  if (again.headers["x-cache"] !== "HIT") {
    throw new Error(`A link to / with a referral code was not kept: ${again.headers["x-cache"]}`);
  }
}

try {
  const measured: Measured[] = [
    { server: servers.before, label: `app at ${base}`, savesMs: [], requestCpuMs: 0 },
    { server: servers.after, label: "app at this checkout", savesMs: [], requestCpuMs: 0 },
  ];
  const sessions = [];
  for (const { server } of measured) {
    await fillCache(server);
    const cookie = await signIn(server.base);
    sessions.push({ cookie, fields: await settingsForm(server.base, cookie) });
  }
  for (let index = 0; index < SAVES; index++) {
    for (const [which, entry] of measured.entries()) {
      const { cookie, fields } = sessions[which] as (typeof sessions)[number];
      const cpuBefore = entry.server.threadCpuMs().request;
      const started = performance.now();
      if (!(await saveFooterText(entry.server.base, cookie, fields, `Bench save ${index}`))) {
        throw new Error(`${entry.label}: save ${index} failed`);
      }
      entry.savesMs.push(performance.now() - started);
      // The renders the save set off run meanwhile.
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
      entry.requestCpuMs += entry.server.threadCpuMs().request - cpuBefore;
    }
  }
  console.log(
    `\n${PAGES} pages in the cache, ${SAVES} saves of a website setting, one every ${INTERVAL_MS} ms, each server in turn:\n`,
  );
  console.log(
    table(
      ["served by", "save p50", "save p90", "save max", "request-thread CPU a save"],
      measured.map(({ label, savesMs, requestCpuMs }) => {
        const sorted = [...savesMs].sort((a, b) => a - b);
        return [
          label,
          ms(percentile(sorted, 50)),
          ms(percentile(sorted, 90)),
          ms(sorted.at(-1) ?? 0),
          ms(requestCpuMs / SAVES),
        ];
      }),
    ),
  );
} finally {
  await servers.stop();
}
