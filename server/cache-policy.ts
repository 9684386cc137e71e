import type { IncomingMessage } from "node:http";
import { CLICK_ID_PARAMETERS, UTM_PARAMETERS } from "#app/modules/analytics/campaign-parameters.ts";

// What the page cache answers and keeps (ADR 0008, ADR 0037): which requests it may answer,
// the key an entry is kept under, which rendered responses it keeps, and which requests must
// wait for a fresh render. deploy/nginx.conf mirrors isCacheableRequest.

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
