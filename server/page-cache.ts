// The anonymous page cache: the rendered HTML (and client-navigation data) of public GETs made
// without a session or any other cookie, kept in memory already compressed, served with an
// ETag. When the database says something public changed (change events) every entry turns
// stale: it is rendered again in the background and, meanwhile, still served to page loads;
// requests that must see the change wait for the new render (ADR 0008). Bounded by bytes
// (least recently used out first). An entry older than `maxAgeMs` is stale too (the footer's
// year, say); if a new render fails (the database is down) the old entry is served rather
// than an error.
// This file serves entries and runs their renders; the rest is cache-policy.ts (what is
// answered and kept, under which key), page-compression.ts (an entry), cache-entries.ts (the
// store) and content-negotiation.ts (writing an entry).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PageCache } from "./cache-entries.ts";
import {
  cacheKey,
  isCacheableResponse,
  wantsFreshCopy,
  withoutCampaignParameters,
} from "./cache-policy.ts";
import { sendCachedPage, uncachedResponse } from "./content-negotiation.ts";
import {
  type CachedPage,
  createCachedPage,
  DEFAULT_SETTLE_MS,
  recompressed,
  SETTLED_BROTLI_QUALITY,
} from "./page-compression.ts";

/**
 * After a change, how many entries (the most recently used) are rendered again ahead of their
 * next visitor; the others are dropped, to be rendered when next asked for (ADR 0037). Enough
 * for a site's pages in each language and its latest posts.
 */
export const DEFAULT_RENDERED_AHEAD = 32;

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
