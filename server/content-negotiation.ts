import type { IncomingMessage, ServerResponse } from "node:http";
import { BROTLI_QUALITY, brotliOf, type CachedPage, gzipAsync } from "./page-compression.ts";

// A page as the response: the encoding the request accepts, a 304 when the client holds the
// entry's ETag, and an entry's header list, built once (docs/decisions/0036-the-cached-path.md).

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
