// What scripts/compare-public-bytes.ts takes out of two servers' answers before comparing them:
// only what differs from one run or one build to the next, whatever the code, each a named rule.
// A rule that hid more would hide the very change the comparison is for, so each matches as
// narrowly as it can, and keeps what tells two values apart (the UUIDs are numbered, not blanked).
import { createHash } from "node:crypto";

/** An answer as fetched: its status, its headers (lower-case names) and its body as text. */
export type Reply = { status: number; headers: Record<string, string | undefined>; body: string };

/**
 * The headers that matter to a cache or a browser, compared after the rules. The rest differ
 * per response (Date, X-Request-Id), follow from the body (ETag, Content-Length) or are the same
 * on every answer (the security headers of the Node entry).
 */
export const COMPARED_HEADERS = [
  "content-type",
  "cache-control",
  "content-security-policy",
  "vary",
  "x-robots-tag",
  "link",
] as const;

/** When the servers were started and seeded: the times the seeding writes fall inside it. */
export type SeedingWindow = { from: Date; to: Date };

type Rule = {
  name: string;
  /** Applied to the body and to every compared header; `raw` is the answer as fetched. */
  normalize(text: string, raw: Reply, seeding: SeedingWindow): string;
};

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;
const HTTP_DATE =
  /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT\b/g;

/** In order: the inline-script hashes are looked up in the raw body, before anything else. */
export const NORMALIZATION_RULES: readonly Rule[] = [
  {
    // A cached page's policy lists the hashes of its inline scripts (ADR 0005), and a script's
    // text names the build's asset files: the hash changes with every build. A hash that is the
    // raw body's k-th inline script's stands for that script, whose text the body comparison
    // then checks; any other hash is kept, a real difference.
    name: "csp-inline-script-hash",
    normalize(text, raw) {
      const scripts = [...raw.body.matchAll(INLINE_SCRIPT)].map(([, script = ""]) =>
        createHash("sha256").update(script, "utf8").digest("base64"),
      );
      return text.replace(/'sha256-([A-Za-z0-9+/]+=*)'/g, (source, hash: string) => {
        const index = scripts.indexOf(hash);
        return index < 0 ? source : `'sha256-of-inline-script-${index + 1}'`;
      });
    },
  },
  {
    // A fresh random nonce per rendered response (content-security-policy.ts), in the policy
    // and on the scripts and links that carry it; a cached page keeps its render's.
    name: "csp-nonce",
    normalize: (text) =>
      text
        .replace(/'nonce-[A-Za-z0-9+/]+=*'/g, "'nonce-NONCE'")
        .replace(/\snonce="[A-Za-z0-9+/]+=*"/g, ' nonce="NONCE"'),
  },
  {
    // The change feed's position is "<boot id>-<number>", the boot id random per server
    // process (event-stream.server.ts); the number of changes since the boot is kept.
    name: "live-position-boot-id",
    normalize: (text) => text.replace(/(data-live-position=")[0-9a-f]+-(\d+)"/g, '$1BOOT-$2"'),
  },
  {
    // Vite names each built file by a hash of its content and of the modules it pulls in:
    // any change to the bundle renames it even when the page's own markup is the same.
    name: "asset-hash",
    normalize: (text) =>
      text.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css|woff2|svg)\b/g, "$1-HASH.$2"),
  },
  {
    // Each server seeds its own database, whose rows get random ids (the plans of the
    // "Get Started" links, uuid defaultRandom): numbered by first appearance in the answer.
    name: "seeded-uuid",
    normalize(text) {
      const numbers = new Map<string, number>();
      return text.replace(UUID, (uuid) => {
        if (!numbers.has(uuid)) numbers.set(uuid, numbers.size + 1);
        return `uuid-${numbers.get(uuid)}`;
      });
    },
  },
  {
    // The seeding stamps its rows with the time it ran (the sample post's publication date in
    // the feed): seconds apart on the two servers. Only times inside the run are replaced, so a
    // date of the content itself still counts.
    name: "seeding-time",
    normalize(text, _raw, { from, to }) {
      const seeded = (time: string) => {
        const at = Date.parse(time);
        return at >= from.getTime() - 1000 && at <= to.getTime() + 1000;
      };
      return text
        .replace(ISO_TIME, (time) => (seeded(time) ? "SEEDING-TIME" : time))
        .replace(HTTP_DATE, (time) => (seeded(time) ? "SEEDING-TIME" : time));
    },
  },
];

/** The answer with every rule applied to its body and its compared headers (the rest dropped). */
export function normalizeReply(raw: Reply, seeding: SeedingWindow): Reply {
  const normalize = (text: string) =>
    NORMALIZATION_RULES.reduce((result, rule) => rule.normalize(result, raw, seeding), text);
  const headers: Reply["headers"] = {};
  for (const name of COMPARED_HEADERS) {
    const value = raw.headers[name];
    if (value !== undefined) headers[name] = normalize(value);
  }
  return { status: raw.status, headers, body: normalize(raw.body) };
}

export type Difference = {
  /** 1-based line of the first differing character, and its 0-based offset in the text. */
  line: number;
  offset: number;
  /** Up to `context` characters either side of it, in each text. */
  before: string;
  after: string;
};

/** Where two texts first differ, or null when they are the same. */
export function firstDifference(before: string, after: string, context = 80): Difference | null {
  if (before === after) return null;
  let offset = 0;
  while (offset < before.length && before[offset] === after[offset]) offset++;
  const around = (text: string) => text.slice(Math.max(0, offset - context), offset + context);
  return {
    line: before.slice(0, offset).split("\n").length,
    offset,
    before: around(before),
    after: around(after),
  };
}
