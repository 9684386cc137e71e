// The anonymous page cache: the rendered HTML (and client-navigation data) of public GETs made
// without a session or any other cookie, kept in memory already compressed, served with an
// ETag. When the database says something public changed (change events) every entry turns
// stale: it is rendered again in the background and, meanwhile, still served to page loads;
// requests that must see the change wait for the new render (ADR 0008). Bounded by bytes
// (least recently used out first). An entry older than `maxAgeMs` is stale too (the footer's
// year, say); if a new render fails (the database is down) the old entry is served rather
// than an error.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { CLICK_ID_PARAMETERS, UTM_PARAMETERS } from "#app/modules/analytics/campaign-parameters.ts";

const brotli = promisify(brotliCompress);
// Every change renders the cached pages again, so an entry is first compressed quickly: on `/`
// brotli 5 takes about 3 ms where 11 takes 100-275 ms. An entry left unchanged for a while
// (`settleMs`) is compressed again at 11, once, off the request path: about 10% fewer bytes,
// which on `/` is the difference between one round trip of a new connection and two.
export const BROTLI_QUALITY = 5;
export const SETTLED_BROTLI_QUALITY = 11;
/** How long an entry stays unchanged before it is compressed at SETTLED_BROTLI_QUALITY. */
export const DEFAULT_SETTLE_MS = 10_000;
/**
 * After a change, how many entries (the most recently used) are rendered again ahead of their
 * next visitor; the others are dropped, to be rendered when next asked for (ADR 0037). Enough
 * for a site's pages in each language and its latest posts.
 */
export const DEFAULT_RENDERED_AHEAD = 32;
const gzipAsync = promisify(gzip);

function brotliOf(body: Buffer, quality: number): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The same entry with its brotli variant compressed at `quality` (settled entries). */
export async function recompressed(page: CachedPage, quality: number): Promise<CachedPage> {
  const br = await brotliOf(page.identity, quality);
  if (br.length >= page.br.length) return page;
  return { ...page, br, bytes: page.bytes - page.br.length + br.length };
}

export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  storedAt: number;
  bytes: number;
};

export type PageCacheOptions = { maxBytes: number; maxAgeMs: number };

// Paths that are never public pages: the console, sign-in, auth API, live events, files, the
// lead forms' challenges (each one handed out once), previews of unpublished versions.
const UNCACHED_PREFIXES = [
  "/admin",
  "/api/",
  "/events",
  "/media/",
  "/assets/",
  "/lead-challenge",
  "/preview/",
];

/**
 * Whether this request may be answered from the cache: a GET or HEAD of a public path, with no
 * cookie (a public page sets none: a cookie is a session's, or a waiting toast's).
 */
export function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  if (UNCACHED_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  return !req.headers.authorization && !req.headers.cookie;
}

/**
 * One entry per scheme, host and URL: canonical links are absolute, so the host matters, and
 * the scheme a proxy forwards (X-Forwarded-Proto, believed by the app from a trusted proxy).
 * The keys made are kept by origin and URL and given again: a key joined anew for each request
 * had to be flattened and hashed by the cache's Map each time, the largest cost of a hit after
 * the write (docs/decisions/0036-the-cached-path.md).
 */
export function cacheKey(req: IncomingMessage): string {
  const proto = req.headers["x-forwarded-proto"];
  const host = req.headers.host ?? "";
  const origin = typeof proto === "string" ? `${proto}://${host}` : host;
  const url = req.url ?? "/";
  let byUrl = knownKeys.get(origin);
  let key = byUrl?.get(url);
  if (key === undefined) {
    key = `${typeof proto === "string" ? proto : "http"}://${host}${withoutCampaignParameters(url)}`;
    // Bounded: addresses that vary without end (a query string per visitor) start it afresh.
    if (knownKeyCount >= MAX_KNOWN_KEYS) {
      knownKeys.clear();
      knownKeyCount = 0;
      byUrl = undefined;
    }
    if (!byUrl) {
      byUrl = new Map();
      knownKeys.set(origin, byUrl);
    }
    byUrl.set(url, key);
    knownKeyCount++;
  }
  return key;
}
const knownKeys = new Map<string, Map<string, string>>();
let knownKeyCount = 0;
const MAX_KNOWN_KEYS = 4_096;
const CAMPAIGN_PARAMETERS = new Set<string>([...UTM_PARAMETERS, ...CLICK_ID_PARAMETERS]);

