import { createHash } from "node:crypto";
import type { StoredBytes } from "./media-store.server.ts";

// How stored images are answered over HTTP: their own type, never sniffed, shown inline, and
// cached for a year (a stored name never changes content), with an ETag for revalidation.

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function mediaNotFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A strong ETag from the bytes themselves. */
export function mediaEtag(bytes: Uint8Array): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
}

/** The image, or 304 when the browser already has these bytes. */
export function mediaResponse(request: Request, stored: StoredBytes): Response {
  const etag = mediaEtag(stored.bytes);
  const headers = new Headers({
    "Content-Type": stored.mimeType,
    "Cache-Control": MEDIA_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
    ETag: etag,
    "Last-Modified": stored.writtenAt.toUTCString(),
  });
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(stored.bytes.byteLength));
  // Bytes read from the database sit on an ordinary (not shared) ArrayBuffer.
  const body = stored.bytes as Uint8Array<ArrayBuffer>;
  return new Response(request.method === "HEAD" ? null : body, { headers });
}
