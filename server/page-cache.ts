// The anonymous page cache: the rendered HTML (and client-navigation data) of public GETs made
// without a session or any other cookie, kept in memory already compressed, served with an
// ETag, and dropped whenever the database says something public changed (change events).
// Bounded by bytes (least recently used out first). An entry older than `maxAgeMs` is rendered
// again (the footer's year, say); if that render fails (the database is down) the old entry
// is served rather than an error.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
// lead forms' challenges (each one handed out once).
const UNCACHED_PREFIXES = ["/admin", "/api/", "/events", "/media/", "/assets/", "/lead-challenge"];
// The only cookie an anonymous page may carry: first-touch attribution, read when a lead is
// stored, never while rendering a page.
const HARMLESS_COOKIE = "first_touch";

/**
 * Whether this request may be answered from the cache: a GET or HEAD of a public path, with no
 * cookie but the attribution one, that does not start a visit's attribution (UTM parameters or
 * a referrer from another site, which get a Set-Cookie of their own).
 */
export function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  if (UNCACHED_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  if (req.headers.authorization) return false;
  const cookies = cookieNames(req.headers.cookie);
  if (cookies.some((name) => name !== HARMLESS_COOKIE)) return false;
  if (!cookies.includes(HARMLESS_COOKIE) && startsAttribution(req, url)) return false;
  return true;
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

function startsAttribution(req: IncomingMessage, url: string): boolean {
  if (/[?&]utm_/i.test(url)) return true;
  const referer = req.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).host !== req.headers.host;
  } catch {
    return false;
  }
}

/** One entry per scheme, host and URL: canonical links are absolute, so the host matters. */
export function cacheKey(req: IncomingMessage, protocol: string): string {
  return `${protocol}//${req.headers.host ?? ""}${req.url ?? "/"}`;
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

/** Compresses a rendered response into an entry. `extraHeaders` may replace rendered ones. */
export async function createCachedPage(
  response: Response,
  body: Buffer,
  extraHeaders: Record<string, string>,
): Promise<CachedPage> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!DROPPED_HEADERS.has(name)) headers[name] = value;
  }
  const isDocument = (headers["content-type"] ?? "").startsWith("text/html");
  headers["cache-control"] = isDocument ? DOCUMENT_CACHE_CONTROL : DATA_CACHE_CONTROL;
  for (const [name, value] of Object.entries(extraHeaders)) headers[name.toLowerCase()] = value;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
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

export type PageCache = {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** Drops every entry; renders that started before this are not stored. */
  clear(): void;
  readonly generation: number;
  isFresh(page: CachedPage): boolean;
  stats(): { entries: number; bytes: number };
};

export function createPageCache({ maxBytes, maxAgeMs }: PageCacheOptions): PageCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  let generation = 0;

  function remove(key: string) {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= page.bytes;
  }

  return {
    get(key) {
      const page = entries.get(key);
      if (page) {
        entries.delete(key);
        entries.set(key, page);
      }
      return page;
    },
    set(key, page) {
      if (page.bytes > maxBytes) return;
      remove(key);
      entries.set(key, page);
      bytes += page.bytes;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
      generation++;
    },
    get generation() {
      return generation;
    },
    isFresh(page) {
      return Date.now() - page.storedAt < maxAgeMs;
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

/** Writes an entry: 304 when the client holds it, else the best encoding it accepts. */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  cacheStatus: "HIT" | "MISS" | "STALE",
): void {
  const headers: Record<string, string | number> = {
    ...page.headers,
    etag: page.etag,
    vary: "Accept-Encoding",
    "x-cache": cacheStatus,
  };
  if (etagMatches(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"] as string | undefined);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  headers["content-length"] = body.length;
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

type RenderOutcome = { page: CachedPage | null; response: Response; body: Buffer };

export type PageCacheHandlerOptions = {
  cache: PageCache;
  /** Renders the request through the app. */
  render(req: IncomingMessage, res: ServerResponse): Promise<Response>;
  /** Headers an entry is served with in place of the rendered ones (the page's CSP). */
  headersFor(response: Response, body: Buffer): Record<string, string>;
  /** Writes a response that is not kept. */
  send(res: ServerResponse, response: Response): Promise<void>;
};

/**
 * Serves a cacheable request: a fresh entry at once; else one render per URL however many
 * ask at the same moment (a change event empties the cache while pages are being read), kept
 * when it may be; an expired entry when the new render fails.
 */
export function createPageCacheHandler(options: PageCacheHandlerOptions) {
  const { cache } = options;
  const inFlight = new Map<string, Promise<RenderOutcome>>();

  async function renderOutcome(req: IncomingMessage, res: ServerResponse, key: string) {
    const generation = cache.generation;
    const response = await options.render(req, res);
    const body = Buffer.from(await response.arrayBuffer());
    if (!isCacheableResponse(response)) return { page: null, response, body };
    const page = await createCachedPage(response, body, options.headersFor(response, body));
    if (cache.generation === generation) cache.set(key, page);
    return { page, response, body };
  }

  return async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    passThrough: () => void,
  ): Promise<void> {
    const key = cacheKey(req, "http:");
    const cached = cache.get(key);
    if (cached && cache.isFresh(cached)) return sendCachedPage(req, res, cached, "HIT");
    if (req.method === "HEAD") return passThrough();
    let flight = inFlight.get(key);
    const leader = !flight;
    if (!flight) {
      flight = renderOutcome(req, res, key);
      inFlight.set(key, flight);
      void flight.then(
        () => inFlight.delete(key),
        () => inFlight.delete(key),
      );
    }
    let outcome: RenderOutcome;
    try {
      outcome = await flight;
    } catch (error) {
      if (cached) return sendCachedPage(req, res, cached, "STALE");
      throw error;
    }
    if (outcome.page) return sendCachedPage(req, res, outcome.page, "MISS");
    if (outcome.response.status >= 500 && cached) {
      return sendCachedPage(req, res, cached, "STALE");
    }
    // Not kept (a redirect, a 404, a cookie): the one who rendered it gets it, the others
    // render their own.
    if (!leader) return passThrough();
    const { status } = outcome.response;
    const bodyless = status === 204 || status === 205 || status === 304;
    await options.send(
      res,
      new Response(bodyless ? null : new Uint8Array(outcome.body), outcome.response),
    );
  };
}