/**
 * The address without the campaign's tags and click ids, which no page reads: an ad's visitors,
 * each with a click id of their own, share the page's entry rather than each rendering one.
 */
export function withoutCampaignParameters(url: string): string {
  const query = url.indexOf("?");
  if (query < 0) return url;
  const pairs = url.slice(query + 1).split("&");
  const kept = pairs.filter((pair) => {
    const equals = pair.indexOf("=");
    return !CAMPAIGN_PARAMETERS.has(equals < 0 ? pair : pair.slice(0, equals));
  });
  if (kept.length === pairs.length) return url;
  return kept.length > 0 ? `${url.slice(0, query)}?${kept.join("&")}` : url.slice(0, query);
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;

/** Whether a rendered response may be kept: a 200 page or page data that sets no cookie. */
export function isCacheableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    CACHEABLE_TYPES.test(response.headers.get("content-type") ?? "") &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "")
  );
}

// Pages may be held by a CDN briefly; page data (client navigations and live revalidation)
// always comes back here, where the change events keep it fresh.
const DOCUMENT_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=30";
const DATA_CACHE_CONTROL = "public, no-cache";
// Per response, not per page: an entry must not replay the request id of its first render.
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "date",
  "x-request-id",
]);

/**
 * Compresses a rendered response into an entry. `extraHeaders` may replace rendered ones, and
 * rendered ones replace `baseHeaders` (those every response gets, the security headers).
 */
export async function createCachedPage(
  response: Response,
  body: Buffer,
  extraHeaders: Record<string, string>,
  baseHeaders: Record<string, string> = {},
): Promise<CachedPage> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(baseHeaders)) headers[name.toLowerCase()] = value;
  for (const [name, value] of response.headers) {
    if (!DROPPED_HEADERS.has(name)) headers[name] = value;
  }
  const isDocument = (headers["content-type"] ?? "").startsWith("text/html");
  headers["cache-control"] = isDocument ? DOCUMENT_CACHE_CONTROL : DATA_CACHE_CONTROL;
  for (const [name, value] of Object.entries(extraHeaders)) headers[name.toLowerCase()] = value;
  const [br, gz] = await Promise.all([
    brotliOf(body, BROTLI_QUALITY),
    gzipAsync(body, { level: 9 }),
  ]);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return {
    status: response.status,
    headers,
    identity: body,
    br,
    gzip: gz,
    etag: `"${hash}"`,
    storedAt: Date.now(),
    bytes: body.length + br.length + gz.length,
  };
}

export type CacheLookup = {
  page: CachedPage;
  /** False once a change event came after its render began, or past the maximum age. */
  fresh: boolean;
};

export type PageCache = {
  /** The entry for a key, counted as used (least recently used entries are dropped first). */
  get(key: string): CacheLookup | undefined;
  /** The entry for a key, without counting it as used. */
  peek(key: string): CacheLookup | undefined;
  /** The page of a key when it is fresh, counted as used: `get` without a lookup object. */
  freshPage(key: string): CachedPage | undefined;
  /**
   * Keeps a page rendered from `generation` on: not kept when a change event came since (that
   * render may predate the change). Returns whether it was kept.
   */
  set(key: string, page: CachedPage, generation: number): boolean;
  delete(key: string): void;
  /**
   * Puts `next` in place of `current` (the same page, compressed anew), keeping its freshness;
   * does nothing when the key holds anything else by now. Returns whether it did.
   */
  replace(key: string, current: CachedPage, next: CachedPage): boolean;
  /** A change event: every entry turns stale (kept, to be served while it is rendered again). */
  invalidate(): void;
  /** The keys, most recently used first. */
  keys(): string[];
  readonly generation: number;
  stats(): { entries: number; bytes: number };
};

