// Whether a change altered the bytes visitors get: every public page, in every language, and
// the sitemap, robots.txt and the blog feed, fetched as an anonymous visitor (no cookie,
// `Accept-Encoding: identity`) from a server of an earlier commit's build and one of this
// checkout's, then compared byte for byte with their status and the headers that matter to a
// cache or a browser.
//   npm run build && npm run compare:bytes -- --base <commit> [--paths /,/pricing,...]
// Builds <commit> (tests/helpers/commit-build.ts) and serves it beside this checkout's build,
// which must be there and newer than the sources (bench/lib/before-and-after.ts), each on a
// fresh embedded database with the default seeding. Both servers are given the same
// PUBLIC_URL, so that the absolute links (canonical, hreflang, feed, sitemap) do not carry each
// server's own port. What differs per run or per build whatever the code (nonces, asset hashes,
// seeded ids and times) is normalized first, by the named rules of
// scripts/public-bytes-normalization.ts.
// Prints a markdown table: path, status, bytes before and after (as sent), and "identical" or
// the first difference with 80 characters of context either side. Exits 1 when any differs.
import {
  PUBLIC_PAGES_IN_EVERY_LOCALE,
  startBeforeAndAfter,
} from "../bench/lib/before-and-after.ts";
import { option } from "../bench/lib/command-line.ts";
import { type RawReply, rawGet } from "../tests/helpers/raw-get.ts";
import {
  COMPARED_HEADERS,
  firstDifference,
  normalizeReply,
  type Reply,
  type SeedingWindow,
} from "./public-bytes-normalization.ts";

/** The site's files beside its pages: read by crawlers and feed readers, not by a browser. */
const PUBLIC_FILES = ["/sitemap.xml", "/robots.txt", "/blog/rss.xml"];
/** The same on both servers, in place of each one's own origin (127.0.0.1 and its port). */
const PUBLIC_URL = "https://dmflow.example";

const base = option("--base");
if (!base) {
  console.error("usage: node scripts/compare-public-bytes.ts --base COMMIT [--paths /,/pricing]");
  process.exit(2);
}
const paths = option("--paths")?.split(",") ?? [...PUBLIC_PAGES_IN_EVERY_LOCALE, ...PUBLIC_FILES];

// The seeding happens somewhere between now (the base's build comes first) and the last fetch.
const from = new Date();
const servers = await startBeforeAndAfter("compare-public-bytes", base, {
  LOG_LEVEL: "error",
  PUBLIC_URL,
});

/** As a visitor's first request: no cookie, and the bytes uncompressed. */
const anonymousGet = (origin: string, path: string): Promise<RawReply> =>
  rawGet(origin + path, { "accept-encoding": "identity" });

const asReply = ({ status, headers, body }: RawReply): Reply => ({
  status,
  headers: Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(", ") : String(value),
    ]),
  ),
  body: body.toString("utf8"),
});

/**
 * Inline code in a markdown table cell: its pipes escaped, its line breaks shown as ⏎, fenced
 * with two backticks when it holds one.
 */
function cell(text: string): string {
  const fence = text.includes("`") ? "``" : "`";
  return `${fence} ${text.replaceAll("|", "\\|").replaceAll("\n", "⏎")} ${fence}`;
}

/** "identical", or what differs first: the status, a compared header, then the body. */
function outcome(before: Reply, after: Reply): string {
  if (before.status !== after.status) return "status differs";
  for (const name of COMPARED_HEADERS) {
    const [a, b] = [before.headers[name], after.headers[name]];
    if (a !== b) return `${name}: ${cell(a ?? "(none)")} → ${cell(b ?? "(none)")}`;
  }
  const difference = firstDifference(before.body, after.body);
  if (!difference) return "identical";
  return `line ${difference.line}, offset ${difference.offset}: ${cell(difference.before)} → ${cell(difference.after)}`;
}

const rows: string[] = [];
let differs = false;
try {
  for (const path of paths) {
    const [rawBefore, rawAfter] = [
      await anonymousGet(servers.before.base, path),
      await anonymousGet(servers.after.base, path),
    ];
    const seeding: SeedingWindow = { from, to: new Date() };
    const result = outcome(
      normalizeReply(asReply(rawBefore), seeding),
      normalizeReply(asReply(rawAfter), seeding),
    );
    if (result !== "identical") differs = true;
    const status =
      rawBefore.status === rawAfter.status
        ? String(rawBefore.status)
        : `${rawBefore.status} → ${rawAfter.status}`;
    rows.push(
      `| ${path} | ${status} | ${rawBefore.body.length} | ${rawAfter.body.length} | ${result} |`,
    );
  }
} finally {
  await servers.stop();
}
console.log(`\nAnonymous answers of ${base} (before) and this checkout's build (after):\n`);
console.log("| path | status | bytes before | bytes after | result |");
console.log("| --- | --- | ---: | ---: | --- |");
for (const row of rows) console.log(row);
process.exit(differs ? 1 : 0);
