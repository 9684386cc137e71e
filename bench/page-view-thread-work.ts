// What the page views' thread does for each counted view (page-view-worker.server.ts), step by
// step, in µs a view: describing it (bots, the URL, the referrer, the User-Agent), the day and the
// visitor's daily id (SHA-256), and its batch's binary COPY tuples in their Blob. Views from many
// addresses and a few browsers, a third with campaign tags; each step over all of them in turn,
// for `--rounds` rounds, the median printed.
//
//   node bench/page-view-thread-work.ts [--views 200000] [--rounds 5]
import {
  describePageView,
  type PageViewFacts,
  siteDayOf,
} from "#app/modules/analytics/page-view.ts";
import { copyBatchOf, type PageViewRow } from "#app/modules/analytics/page-view-copy.ts";
import { visitorIdOf } from "#app/modules/analytics/visitor-id.ts";
import { DESKTOP_CHROME } from "../tests/helpers/user-agents.ts";
import { numberOption } from "./lib/command-line.ts";
import { median } from "./lib/stats.ts";
import { table } from "./lib/wrk.ts";

const VIEWS = numberOption("--views", 200_000);
const ROUNDS = numberOption("--rounds", 5);
const SITE = "https://dmflow.pk";
const BATCH_ROWS = 2_000;
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

const views = Array.from({ length: VIEWS }, (_, index) => ({
  at: Date.now() + index,
  url: index % 3 === 0 ? `${SITE}/pricing?utm_source=facebook&utm_campaign=eid` : `${SITE}/`,
  referrer: index % 2 === 0 ? "https://www.facebook.com/" : `${SITE}/`,
  userAgent: index % 4 === 0 ? IPHONE_SAFARI : DESKTOP_CHROME,
  ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
}));
const salt = new Uint8Array(32).fill(7);

const steps: Record<string, () => void> = {};
let facts: PageViewFacts[] = [];
let rows: PageViewRow[] = [];
steps.describe = () => {
  facts = views.map(
    (view) =>
      describePageView({
        ...view,
        locale: "en",
        country: null,
        siteHost: "dmflow.pk",
      }) as PageViewFacts,
  );
};
steps["day and visitor id"] = () => {
  rows = views.map((view, index) => {
    const viewedAt = new Date(view.at);
    const day = siteDayOf(viewedAt, "Asia/Karachi");
    const visitorId = visitorIdOf(salt, { ip: view.ip, userAgent: view.userAgent, site: SITE });
    return { ...(facts[index] as PageViewFacts), viewedAt, day, visitorId };
  });
};
steps["COPY tuples"] = () => {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    copyBatchOf(rows.slice(start, start + BATCH_ROWS));
  }
};

const taken = new Map<string, number[]>(Object.keys(steps).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, step] of Object.entries(steps)) {
    const started = performance.now();
    step();
    taken.get(name)?.push(((performance.now() - started) * 1000) / VIEWS);
  }
}

console.log(
  `\nThe page views' thread's work, ${VIEWS.toLocaleString("en-US")} views a round, µs a view, the median of ${ROUNDS} rounds\n`,
);
const medians = [...taken].map(([name, runs]) => [name, median(runs), runs] as const);
console.log(
  table(
    ["step", "µs a view", "every round"],
    [
      ...medians.map(([name, value, runs]) => [
        name,
        value.toFixed(2),
        runs.map((run) => run.toFixed(2)).join(", "),
      ]),
      ["all", medians.reduce((sum, [, value]) => sum + value, 0).toFixed(2), ""],
    ],
  ),
);