// `used`: when the entry was last asked for, on a counter of lookups. A hit only sets it, where
// moving the entry to the end of an ordered Map (delete, then set) was a hit's largest cost after
// the write (bench/cached-hit-profile.ts); the rare eviction looks for the least used instead.
type Entry = { page: CachedPage; generation: number; used: number };

export function createPageCache({ maxBytes, maxAgeMs }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  let lookups = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.page.bytes;
  }
  function leastRecentlyUsed(): string | undefined {
    let oldest: string | undefined;
    let oldestUse = Number.POSITIVE_INFINITY;
    for (const [key, entry] of entries) {
      if (entry.used < oldestUse) {
        oldest = key;
        oldestUse = entry.used;
      }
    }
    return oldest;
  }
  const isFresh = (entry: Entry) =>
    entry.generation === generation && Date.now() - entry.page.storedAt < maxAgeMs;
  const lookup = (entry: Entry): CacheLookup => ({ page: entry.page, fresh: isFresh(entry) });

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entry.used = ++lookups;
      return lookup(entry);
    },
    peek(key) {
      const entry = entries.get(key);
      return entry && lookup(entry);
    },
    freshPage(key) {
      const entry = entries.get(key);
      if (!entry || !isFresh(entry)) return undefined;
      entry.used = ++lookups;
      return entry.page;
    },
    set(key, page, renderGeneration) {
      if (renderGeneration !== generation || page.bytes > maxBytes) return false;
      remove(key);
      entries.set(key, { page, generation, used: ++lookups });
      bytes += page.bytes;
      while (bytes > maxBytes) remove(leastRecentlyUsed() as string);
      return entries.has(key);
    },
    delete: remove,
    replace(key, current, next) {
      const entry = entries.get(key);
      if (entry?.page !== current) return false;
      entry.page = next;
      bytes += next.bytes - current.bytes;
      return true;
    },
    invalidate() {
      generation++;
    },
    keys: () => [...entries].sort(([, a], [, b]) => b.used - a.used).map(([key]) => key),
    get generation() {
      return generation;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}

/** The variant of an entry this request accepts: brotli, else gzip, else plain. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [coding = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    quality.set(coding, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

type Encoding = "br" | "gzip" | "identity";
type CacheStatus = "HIT" | "MISS" | "STALE";

// Browsers send a handful of distinct Accept-Encoding values: parse each once.
const encodingMemo = new Map<string, Encoding>();
function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined) return "identity";
  let encoding = encodingMemo.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = chooseEncoding(acceptEncoding);
    if (encodingMemo.size < 64) encodingMemo.set(acceptEncoding, encoding);
  }
  return encoding;
}

// The response headers of an entry, per encoding and cache status, built once per entry as
// the flat [name, value, …] list writeHead takes as is. Found by two property reads: a key
// joined per request was a string made and hashed on every hit.
type WireHeaders = (string | number)[];
const wireHeaders = new WeakMap<CachedPage, Partial<Record<Encoding | "304", WireHeaders[]>>>();
const STATUS_INDEX: Record<CacheStatus, number> = { HIT: 0, MISS: 1, STALE: 2 };
function headersOf(page: CachedPage, encoding: Encoding | "304", cacheStatus: CacheStatus) {
  let byEncoding = wireHeaders.get(page);
  if (!byEncoding) {
    byEncoding = {};
    wireHeaders.set(page, byEncoding);
  }
  let byStatus = byEncoding[encoding];
  if (!byStatus) {
    byStatus = [];
    byEncoding[encoding] = byStatus;
  }
  const index = STATUS_INDEX[cacheStatus];
  let headers = byStatus[index];
  if (!headers) {
    const named: Record<string, string | number> = {
      ...page.headers,
      etag: page.etag,
      vary: "Accept-Encoding",
      "x-cache": cacheStatus,
    };
    if (encoding === "br" || encoding === "gzip") named["content-encoding"] = encoding;
    if (encoding !== "304") named["content-length"] = bodyOf(page, encoding).length;
    headers = Object.entries(named).flat();
    byStatus[index] = headers;
  }
  return headers;
}
const bodyOf = (page: CachedPage, encoding: Encoding) =>
  encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;

/**
 * Writes an entry: 304 when the client holds it, else the best encoding it accepts.
 * `extraHeaders` (name, value, name, value…) are this answer's own (X-Request-Id, when the caller
 * has not set it already).
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  cacheStatus: CacheStatus,
  extraHeaders?: readonly string[],
): void {
  const ifNoneMatch = req.headers["if-none-match"];
  const notModified = ifNoneMatch !== undefined && etagMatches(ifNoneMatch, page.etag);
  const encoding = notModified ? "304" : encodingFor(req.headers["accept-encoding"]);
  let headers = headersOf(page, encoding, cacheStatus);
  if (extraHeaders) headers = headers.concat(extraHeaders);
  if (encoding === "304") {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : bodyOf(page, encoding));
}

/**
 * A rendered response the cache does not keep (a 404, a redirect), as the leader of its render
 * sends it: an HTML body compressed as a new entry would be (the 404 page is as large as any
 * other page), anything else as it is.
 */
