import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

// A page cache entry: a rendered response kept already compressed (brotli, gzip and plain),
// with its ETag and the headers it is served with (ADR 0005, ADR 0008).

const brotli = promisify(brotliCompress);
// Every change renders the cached pages again, so an entry is first compressed quickly: on `/`
// brotli 5 takes about 3 ms where 11 takes 100-275 ms. An entry left unchanged for a while
// (`settleMs`) is compressed again at 11, once, off the request path: about 10% fewer bytes,
// which on `/` is the difference between one round trip of a new connection and two.
export const BROTLI_QUALITY = 5;
export const SETTLED_BROTLI_QUALITY = 11;
/** How long an entry stays unchanged before it is compressed at SETTLED_BROTLI_QUALITY. */
export const DEFAULT_SETTLE_MS = 10_000;
export const gzipAsync = promisify(gzip);

export function brotliOf(body: Buffer, quality: number): Promise<Buffer> {
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
