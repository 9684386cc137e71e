import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([
  ".js",
  ".css",
  ".json",
  ".map",
  ".txt",
  ".xml",
  ".svg",
  ".webmanifest",
]);

type StaticFile = {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
};

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** The build's precompressed sibling (scripts/precompress-plugin.ts), else a quick one. */
function compressed(file: string, encoding: "br" | "gz", body: Buffer): Buffer {
  const sibling = `${file}.${encoding}`;
  if (existsSync(sibling)) return readFileSync(sibling);
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * The client build, read once into memory with its brotli and gzip forms, so that a static
 * request costs a Map lookup and a write. The build never changes while the server runs.
 * Vite fingerprints everything under /assets/, which is therefore cached forever.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of walk(root)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const urlPath = `/${path.relative(root, file).split(path.sep).join("/")}`;
    const extension = path.extname(file).toLowerCase();
    const body = readFileSync(file);
    const compress = COMPRESSIBLE.has(extension) && body.length > 512;
    files.set(urlPath, {
      body,
      brotli: compress ? compressed(file, "br", body) : undefined,
      gzip: compress ? compressed(file, "gz", body) : undefined,
      contentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      cacheControl: urlPath.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600",
    });
  }
  return files;
}

/** Serves the request from the static files when one matches; returns false otherwise. */
export function serveStaticFile(
  files: Map<string, StaticFile>,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = (req.url ?? "/").split("?", 1)[0]!;
  const file = files.get(pathname);
  if (!file) return false;

  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", file.etag);
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (file.gzip) res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304).end();
    return true;
  }
  const accepted = req.headers["accept-encoding"] ?? "";
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accepted)) {
    res.setHeader("Content-Encoding", "br");
    body = file.brotli;
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    res.setHeader("Content-Encoding", "gzip");
    body = file.gzip;
  }
  res.setHeader("Content-Length", body.length);
  res.writeHead(200).end(req.method === "HEAD" ? undefined : body);
  return true;
}