export async function uncachedResponse(
  req: IncomingMessage,
  response: Response,
  body: Buffer,
): Promise<Response> {
  const { status } = response;
  if (status === 204 || status === 205 || status === 304) return new Response(null, response);
  const encoding = encodingFor(req.headers["accept-encoding"]);
  const html = response.headers.get("content-type")?.startsWith("text/html");
  if (encoding === "identity" || !html || response.headers.has("content-encoding")) {
    return new Response(new Uint8Array(body), response);
  }
  const compressed =
    encoding === "br" ? await brotliOf(body, BROTLI_QUALITY) : await gzipAsync(body, { level: 9 });
  const headers = new Headers(response.headers);
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  headers.append("vary", "Accept-Encoding");
  return new Response(new Uint8Array(compressed), {
    status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Whether a request must see the latest change rather than a stale copy: the public pages'
 * live-update refetch (X-Live-Refresh), any script's fetch (Sec-Fetch-Dest: empty), and React
 * Router's data requests (`/path.data`, `?_routes=`: the console's and client's revalidation).
 */
export function wantsFreshCopy(req: IncomingMessage): boolean {
  if (req.headers["x-live-refresh"] === "1") return true;
  if (req.headers["sec-fetch-dest"] === "empty") return true;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const pathname = query < 0 ? url : url.slice(0, query);
  return pathname.endsWith(".data") || (query >= 0 && /[?&]_routes=/.test(url.slice(query)));
}

type RenderOutcome = { page: CachedPage | null; response: Response; body: Buffer };
/** What a background render of a key replays: the request that produced its entry. */
type RenderSource = { url: string; headers: [string, string][]; address: string };
// The request headers a public page may depend on (the origin behind a proxy); nothing else
// of the first visitor's request is replayed.
const REPLAYED_HEADERS = ["host", "x-forwarded-proto", "x-forwarded-host", "accept-language"];

export type PageCacheHandlerOptions = {
  cache: PageCache;
  /** Renders a request through the app; `address` is the client's socket address. */
  render(request: Request, address: string): Promise<Response>;
  /** The fetch Request of an incoming request (main.ts: node-fetch-server's createRequest). */
  toRequest?(req: IncomingMessage, res: ServerResponse): Request;
  /** Headers an entry is served with in place of the rendered ones (the page's CSP). */
  headersFor(response: Response, body: Buffer): Record<string, string>;
  /** Headers every entry is served with (the security headers), computed once per entry. */
  commonHeaders?: Record<string, string>;
  /** Writes a response that is not kept. */
  send(res: ServerResponse, response: Response): Promise<void>;
  /** How many background renders run at once after a change (default 1). */
  backgroundConcurrency?: number;
  /** How many entries a change has rendered again ahead (DEFAULT_RENDERED_AHEAD). */
  renderedAhead?: number;
  /** A background render failed (the old copy is kept). */
  onBackgroundError?(error: unknown, key: string): void;
  /**
   * How long an entry must stay unchanged before its brotli variant is compressed again at
   * SETTLED_BROTLI_QUALITY (default 10 s): while an admin is editing, entries are replaced
   * faster than that and no time goes into it.
   */
  settleMs?: number;
};

export type PageCacheHandler = {
  /**
   * Serves a fresh entry at once and returns true; returns false when the request needs more
   * (a render, or the stale copy): then call `handle`. The cheap path, before anything else.
   * `extraHeaders` (name, value…) are added to this answer.
   */
  serveFresh(req: IncomingMessage, res: ServerResponse, extraHeaders?: readonly string[]): boolean;
  /** Serves a cacheable request (see createPageCacheHandler). */
  handle(req: IncomingMessage, res: ServerResponse, passThrough: () => void): Promise<void>;
  /**
   * A change event: every entry turns stale; the most recently used are rendered again in the
   * background, the others are dropped.
   */
  onChange(): void;
  /** Resolves once no background render is queued or running (tests, benchmarks). */
  idle(): Promise<void>;
};

function defaultToRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    method: req.method,
    headers,
  });
}

/**
 * Serves cacheable requests. A fresh entry is served at once. After a change event every entry
 * is stale: the most recently used (`renderedAhead`) are still served at once (x-cache: STALE)
 * to ordinary page loads while they are rendered again in the background (a few at a time, most
 * recently used first) and replaced when that render is ready; the others are dropped, so a
 * change costs the thread that answers the console a bounded number of renders however many
 * pages are kept. Requests that must see the change (wantsFreshCopy) wait for the new render
 * instead. An entry past its maximum age is treated the same way. One render per
 * URL at a time, however many ask; a render that began before a change is not kept. When a
 * new render fails (the database is down) the old copy goes on being served.
 */
export function createPageCacheHandler(options: PageCacheHandlerOptions): PageCacheHandler {
  const { cache } = options;
  const concurrency = Math.max(1, options.backgroundConcurrency ?? 1);
  const renderedAhead = options.renderedAhead ?? DEFAULT_RENDERED_AHEAD;
  const toRequest = options.toRequest ?? defaultToRequest;
  const inFlight = new Map<string, { generation: number; promise: Promise<RenderOutcome> }>();
  const sources = new WeakMap<CachedPage, RenderSource>();
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;

  async function renderOutcome(request: Request, address: string, key: string) {
    const generation = cache.generation;
    const response = await options.render(request, address);
    const body = Buffer.from(await response.arrayBuffer());
    if (!isCacheableResponse(response)) {
      // The page is gone or no longer public (switched off, now a redirect): drop the old
      // copy. A server error is a passing fault: the old copy stays.
      if (response.status < 500 && cache.generation === generation) cache.delete(key);
      return { page: null, response, body };
    }
    const page = await createCachedPage(
      response,
      body,
      options.headersFor(response, body),
      options.commonHeaders,
    );
    sources.set(page, {
      url: request.url,
      headers: REPLAYED_HEADERS.flatMap((name) => {
        const value = request.headers.get(name);
        return value === null ? [] : [[name, value] as [string, string]];
      }),
      address,
    });
    if (cache.set(key, page, generation)) settleLater(key, page);
    return { page, response, body };
  }

  // Settled entries, compressed again one at a time (each is ~100 ms of a thread-pool thread).
  const settling = new Map<string, CachedPage>();
  let recompressing = false;

  function settleLater(key: string, page: CachedPage) {
    setTimeout(() => {
      settling.set(key, page);
      void recompressSettled();
    }, settleMs).unref();
  }

  async function recompressSettled() {
    if (recompressing) return;
    recompressing = true;
    for (const [key, page] of settling) {
      settling.delete(key);
      if (cache.peek(key)?.page !== page) continue;
      try {
        const better = await recompressed(page, SETTLED_BROTLI_QUALITY);
        if (better !== page && cache.replace(key, page, better)) {
          const source = sources.get(page);
          if (source) sources.set(better, source);
        }
      } catch (error) {
        options.onBackgroundError?.(error, key);
      }
    }
    recompressing = false;
  }

  /**
   * The render of `key` that began at the current generation: the one in flight, or a new one
   * (after the older render in flight, if any, so that one URL renders once at a time).
   */
  function freshRender(key: string, start: () => Promise<RenderOutcome>) {
    const current = inFlight.get(key);
    if (current && current.generation === cache.generation) {
      return { promise: current.promise, leader: false };
    }
    const promise = current ? current.promise.then(start, start) : start();
    const flight = { generation: cache.generation, promise };
    inFlight.set(key, flight);
    const done = () => {
      if (inFlight.get(key) === flight) inFlight.delete(key);
    };
    promise.then(done, done);
    return { promise, leader: true };
  }

  // Background renders: a queue of keys (most recently used first), a few workers.
  const queue = new Set<string>();
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  function pump() {
    while (running < concurrency && queue.size > 0) {
      const key = queue.values().next().value as string;
      queue.delete(key);
      running++;
      // After each render, the requests that queued up meanwhile go first (a render holds the
      // thread for ~20 ms; back to back they would add up to one long stall).
      void refresh(key)
        .then(() => new Promise((resolve) => setImmediate(resolve)))
        .finally(() => {
          running--;
          pump();
        });
    }
    notifyIdle();
  }

  const isIdle = () => running === 0 && queue.size === 0;

  function notifyIdle() {
    if (!isIdle()) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  }

  async function refresh(key: string) {
    const entry = cache.peek(key);
    if (!entry || entry.fresh) return;
    const source = sources.get(entry.page);
    if (!source) return;
    try {
      const { promise } = freshRender(key, () =>
        renderOutcome(new Request(source.url, { headers: source.headers }), source.address, key),
      );
      await promise;
    } catch (error) {
      options.onBackgroundError?.(error, key);
    }
  }

  function refreshInBackground(key: string) {
    const current = inFlight.get(key);
    if (current && current.generation === cache.generation) return;
    queue.add(key);
    pump();
  }

  function serveFresh(
    req: IncomingMessage,
    res: ServerResponse,
    extraHeaders?: readonly string[],
  ): boolean {
    const page = cache.freshPage(cacheKey(req));
    if (!page) return false;
    sendCachedPage(req, res, page, "HIT", extraHeaders);
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, passThrough: () => void) {
    const key = cacheKey(req);
    const cached = cache.get(key);
    if (cached?.fresh) return sendCachedPage(req, res, cached.page, "HIT");
    if (cached && !wantsFreshCopy(req)) {
      refreshInBackground(key);
      return sendCachedPage(req, res, cached.page, "STALE");
    }
    if (req.method === "HEAD") return passThrough();
    // The entry is every campaign's (cacheKey): it is rendered without their parameters, which a
    // page may carry in its links (the language switcher keeps the query).
    const url = req.url ?? "/";
    const shared = withoutCampaignParameters(url);
    const { promise, leader } = freshRender(key, () => {
      const request = toRequest(req, res);
      return renderOutcome(
        shared === url
          ? request
          : new Request(new URL(shared, request.url), {
              method: request.method,
              headers: request.headers,
              signal: request.signal,
            }),
        req.socket?.remoteAddress ?? "",
        key,
      );
    });
    let outcome: RenderOutcome;
    try {
      outcome = await promise;
    } catch (error) {
      if (cached) return sendCachedPage(req, res, cached.page, "STALE");
      throw error;
    }
    if (outcome.page) return sendCachedPage(req, res, outcome.page, "MISS");
    if (outcome.response.status >= 500 && cached) {
      return sendCachedPage(req, res, cached.page, "STALE");
    }
    // Not kept (a redirect, a 404, a cookie): the one who rendered it gets it, the others
    // render their own, as does a campaign's visitor (a redirect keeps their parameters).
    if (!leader || shared !== url) return passThrough();
    await options.send(res, await uncachedResponse(req, outcome.response, outcome.body));
  }

  return {
    serveFresh,
    handle,
    onChange() {
      cache.invalidate();
      queue.clear();
      const keys = cache.keys();
      for (const key of keys.slice(0, renderedAhead)) queue.add(key);
      for (const key of keys.slice(renderedAhead)) cache.delete(key);
      pump();
    },
    idle() {
      if (isIdle()) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
